"""What a seat cannot see, changed at will: the engine's half of the leak check.

Hidden from a seat: the other hands, the pick-up pile's order, and, while someone
else juggles, how many cards went into the performance. So a performance whose
pattern is its shortest unit repeated (531531) may become that unit repeated more or
fewer times (531, or 531531531), its cards dealt from everything hidden and the
performer's hand growing or shrinking to match: watching shows the same unit, and
the performer's count (face-down cards included) stays.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engines.siteswap.cards import value
from engines.siteswap.patterns import inserted_positions, reduced, unit
from engines.siteswap.performance import own_cards
from engines.siteswap.state import Performance, Phase, SiteswapState

Throws = tuple[int, ...]


def scramble_hidden(state: SiteswapState, seat: int | None, rng: random.Random) -> SiteswapState:
    performance = state.performance
    if (performance is not None and state.phase is Phase.PERFORMANCE
            and performance.kind != "trick" and performance.performer != seat):  # fmt: skip
        relaid = _relaid(state, performance, seat, rng)
        if relaid is not None:
            return relaid
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.pickup, *(card for s in others for card in state.hands[s])]
    rng.shuffle(hidden)
    cards = iter(hidden)
    pickup = tuple(next(cards) for _ in state.pickup)
    hands = tuple(
        state.hands[s] if s == seat else tuple(sorted(next(cards) for _ in state.hands[s]))
        for s in range(state.players)
    )
    return replace(state, pickup=pickup, hands=hands)


def _fits(
    state: SiteswapState, performance: Performance, pattern: Throws, old: Throws, room: int
) -> bool:
    """Whether `pattern` could be juggled in this performance's place and look the same."""
    inserted = len(pattern) - len(old)
    least = 2 if state.options.advanced else 3
    performed = reduced(pattern, state.flashed(performance.performer))
    return (pattern != performance.values and len(pattern) >= least and 0 < inserted <= room
            and inserted_positions(old, pattern) is not None
            and unit(performed) == unit(performance.performed))  # fmt: skip


def _relaid(
    state: SiteswapState, performance: Performance, seat: int | None, rng: random.Random
) -> SiteswapState | None:
    """The game with the performance's unit repeated another number of times, or None
    when no other count fits (the performer's count too small, the cards lacking)."""
    performer = performance.performer
    shortest = unit(performance.values)
    old = state.table[performance.target].values if performance.target is not None else ()
    own = own_cards(state, performance)
    room = len(own) + len(state.hands[performer])  # the count everyone sees
    longest = (room + len(old)) // len(shortest)
    fits = [shortest * times for times in range(1, longest + 1)
            if _fits(state, performance, shortest * times, old, room)]  # fmt: skip
    if not fits:
        return None
    pattern = rng.choice(fits)
    added = inserted_positions(old, pattern) or frozenset()
    others = [s for s in range(state.players) if s not in (seat, performer)]
    pool = [*state.pickup, *own, *state.hands[performer],
            *(card for s in others for card in state.hands[s])]  # fmt: skip
    rng.shuffle(pool)
    flashed = state.flashed(performer)
    chosen = []
    for position in sorted(added):
        card = next((card for card in pool if value(card, flashed) == pattern[position]), None)
        if card is None:
            return None
        pool.remove(card)
        chosen.append(card)
    fresh = iter(chosen)
    kept = iter(state.table[performance.target].cards if performance.target is not None else ())
    cards = tuple(next(fresh) if p in added else next(kept) for p in range(len(pattern)))
    # What is left is dealt again: the pile and the other hidden hands keep their sizes,
    # the performer takes the rest.
    dealt = iter(pool)
    pickup = tuple(next(dealt) for _ in state.pickup)
    hands = list(state.hands)
    for s in others:
        hands[s] = tuple(sorted(next(dealt) for _ in state.hands[s]))
    hands[performer] = tuple(sorted(dealt))
    relaid = replace(performance, cards=cards, values=pattern, performed=reduced(pattern, flashed))
    return replace(state, performance=relaid, played=(*state.played[:-1], pattern),
                   hands=tuple(hands), pickup=pickup)  # fmt: skip
