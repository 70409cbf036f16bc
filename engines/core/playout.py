"""A whole game between the engine's own bots, for previews, benchmarks and samples.

Bots see only their seat's view, as everywhere; the generator is seeded, so
the same seed gives the same game.
"""

from __future__ import annotations

import random
from typing import Any

from engines.core.protocol import Engine


def bot_game(engine: Engine, players: int, seed: int, options: Any = None) -> list[Any]:
    """Every state of one game between the engine's bots, start to finish."""
    state = engine.new_game(players, options if options is not None else engine.Options(), seed)
    states = [state]
    rng = random.Random(seed)
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        state = engine.apply(state, seat, engine.bot_action(engine.view(state, seat), rng))
        states.append(state)
    return states
