"""How a bot seat's move is decided: at the seat's level, from its view, within a budget.

The table service asks a `Decider` and awaits the answer, so a decision that
takes a while (a level that searches) can be made elsewhere (`bot_pool`) while
the event loop serves other tables. The rng is the one the service derives
from the table's seed and version, so the same table gives the same decisions
wherever they are made, as long as the CPU cap is not what stopped a search.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import engines
from engines import Engine
from engines.core.levels import DEFAULT_LEVEL, BotLevel, Budget, fixed, level_of

# The level that plays for a person who is away or has left: the game's own bot.
STAND_IN_LEVEL = DEFAULT_LEVEL
# A search stops after this much CPU time per move unless told otherwise.
DEFAULT_SEARCH_SECONDS = 1.0


@dataclass(frozen=True)
class SearchLimits:
    """What a searching level may spend on one move (settings BOT_SEARCH_*)."""

    iterations: int | None = None  # None: each level's own default
    seconds: float = DEFAULT_SEARCH_SECONDS  # CPU time, measured where the search runs


DEFAULT_LIMITS = SearchLimits()


@dataclass(frozen=True)
class Decision:
    action: Any
    seconds: float  # CPU time a search spent on it; 0 for a level that does not search


@dataclass(frozen=True)
class Thought:
    """What one bot move took, as front ends may show it (a pause that grows with it)."""

    seat: int
    choices: int  # legal moves it chose among
    seconds: float  # CPU time its search spent


class Decider(Protocol):
    """Decides a bot's move; the service awaits it under the table's lock."""

    async def decide(
        self, engine: Engine, level: str, view: Any, rng: random.Random
    ) -> Decision: ...


def bot_at(engine: Engine, level: str) -> BotLevel:
    """The engine's bot at that level. A game written before levels (one installed as
    its own distribution, say) has only `bot_action`: it plays every level."""
    if getattr(engine, "bots", None) is None:
        return BotLevel(fixed(engine.bot_action))
    return level_of(engine, level)


def decide_with(
    engine: Engine, level: str, view: Any, rng: random.Random, limits: SearchLimits,
    cpu: Callable[[], float] = time.process_time,
) -> Decision:  # fmt: skip
    """The level's move, its search capped by CPU time counted from here on: `cpu` is
    `time.process_time` in a worker process (all of it is the search's), and
    `time.thread_time` on a thread that shares its process with others."""
    bot = bot_at(engine, level)
    if not bot.searches:
        return Decision(bot.decide(view, rng, Budget()), 0.0)
    started = cpu()

    def out_of_time() -> bool:
        return cpu() - started >= limits.seconds

    budget = Budget(limits.iterations or bot.iterations, out_of_time)
    action = bot.decide(view, rng, budget)
    return Decision(action, cpu() - started)


def decide_by_key(
    game: str, level: str, view: Any, rng: random.Random, limits: SearchLimits
) -> Decision:
    """`decide_with` for a game named by its key: what a worker process is sent
    (a key, a view and a generator pickle; an engine object need not)."""
    return decide_with(engines.get(game), level, view, rng, limits)


class InlineDecider:
    """Every level decided on the caller's thread: for the terminal, tests and
    tables without searching bots. A searching level blocks the loop while it
    thinks (up to the CPU cap): servers use `bot_pool.BotPool` instead."""

    def __init__(self, limits: SearchLimits = DEFAULT_LIMITS) -> None:
        self.limits = limits

    async def decide(self, engine: Engine, level: str, view: Any, rng: random.Random) -> Decision:
        return decide_with(engine, level, view, rng, self.limits, time.thread_time)
