"""While a pattern is juggled: guesses judged in the order they arrive, the window
closing, live reports, and what a right guess earns (a card swap).
"""

from __future__ import annotations

from engines.core.cards import Card
from engines.core.protocol import IllegalAction
from engines.siteswap.actions import Guess, Report, RightGuess, SwapGive, SwapTake, TrickDiscard
from engines.siteswap.patterns import same_pattern, text, why_invalid
from engines.siteswap.piles import SEAT_LETTERS, cards_word, say, take_cards, with_hand, without
from engines.siteswap.state import Laid, Performance, Phase, SiteswapState
from engines.siteswap.turn import end_turn, read_pattern

PENALTY_FROM = 2  # wild_guess_penalty: wrong guesses from this one on draw a card


def still_guessing(performance: Performance) -> list[int]:
    return [seat for seat, left in enumerate(performance.guesses) if left > 0]


def _with(state: SiteswapState, **changes: object) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    return state.model_copy(update={"performance": performance.model_copy(update=changes)})


def _done_guessing(state: SiteswapState, seat: int) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    guesses = list(performance.guesses)
    guesses[seat] = 0
    state = _with(state, guesses=tuple(guesses))
    if state.options.mode == "animated" and not still_guessing(state.performance):
        return close(state)
    return state


def guess(state: SiteswapState, seat: int, action: Guess) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    if not action.throws.strip():
        return stop(state, seat)
    name = SEAT_LETTERS[seat]
    if performance.kind == "trick":
        # A trick's guesses wait for its juggler's word: counted with the wrong ones
        # until the juggler says one is right.
        wrong = list(performance.wrong)
        wrong[seat] += 1
        line = f"{name} guesses: {action.throws.strip()[:40]}"
        state = say(_with(state, wrong=tuple(wrong)), line)
        return _used_one(state, seat)
    guessed = read_pattern(action.throws)
    reason = why_invalid(guessed)
    if reason is not None:
        # It cannot be right, and a slip of the keyboard should not cost a guess.
        raise IllegalAction(f"{text(guessed)} is not a siteswap: {reason}. Guess again.")
    if same_pattern(guessed, performance.values) or same_pattern(guessed, performance.performed):
        shown = text(performance.values)
        state = say(state, f"{name} recognises {SEAT_LETTERS[performance.performer]}'s "
                    f"pattern: {shown}!")  # fmt: skip
        state = state.model_copy(update={"recognised": state.recognised + 1})
        return lay_down(state, swapper=seat)
    wrong = list(performance.wrong)
    wrong[seat] += 1
    state = say(_with(state, wrong=tuple(wrong)), f"{name}: not {text(guessed)}.")
    if state.options.wild_guess_penalty and wrong[seat] >= PENALTY_FROM:
        state, taken = take_cards(state, seat, 1)
        if taken:
            state = say(state, f"{name} draws a card for guessing wildly.")
    return _used_one(state, seat)


def _used_one(state: SiteswapState, seat: int) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    guesses = list(performance.guesses)
    guesses[seat] -= 1
    if guesses[seat] == 0:
        return _done_guessing(state, seat)
    return _with(state, guesses=tuple(guesses))


def stop(state: SiteswapState, seat: int) -> SiteswapState:
    return _done_guessing(say(state, f"{SEAT_LETTERS[seat]} makes no more guesses."), seat)


def close(state: SiteswapState) -> SiteswapState:
    """Nobody named it in time: laid down as if juggled 20 cycles clean."""
    performance = state.performance
    assert performance is not None
    if performance.kind == "trick":
        line = "Nobody named the trick: nothing changes."
        return end_turn(say(state, line), performance.performer, draw=True, active=False)
    shown = text(performance.values)
    line = f"Nobody recognised it: juggled 20 cycles clean, it is laid down: {shown}."
    return lay_down(say(state, line), swapper=None)


def lay_down(state: SiteswapState, swapper: int | None) -> SiteswapState:
    """The pattern goes face up on the table; a right guesser may then swap a card."""
    performance = state.performance
    assert performance is not None
    laid = Laid(owner=performance.performer, cards=performance.cards, values=performance.values,
                variation=performance.variation)  # fmt: skip
    table = list(state.table)
    if performance.target is None:
        table.append(laid)
    else:
        first_owner = table[performance.target].owner
        table[performance.target] = laid.model_copy(update={"owner": first_owner})
    state = state.model_copy(update={"table": tuple(table)})
    finished = not state.hands[performance.performer]
    if swapper is None or finished:
        return end_turn(state, performance.performer, draw=performance.kind == "lay", active=True)
    return state.model_copy(update={"phase": Phase.SWAP_TAKE, "swapper": swapper})


def report(state: SiteswapState, seat: int, action: Report) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    name = SEAT_LETTERS[seat]
    if performance.kind == "trick":
        return end_turn(say(state, f"Nobody named {name}'s trick: nothing changes."), seat,
                        draw=True, active=False)  # fmt: skip
    if action.result == "clean":
        return lay_down(say(state, f"{name} juggled it 20 cycles clean: {text(performance.values)} "
                            "is laid down."), swapper=None)  # fmt: skip
    back = _own_cards(state, performance)
    state = with_hand(state, seat, (*state.hands[seat], *back))
    return end_turn(say(state, f"{name} dropped: the cards go back to the hand."), seat,
                    draw=True, active=False)  # fmt: skip


def _own_cards(state: SiteswapState, performance: Performance) -> list[Card]:
    """The cards the performer put in: all of a lay, the inserted ones of an extension."""
    if performance.target is None:
        return list(performance.cards)
    return list(without(performance.cards, list(state.table[performance.target].cards)))


def right_guess(state: SiteswapState, seat: int, action: RightGuess) -> SiteswapState:
    name, guesser = SEAT_LETTERS[seat], SEAT_LETTERS[action.guesser]
    state = say(state, f"{name}: {guesser} named the trick!")
    state = state.model_copy(update={"swapper": action.guesser, "recognised": state.recognised + 1})
    if len(state.hands[seat]) < 2:
        return state.model_copy(update={"phase": Phase.SWAP_TAKE})
    return state.model_copy(update={"phase": Phase.TRICK_DISCARD})


def trick_discard(state: SiteswapState, seat: int, action: TrickDiscard) -> SiteswapState:
    hand = state.hands[seat]
    try:
        left = without(hand, [action.first, action.second])
    except ValueError:
        raise IllegalAction("Discard two cards that you hold.") from None
    state = with_hand(state, seat, left)
    state = state.model_copy(update={"discard": (*state.discard, action.first, action.second)})
    state, taken = take_cards(state, seat, 2)
    state = say(state, f"{SEAT_LETTERS[seat]} discards {action.first.symbol} and "
                f"{action.second.symbol}, and draws {cards_word(taken)}.")  # fmt: skip
    return state.model_copy(update={"phase": Phase.SWAP_TAKE})


def swap_take(state: SiteswapState, seat: int, action: SwapTake) -> SiteswapState:
    name = SEAT_LETTERS[seat]
    if action.source == "none":
        return _finish(say(state, f"{name} keeps their cards."))
    if action.source == "discard":
        card = state.discard[-1]
        state = state.model_copy(update={"discard": state.discard[:-1]})
        state = with_hand(state, seat, (*state.hands[seat], card))
        state = say(state, f"{name} takes the {card.symbol} from the discard pile.")
    else:
        state, _ = take_cards(state, seat, 1)
        state = say(state, f"{name} takes the top card of the pick-up pile.")
    return state.model_copy(update={"phase": Phase.SWAP_GIVE})


def swap_give(state: SiteswapState, seat: int, action: SwapGive) -> SiteswapState:
    if action.card not in state.hands[seat]:
        raise IllegalAction(f"You do not hold the {action.card.symbol}.")
    state = with_hand(state, seat, without(state.hands[seat], [action.card]))
    state = state.model_copy(update={"discard": (*state.discard, action.card)})
    return _finish(say(state, f"{SEAT_LETTERS[seat]} discards the {action.card.symbol}."))


def _finish(state: SiteswapState) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    kind = performance.kind
    return end_turn(state, performance.performer, draw=kind != "extend", active=kind != "trick")
