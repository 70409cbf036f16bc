"""What a seat cannot see, changed at will: the engine's half of the leak check.

Hidden from a seat: which hero lies at which position of another hand, the
Hidden Pool's order, and other players' lineup picks until all are revealed.
`scramble_hidden` deals the hidden heroes out again among those places (hand
sizes kept) and picks other lineups afresh.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engines.heroes.state import HeroesState, Phase


def scramble_hidden(state: HeroesState, seat: int | None, rng: random.Random) -> HeroesState:
    if state.phase is Phase.OVER:
        return state  # everything that matters is revealed
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.hidden_pool, *(h for s in others for h in state.hands[s])]
    rng.shuffle(hidden)
    pool = iter(hidden)
    hidden_pool = tuple(next(pool) for _ in state.hidden_pool)
    hands = tuple(
        state.hands[s] if s == seat else tuple(next(pool) for _ in state.hands[s])
        for s in range(state.players)
    )
    scrambled = replace(state, hidden_pool=hidden_pool, hands=hands)
    lineups = tuple(
        state.lineups[s] if s == seat
        else tuple(rng.sample(scrambled.possession(s), len(state.lineups[s])))
        for s in range(state.players)
    )  # fmt: skip
    return replace(scrambled, lineups=lineups)
