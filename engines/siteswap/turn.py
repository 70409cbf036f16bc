"""A player's own turn: take a card when short, lay or extend a pattern (or juggle a
trick, live), or pass; and how a turn ends (the winner, the draw, the next player).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engines.core.messages import Line, Message, msg, nmsg
from engines.core.protocol import IllegalAction
from engines.siteswap import hints
from engines.siteswap.actions import Extend, Lay
from engines.siteswap.cards import cards_for, values
from engines.siteswap.patterns import (
    NotAPattern,
    Throws,
    inserted_positions,
    parse,
    reduced,
    same_pattern,
    text,
    why_invalid,
)
from engines.siteswap.piles import SEAT_LETTERS, say, take_cards, with_hand, without
from engines.siteswap.state import MAX_GUESSES, Performance, Phase, SiteswapState

# How a repeated pattern must be juggled differently, in turn. The state keeps the
# English words (the pictures read them: "clubs", "other hand", "colours"); players
# read them as these Messages (`renderers.i18n.translate` by their text).
VARIATION_WORDS = {
    words.key: words
    for words in (
        msg("with clubs instead of balls"),
        msg("starting with the other hand"),
        msg("in other colours"),
    )
}
VARIATIONS = tuple(VARIATION_WORDS)


def read_pattern(raw: str) -> Throws:
    try:
        throws = parse(raw)
    except NotAPattern as error:
        raise IllegalAction(error.reason) from None
    if not throws:
        raise IllegalAction(msg("Type the pattern as jugglers write it, for example 531."))
    return throws


def _check_playable(throws: Throws, advanced: bool) -> None:
    shortest = 2 if advanced else 3
    if len(throws) < shortest:
        raise IllegalAction(
            nmsg("Too short: a new pattern needs at least {count} card.",
                 "Too short: a new pattern needs at least {count} cards.", shortest)
        )  # fmt: skip
    if len(set(throws)) < 2:
        raise IllegalAction(msg("A pattern needs at least two different throws."))
    reason = why_invalid(throws)
    if reason is not None:
        raise IllegalAction(not_a_siteswap(throws, reason))


def not_a_siteswap(throws: Throws, reason: Message) -> Message:
    """ "531 is not a siteswap: the 5 thrown on beat 1 and ... would land on the same beat." """
    return msg("{pattern} is not a siteswap: {reason}.", pattern=text(throws), reason=reason)


def _variation(state: SiteswapState, values: Throws) -> str:
    repeats = sum(same_pattern(values, earlier) for earlier in state.played)
    return VARIATIONS[(repeats - 1) % len(VARIATIONS)] if repeats else ""


def _perform(
    state: SiteswapState, seat: int, performance: Performance, line: Message
) -> SiteswapState:
    """The juggling starts: nothing said tells how many cards went in, and a repeat shows
    its variation without a word of why; a pattern's first hint comes with it."""
    pattern = performance.kind != "trick"
    played = (*state.played, performance.values) if pattern else state.played
    lines: list[Line] = [line]
    if performance.variation:
        lines.append(msg("It is juggled {how}.", how=VARIATION_WORDS[performance.variation]))
    if state.options.mode == "live":
        lines.append(msg("{name} is juggling now, for real: watch and name it!",
                         name=SEAT_LETTERS[seat]))  # fmt: skip
    if pattern:
        lines.append(hints.line(performance.performed, 0))
    performance = replace(performance, opened=state.step, hints=int(pattern))
    return say(
        replace(state, phase=Phase.PERFORMANCE, performance=performance, played=played,
                milestone=state.milestone + 1),
        *lines,
    )  # fmt: skip


def _guesses(state: SiteswapState, performer: int) -> tuple[int, ...]:
    return tuple(0 if seat == performer else MAX_GUESSES for seat in range(state.players))


def lay(state: SiteswapState, seat: int, action: Lay) -> SiteswapState:
    throws = read_pattern(action.throws)
    flashed = state.flashed(seat)
    cards = cards_for(throws, state.hands[seat], flashed)
    if cards is None:
        raise IllegalAction(_not_yours(throws, _own_throws(state, seat)))
    _check_playable(throws, state.options.advanced)
    performance = Performance(
        performer=seat, kind="lay", cards=tuple(cards), values=throws,
        performed=reduced(throws, flashed), variation=_variation(state, throws),
        guesses=_guesses(state, seat), wrong=(0,) * state.players,
    )  # fmt: skip
    state = with_hand(state, seat, without(state.hands[seat], cards))
    line = msg("{name} lays a pattern face down and juggles it: who recognises it?",
               name=SEAT_LETTERS[seat])  # fmt: skip
    return _perform(state, seat, performance, line)


def extend(state: SiteswapState, seat: int, action: Extend) -> SiteswapState:
    if not 0 <= action.target < len(state.table):
        raise IllegalAction(msg("There is no such pattern on the table."))
    laid = state.table[action.target]
    throws = read_pattern(action.throws)
    added = inserted_positions(laid.values, throws)
    if added is None:
        raise IllegalAction(
            msg("{pattern} is not an extension of {laid}: keep its throws in their order and "
                "insert at least one card.", pattern=text(throws), laid=text(laid.values))
        )  # fmt: skip
    reason = why_invalid(throws)
    if reason is not None:
        raise IllegalAction(not_a_siteswap(throws, reason))
    flashed = state.flashed(seat)
    new_cards = cards_for([throws[p] for p in added], state.hands[seat], flashed)
    if new_cards is None:
        raise IllegalAction(
            msg("You do not hold the cards to insert into {laid}.", laid=text(laid.values))
        )
    merged, fresh, old = [], iter(new_cards), iter(laid.cards)
    for position in range(len(throws)):
        merged.append(next(fresh) if position in added else next(old))
    performance = Performance(
        performer=seat, kind="extend", cards=tuple(merged), values=throws,
        performed=reduced(throws, flashed), target=action.target,
        variation=_variation(state, throws), guesses=_guesses(state, seat),
        wrong=(0,) * state.players,
    )  # fmt: skip
    state = with_hand(state, seat, without(state.hands[seat], new_cards))
    line = (
        msg("{name} extends their own {laid} and juggles the result: who recognises it?",
            name=SEAT_LETTERS[seat], laid=text(laid.values))
        if laid.owner == seat
        else msg("{name} extends {owner}'s {laid} and juggles the result: who recognises it?",
                 name=SEAT_LETTERS[seat], owner=SEAT_LETTERS[laid.owner], laid=text(laid.values))
    )  # fmt: skip
    return _perform(state, seat, performance, line)


def trick(state: SiteswapState, seat: int) -> SiteswapState:
    performance = Performance(performer=seat, kind="trick", guesses=_guesses(state, seat),
                              wrong=(0,) * state.players)  # fmt: skip
    return _perform(state, seat, performance,
                    msg("{name} juggles a trick: name it!", name=SEAT_LETTERS[seat]))  # fmt: skip


def draw_first(state: SiteswapState, seat: int) -> SiteswapState:
    state, _taken = take_cards(state, seat, 1)
    line = msg("{name} has fewer than 3 cards and takes one.", name=SEAT_LETTERS[seat])
    return say(replace(state, drew_first=True, quiet_turns=0), line)


def _not_yours(throws: Throws, own: list[int]) -> Message:
    """Which throw the hand lacks: "Not your cards: you have no card for the throw 1"."""
    short = Counter(throws) - Counter(own)
    throw = min(short)
    have = own.count(throw)
    yours = text(tuple(sorted(own, reverse=True)))
    if not have:
        return msg("Not your cards: you have no card for the throw {throw} (your throws: "
                   "{yours}).", throw=throw, yours=yours)  # fmt: skip
    return nmsg(
        "Not your cards: you have only {count} card for the throw {throw} (your throws: {yours}).",
        "Not your cards: you have only {count} cards for the throw {throw} (your throws: "
        "{yours}).",
        have, throw=throw, yours=yours,
    )  # fmt: skip


def _own_throws(state: SiteswapState, seat: int) -> list[int]:
    return list(values(state.hands[seat], state.flashed(seat)))


def end_turn(state: SiteswapState, seat: int, draw: bool, active: bool) -> SiteswapState:
    """The turn of `seat` is over: a player with no cards wins at once, else they draw
    (not after an extension) and the next player is up; a round of quiet turns ends it."""
    name = SEAT_LETTERS[seat]
    base = replace(state, performance=None, swapper=None)
    if not base.hands[seat]:
        return say(replace(base, phase=Phase.OVER, winners=(seat,), milestone=base.milestone + 1),
                   msg("{name} has no cards left and wins!", name=name))  # fmt: skip
    taken = 0
    if draw:
        base, taken = take_cards(base, seat, 2 if base.options.advanced else 1)
        if taken:
            base = say(base, nmsg("{name} draws {count} card.", "{name} draws {count} cards.",
                                  taken, name=name))  # fmt: skip
    quiet = 0 if active or taken or base.drew_first else base.quiet_turns + 1
    if quiet >= base.players:
        fewest = min(len(hand) for hand in base.hands)
        winners = tuple(s for s, hand in enumerate(base.hands) if len(hand) == fewest)
        return say(replace(base, phase=Phase.OVER, winners=winners, quiet_turns=quiet,
                           milestone=base.milestone + 1),
                   msg("A whole round passed with no pattern laid and no card drawn: the game "
                       "is over, and the fewest cards win."))  # fmt: skip
    following = (seat + 1) % base.players
    return replace(base, phase=Phase.TURN, turn=following, drew_first=False, quiet_turns=quiet,
                   milestone=base.milestone + 1)  # fmt: skip
