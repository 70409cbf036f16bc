"""Bots-only games on the engines, for balance runs.

Games are played on the engines directly, not through the TableService: a
balance run wants thousands of games and storing them would only slow it
down. Each game's seed and every bot's generator derive from the run's seed,
the game's number and the step, so a run gives the same records whichever
process plays which game, with any number of jobs.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from pydantic import BaseModel

import engines
from bot.local.levels import BOT, cpu_budget, level_named, levels_help
from bot.local.setup import UsageError
from engines import Engine
from engines.core.choosing import FREE_TEXT
from engines.core.dice import rng_for
from engines.core.figures import figures_of
from engines.core.levels import LEVELS, Level, level_of

# A game still going after this many steps is a bug in its engine, not a long game.
MAX_STEPS = 100_000

Mover = Callable[[Engine, Any, int, random.Random], BaseModel]


def _engine_bot(engine: Engine, state: Any, seat: int, rng: random.Random) -> BaseModel:
    return engine.bot_action(engine.view(state, seat), rng)


def _needs_typing(action: BaseModel) -> bool:
    return any(
        isinstance(info.json_schema_extra, dict) and info.json_schema_extra.get(FREE_TEXT)
        for info in type(action).model_fields.values()
    )


def _random_move(engine: Engine, state: Any, seat: int, rng: random.Random) -> BaseModel:
    """Any legal action, evenly; typed answers (a word) are left to the engine's bot."""
    legal = [action for action in engine.legal_actions(state, seat) if not _needs_typing(action)]
    return rng.choice(legal) if legal else _engine_bot(engine, state, seat, rng)


KINDS: dict[str, Mover] = {BOT: _engine_bot, "random": _random_move}


def _view_bot(bot: Callable[[Any, random.Random], BaseModel]) -> Mover:
    """An engine's extra bot, which like its own sees only the seat's view."""

    def move(engine: Engine, state: Any, seat: int, rng: random.Random) -> BaseModel:
        return bot(engine.view(state, seat), rng)

    return move


def _level_bot(level: Level) -> Mover:
    """A bot level of the engine; a searching one stops at the CPU cap of real play."""

    def move(engine: Engine, state: Any, seat: int, rng: random.Random) -> BaseModel:
        return level_of(engine, level).decide(engine.view(state, seat), rng, cpu_budget())

    return move


def kinds_for(engine: Engine) -> dict[str, Mover]:
    """Every kind of player a run may seat: the game's bot (`bot`, the normal level),
    random play, each level of the game's bot, and the extra bots the engine offers by
    name in `bot_kinds` (a game's older or simpler bots, to measure its own against)."""
    extra = getattr(engine, "bot_kinds", {})
    return {
        **KINDS,
        **{level: _level_bot(level) for level in LEVELS},
        **{name: _view_bot(bot) for name, bot in extra.items()},
    }


def bot_kinds(text: str, engine: Engine) -> tuple[str, ...]:
    """`"bot,random"` or `"easy,hard"` as kinds, refusing names the game does not know."""
    known = kinds_for(engine)
    kinds = tuple(name.strip() for name in text.split(",") if name.strip())
    unknown = [name for name in kinds if name not in known]
    if unknown or not kinds:
        others = [name for name in known if level_named(name) is None]
        raise UsageError(
            f"Unknown bot {unknown[0] if unknown else text!r}; levels: {levels_help()}; "
            f"other kinds: {', '.join(others)}."
        )
    return kinds


@dataclass(frozen=True)
class SimulationSetup:
    game: str
    players: int
    options: dict[str, Any]  # the engine's Options as JSON values
    kinds: tuple[str, ...]
    seed: int

    def seat_kinds(self, index: int) -> tuple[str, ...]:
        """Kinds dealt round the seats, moved on one seat per game so no kind keeps a seat."""
        return tuple(self.kinds[(seat + index) % len(self.kinds)] for seat in range(self.players))

    def game_seed(self, index: int) -> int:
        return rng_for(self.seed, index, "simulate").getrandbits(62)


@dataclass(frozen=True)
class GameRecord:
    index: int
    kinds: tuple[str, ...]  # per seat
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    steps: int
    samples: tuple[float, ...]  # the game's scores for the plot
    length: float = 0.0  # in the game's own unit: rounds, or turns per player
    counts: dict[str, float] = field(default_factory=dict)  # the game's own figures


def play_game(setup: SimulationSetup, index: int) -> GameRecord:
    """One whole game; a plain function of the setup and the index, so any process can run it."""
    engine = engines.get(setup.game)
    figures = figures_of(engines.get(setup.game))
    seed = setup.game_seed(index)
    kinds = setup.seat_kinds(index)
    movers = kinds_for(engine)
    state = engine.new_game(setup.players, engine.Options.model_validate(setup.options), seed)
    public = engine.view(state, None)
    counts: dict[str, float] = {}
    steps = 0
    while not engine.is_over(state):
        if steps >= MAX_STEPS:
            raise RuntimeError(f"{setup.game} game {index} (seed {seed}) never ended")
        seat = engine.to_act(state)[0]
        rng = rng_for(seed, steps, "bot")
        state = engine.apply(state, seat, movers[kinds[seat]](engine, state, seat, rng))
        steps += 1
        before, public = public, engine.view(state, None)
        for name, value in figures.count(before, public).items():
            counts[name] = counts.get(name, 0) + value
    outcome = engine.outcome(state)
    return GameRecord(
        index=index,
        kinds=kinds,
        winners=tuple(outcome.winners),
        scores=tuple(outcome.scores),
        steps=steps,
        samples=tuple(figures.samples(public, outcome)),
        length=figures.length(public, steps, setup.players),
        counts=counts,
    )


def played(setup: SimulationSetup, games: int, jobs: int) -> Iterator[GameRecord]:
    """Every game's record as it is ready, in game order whatever the number of jobs."""
    if jobs == 1:
        yield from (play_game(setup, index) for index in range(games))
        return
    # One game per task: a game takes far longer than sending it, and Ctrl-C then
    # waits for at most one game per worker.
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_leave_ctrl_c_to_the_parent)
    try:
        yield from pool.map(partial(play_game, setup), range(games))
    finally:
        pool.shutdown(cancel_futures=True)


def _leave_ctrl_c_to_the_parent() -> None:
    """Workers ignore Ctrl-C: the parent stops the run, without a traceback from each worker."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
