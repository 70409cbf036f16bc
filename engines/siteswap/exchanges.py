"""What naming earns: the right guesser's card swap, and after a named trick (live
mode) its juggler's exchange of two cards, which the seed makes optional ("may")."""

from __future__ import annotations

from dataclasses import replace

from engines.core.protocol import IllegalAction
from engines.siteswap.actions import RightGuess, SwapGive, SwapTake, TrickDiscard
from engines.siteswap.piles import SEAT_LETTERS, cards_word, say, take_cards, with_hand, without
from engines.siteswap.state import Phase, SiteswapState
from engines.siteswap.turn import end_turn


def right_guess(state: SiteswapState, seat: int, action: RightGuess) -> SiteswapState:
    name, guesser = SEAT_LETTERS[seat], SEAT_LETTERS[action.guesser]
    state = say(state, f"{name}: {guesser} named the trick!")
    state = replace(state, swapper=action.guesser, recognised=state.recognised + 1)
    if len(state.hands[seat]) < 2:
        return replace(state, phase=Phase.SWAP_TAKE)
    return replace(state, phase=Phase.TRICK_DISCARD)


def trick_discard(state: SiteswapState, seat: int, action: TrickDiscard) -> SiteswapState:
    hand = state.hands[seat]
    try:
        left = without(hand, [action.first, action.second])
    except ValueError:
        raise IllegalAction("Discard two cards that you hold.") from None
    state = with_hand(state, seat, left)
    state = replace(state, discard=(*state.discard, action.first, action.second))
    state, taken = take_cards(state, seat, 2)
    state = say(state, f"{SEAT_LETTERS[seat]} discards {action.first.symbol} and "
                f"{action.second.symbol}, and draws {cards_word(taken)}.")  # fmt: skip
    return replace(state, phase=Phase.SWAP_TAKE)


def keep(state: SiteswapState, seat: int) -> SiteswapState:
    """The juggler of a named trick keeps their cards; the guesser still swaps."""
    state = say(state, f"{SEAT_LETTERS[seat]} keeps their cards.")
    return replace(state, phase=Phase.SWAP_TAKE)


def swap_take(state: SiteswapState, seat: int, action: SwapTake) -> SiteswapState:
    name = SEAT_LETTERS[seat]
    if action.source == "none":
        return _finish(say(state, f"{name} keeps their cards."))
    if action.source == "discard":
        card = state.discard[-1]
        state = replace(state, discard=state.discard[:-1])
        state = with_hand(state, seat, (*state.hands[seat], card))
        state = say(state, f"{name} takes the {card.symbol} from the discard pile.")
    else:
        state, _ = take_cards(state, seat, 1)
        state = say(state, f"{name} takes the top card of the pick-up pile.")
    return replace(state, phase=Phase.SWAP_GIVE)


def swap_give(state: SiteswapState, seat: int, action: SwapGive) -> SiteswapState:
    if action.card not in state.hands[seat]:
        raise IllegalAction(f"You do not hold the {action.card.symbol}.")
    state = with_hand(state, seat, without(state.hands[seat], [action.card]))
    state = replace(state, discard=(*state.discard, action.card))
    return _finish(say(state, f"{SEAT_LETTERS[seat]} discards the {action.card.symbol}."))


def _finish(state: SiteswapState) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    kind = performance.kind
    return end_turn(state, performance.performer, draw=kind != "extend", active=kind != "trick")
