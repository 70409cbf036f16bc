"""While a pattern is juggled: guesses judged in the order they arrive, the hints, and
how the juggling ends (named, juggled 20 cycles clean, or dropped).

Until it ends nothing said tells how many cards went in: the lines name the
pattern only once it is laid face up, and a dropped pattern goes back to the hand
unseen.
"""

from __future__ import annotations

from dataclasses import replace

from engines.core.cards import Card
from engines.core.messages import Message, msg
from engines.core.protocol import IllegalAction
from engines.siteswap import hints, juggling
from engines.siteswap.actions import Guess, Report
from engines.siteswap.patterns import canonical, same_pattern, text, why_invalid
from engines.siteswap.piles import SEAT_LETTERS, say, take_cards, with_hand, without
from engines.siteswap.state import Laid, Performance, Phase, SiteswapState
from engines.siteswap.turn import end_turn, not_a_siteswap, read_pattern

PENALTY_FROM = 2  # wild_guess_penalty: wrong guesses from this one on draw a card


def still_guessing(performance: Performance) -> list[int]:
    return [seat for seat, left in enumerate(performance.guesses) if left > 0]


def with_performance(state: SiteswapState, **changes: object) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    return replace(state, performance=replace(performance, **changes))


def own_cards(state: SiteswapState, performance: Performance) -> list[Card]:
    """The cards the performer put in: all of a lay, the inserted ones of an extension."""
    if performance.target is None:
        return list(performance.cards)
    return list(without(performance.cards, list(state.table[performance.target].cards)))


def _done_guessing(state: SiteswapState, seat: int) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    guesses = list(performance.guesses)
    guesses[seat] = 0
    state = with_performance(state, guesses=tuple(guesses))
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
        line = msg("{name} guesses: {guess}", name=name, guess=action.throws.strip()[:40])
        state = say(with_performance(state, wrong=tuple(wrong)), line)
        return _used_one(state, seat)
    guessed = read_pattern(action.throws)
    reason = why_invalid(guessed)
    if reason is not None:
        # It cannot be right, and a slip of the keyboard should not cost a guess.
        raise IllegalAction(msg("{refusal} Guess again.", refusal=not_a_siteswap(guessed, reason)))
    named = text(canonical(guessed))
    if named in performance.missed:
        raise IllegalAction(
            msg("{pattern} was guessed already, and it is not that. Guess again.", pattern=named)
        )
    if same_pattern(guessed, performance.values) or same_pattern(guessed, performance.performed):
        state = say(state, msg("{name} recognises {performer}'s pattern: {pattern}!", name=name,
                               performer=SEAT_LETTERS[performance.performer],
                               pattern=text(performance.values)))  # fmt: skip
        state = replace(state, recognised=state.recognised + 1)
        return lay_down(state, swapper=seat)
    wrong = list(performance.wrong)
    wrong[seat] += 1
    state = with_performance(state, wrong=tuple(wrong), missed=(*performance.missed, named))
    state = say(state, msg("{name}: not {pattern}.", name=name, pattern=text(guessed)))
    if state.options.wild_guess_penalty and wrong[seat] >= PENALTY_FROM:
        state, taken = take_cards(state, seat, 1)
        if taken:
            state = say(state, msg("{name} draws a card for guessing wildly.", name=name))
    return _used_one(state, seat)


def _used_one(state: SiteswapState, seat: int) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    guesses = list(performance.guesses)
    guesses[seat] -= 1
    if guesses[seat] == 0:
        return _done_guessing(state, seat)
    return with_performance(state, guesses=tuple(guesses))


def stop(state: SiteswapState, seat: int) -> SiteswapState:
    line = msg("{name} makes no more guesses.", name=SEAT_LETTERS[seat])
    return _done_guessing(say(state, line), seat)


def hint(state: SiteswapState) -> SiteswapState:
    """The next hint of the pattern being juggled, for everyone."""
    performance = state.performance
    assert performance is not None
    if performance.kind == "trick" or performance.hints >= hints.COUNT:
        raise IllegalAction(msg("There is no hint to give now."))
    line = hints.line(performance.performed, performance.hints)
    return say(with_performance(state, hints=performance.hints + 1), line)


def close(state: SiteswapState) -> SiteswapState:
    """Nobody named it: a trick changes nothing but the usual draw; a pattern is laid
    if its performer juggles it 20 cycles clean (a seeded draw against its chance),
    else dropped."""
    performance = state.performance
    assert performance is not None
    name = SEAT_LETTERS[performance.performer]
    if performance.kind == "trick":
        line = msg("Nobody named {name}'s trick: nothing changes but the usual draw.", name=name)
        return end_turn(say(state, line), performance.performer, draw=True, active=False)
    chance = juggling.clean_chance(performance.performed, len(performance.cards),
                                   state.flashed(performance.performer))  # fmt: skip
    if juggling.juggled_clean(state.seed, state.step, chance):
        line = msg("Nobody named it. {name} juggles it 20 cycles clean: {laid}.", name=name,
                   laid=_laid_words(state))  # fmt: skip
        return lay_down(say(state, line), swapper=None)
    return drop(state, named=False)


def _laid_words(state: SiteswapState) -> Message:
    """What goes face up: "531 is laid face up", or the pattern an extension replaces."""
    performance = state.performance
    assert performance is not None
    shown = text(performance.values)
    if performance.target is None:
        return msg("{pattern} is laid face up", pattern=shown)
    old = state.table[performance.target]
    return msg("{pattern} is laid face up, extending {owner}'s {old}", pattern=shown,
               owner=SEAT_LETTERS[old.owner], old=text(old.values))  # fmt: skip


def drop(state: SiteswapState, named: bool) -> SiteswapState:
    """Dropped (nobody `named` it, or its juggler reports the drop): the performer's
    cards go back to their hand unseen; the turn ends with the usual draw."""
    performance = state.performance
    assert performance is not None
    seat = performance.performer
    back = own_cards(state, performance)
    state = with_hand(state, seat, (*state.hands[seat], *back))
    name = SEAT_LETTERS[seat]
    line = (
        msg("{name} dropped it: the cards go back to {name}'s hand.", name=name) if named
        else msg("Nobody named it. {name} drops it: the cards go back to {name}'s hand.",
                 name=name)
    )  # fmt: skip
    return end_turn(say(state, line), seat, draw=True, active=False)


def lay_down(state: SiteswapState, swapper: int | None) -> SiteswapState:
    """The pattern goes face up on the table; a right guesser may then swap a card.
    An extension takes the place of the pattern it grew from, under its extender."""
    performance = state.performance
    assert performance is not None
    laid = Laid(owner=performance.performer, cards=performance.cards, values=performance.values,
                variation=performance.variation)  # fmt: skip
    table = list(state.table)
    if performance.target is None:
        table.append(laid)
    else:
        old = table[performance.target]
        table[performance.target] = replace(laid, extends=old.values, extends_owner=old.owner)
    state = replace(state, table=tuple(table))
    finished = not state.hands[performance.performer]
    if swapper is None or finished:
        return end_turn(state, performance.performer, draw=performance.kind == "lay", active=True)
    return replace(state, phase=Phase.SWAP_TAKE, swapper=swapper)


def report(state: SiteswapState, seat: int, action: Report) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    name = SEAT_LETTERS[seat]
    if performance.kind == "trick":
        line = msg("Nobody named {name}'s trick: nothing changes but the usual draw.", name=name)
        return end_turn(say(state, line), seat, draw=True, active=False)
    if action.result == "clean":
        line = msg("{name} juggled it 20 cycles clean: {laid}.", name=name,
                   laid=_laid_words(state))  # fmt: skip
        return lay_down(say(state, line), swapper=None)
    return drop(state, named=True)
