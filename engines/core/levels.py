"""Bot levels: the opponents a table can seat, from a newcomer's to an expert's.

Every engine offers the same three levels in `engine.bots`, so front ends seat
a bot by level without knowing the game:
- `easy` plays sensibly but plainly (a newcomer can beat it),
- `normal` is the game's own bot (`engine.bot_action`),
- `hard` searches: it tries moves ahead over the hidden cards its view allows.

A level decides from a view, never from the state, like every bot. A searching
level spends a `Budget`: a count of iterations, so the same seed gives the same
move on any machine, and an `out_of_time` check that the caller supplies (the
engine reads no clock), so a slow machine never keeps a table waiting longer
than the cap. Such a level is marked `searches`, and the table service runs it
in a process pool, off the event loop.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

from engines.core.messages import msg

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[Level, ...] = get_args(Level)
DEFAULT_LEVEL: Level = "normal"
# The levels in players' words, translated at the edges ("Bot 2 (hard)" in a log
# line keeps the key: front ends find it there and put a name in its place).
LEVEL_WORDS = {"easy": msg("easy"), "normal": msg("normal"), "hard": msg("hard")}


def never() -> bool:
    """No time cap: a search stops only when its iterations are spent."""
    return False


@dataclass(frozen=True)
class Budget:
    """What one decision may spend.

    `iterations` None means the level's own default. `out_of_time` is asked
    between iterations; a search stops at the first True and answers with what
    it has (so a capped decision is reproducible only when the cap is not hit).
    """

    iterations: int | None = None
    out_of_time: Callable[[], bool] = never


Decide = Callable[[Any, random.Random, Budget], Any]


@dataclass(frozen=True)
class BotLevel:
    """One level of an engine's bot.

    `decide(view, rng, budget) -> action` answers legally for the seat whose
    view it is given. `searches` marks a decision heavy enough (up to the CPU
    cap) that a server must not make it on its event loop. `iterations` is the
    level's default budget, for the record and the ladder.
    """

    decide: Decide
    searches: bool = False
    iterations: int | None = None


def fixed(bot: Callable[[Any, random.Random], Any]) -> Decide:
    """A level that spends no budget: a bot of the `(view, rng)` shape."""

    def decide(view: Any, rng: random.Random, budget: Budget) -> Any:
        return bot(view, rng)

    return decide


def level_of(engine: Any, level: str) -> BotLevel:
    """The engine's bot at `level`; ValueError names the levels there are."""
    bots: Mapping[str, BotLevel] = engine.bots
    if level not in bots:
        raise ValueError(f"Unknown bot level {level!r}; choose one of {', '.join(LEVELS)}.")
    return bots[level]
