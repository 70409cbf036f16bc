"""What a seat cannot see, changed at will: the engine's half of the leak check.

Hidden from a seat: the other hands and the pick-up pile's order. A pattern
being juggled is what watching shows, so it stays as it is.
"""

from __future__ import annotations

import random

from engines.siteswap.state import SiteswapState


def scramble_hidden(state: SiteswapState, seat: int | None, rng: random.Random) -> SiteswapState:
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.pickup, *(card for s in others for card in state.hands[s])]
    rng.shuffle(hidden)
    cards = iter(hidden)
    pickup = tuple(next(cards) for _ in state.pickup)
    hands = tuple(
        state.hands[s] if s == seat else tuple(sorted(next(cards) for _ in state.hands[s]))
        for s in range(state.players)
    )
    return state.model_copy(update={"pickup": pickup, "hands": hands})
