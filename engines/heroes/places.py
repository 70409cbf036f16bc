"""Where heroes lie, and moving them: pools, hands, tables, the Rugged Zone, the Banned Pool.

A hero in a player's possession is pointed at with a reference: "h<position>"
in the hand (hands are hidden: others can only point at a position), or
"t<hero id>" on the table (face up, so it is named).

The helpers that move heroes fill in the state `apply` is making: they set its
fields to new tuples and never change a tuple in place, so the state the move
started from, which shares those tuples, stays as it was.
"""

from __future__ import annotations

import random

from engines.core.messages import Line, Message, msg
from engines.heroes.roster import hero
from engines.heroes.state import HeroesState

SEAT_LETTERS = "ABCDEF"


def refs(state: HeroesState, seat: int) -> list[str]:
    """Every hero of `seat`'s possession, as references."""
    return [f"h{i}" for i in range(len(state.hands[seat]))] + [
        f"t{hero_id}" for hero_id in state.tables[seat]
    ]


def at(state: HeroesState, seat: int, ref: str) -> int:
    place, number = ref[0], int(ref[1:])
    return state.hands[seat][number] if place == "h" else number


def without(heroes: tuple[int, ...], gone: int) -> tuple[int, ...]:
    return tuple(h for h in heroes if h != gone)


def take_out(state: HeroesState, seat: int, chosen: list[str]) -> None:
    """Take the heroes at `chosen` (references into the state as it is now) from `seat`."""
    hands, tables = list(state.hands), list(state.tables)
    gone_hand = {int(ref[1:]) for ref in chosen if ref[0] == "h"}
    gone_table = {int(ref[1:]) for ref in chosen if ref[0] == "t"}
    hands[seat] = tuple(h for i, h in enumerate(state.hands[seat]) if i not in gone_hand)
    tables[seat] = tuple(h for h in state.tables[seat] if h not in gone_table)
    state.hands, state.tables = tuple(hands), tuple(tables)


def into_hand(state: HeroesState, seat: int, heroes: list[int], rng: random.Random | None = None
              ) -> None:  # fmt: skip
    """Heroes face down into a hand; shuffled when `rng` is given."""
    hand = [*state.hands[seat], *heroes]
    if rng is not None:
        rng.shuffle(hand)
    hands = list(state.hands)
    hands[seat] = tuple(hand)
    state.hands = tuple(hands)


def draw_replacement(state: HeroesState, seat: int, avoid: set[int], rng: random.Random
                     ) -> Message:  # fmt: skip
    """One hero face down into `seat`'s hand: from the Hidden Pool, else from the Rugged
    Zone (never one of `avoid`, the heroes the same action just moved there). Returns the
    log line saying where it came from (a hero from the face-up Rugged Zone is named; one
    from the Hidden Pool never is)."""
    name = SEAT_LETTERS[seat]
    if state.hidden_pool:
        drawn = state.hidden_pool[-1]
        state.hidden_pool = state.hidden_pool[:-1]
        line = msg("{seat} draws a replacement from the Hidden Pool, face down.", seat=name)
    else:
        choices = [h for h in state.rugged if h not in avoid]
        if not choices:
            return msg("{seat} draws nothing: both the Hidden Pool and the Rugged Zone are empty.",
                       seat=name)  # fmt: skip
        drawn = rng.choice(choices)
        rugged = list(state.rugged)
        rugged.remove(drawn)
        state.rugged = tuple(rugged)
        line = msg("{seat} draws a replacement from the Rugged Zone ({hero}), face down.",
                   seat=name, hero=hero(drawn).words)  # fmt: skip
    into_hand(state, seat, [drawn])
    return line


def say(state: HeroesState, *lines: Line) -> None:
    state.log = (*state.log, *lines)
