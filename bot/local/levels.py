"""Bot levels at the terminal: the names `--bots` takes and the CPU cap of a search.

`play` and `simulate` seat bots by level (`easy`, `normal`, `hard`, from the
engine's `bots`); `bot` is the word both commands had before there were levels,
and keeps meaning the game's own bot, the normal level. A searching level is
given a `Budget` whose time check reads this process's CPU clock, so a hard bot
answers within the cap on a busy machine as on an idle one (engines read no
clock: the caller supplies it).
"""

from __future__ import annotations

import time

from bot.local.setup import UsageError, player_count, short_name
from engines import Engine
from engines.core.levels import DEFAULT_LEVEL, LEVELS, Budget, Level

BOT = "bot"  # today's word for the game's own bot: the normal level
SEARCH_SECONDS = 1.0  # CPU seconds a searching level may spend on one move by default


def level_named(name: str) -> Level | None:
    """The level a `--bots` name stands for (`bot` is normal), or None for another name."""
    if name == BOT:
        return DEFAULT_LEVEL
    return next((level for level in LEVELS if level == name), None)


def cpu_budget(seconds: float | None = None, iterations: int | None = None) -> Budget:
    """A budget whose clock starts now: out of time once this process has spent `seconds`
    (by default `SEARCH_SECONDS`) of CPU on the decision (CPU, not wall time, so waiting
    for a shared core is not spent)."""
    seconds = SEARCH_SECONDS if seconds is None else seconds
    started = time.process_time()

    def out_of_time() -> bool:
        return time.process_time() - started >= seconds

    return Budget(iterations, out_of_time)


def levels_help() -> str:
    return f"{', '.join(LEVELS)} ({BOT} is {DEFAULT_LEVEL})"


def play_levels(
    text: str | None, engine: Engine, wanted: int | None
) -> tuple[int, tuple[Level, ...]]:
    """`play --bots hard,easy`: the player count and each bot seat's level, in seat order.

    The levels named sit beside the person, one bot each, so without `--players` the
    table has one seat more than the names (the game's smallest table at least: the
    levels then repeat in order); with `--players` they are dealt round the bot seats
    the same way. Without `--bots` every bot is normal, as before levels."""
    if text is None:
        players = player_count(engine, wanted)
        return players, (DEFAULT_LEVEL,) * (players - 1)
    names = [name.strip() for name in text.split(",") if name.strip()]
    levels = [level_named(name) for name in names]
    unknown = next((name for name, level in zip(names, levels, strict=True) if level is None), "")
    if unknown or not names:
        raise UsageError(f"There is no bot level {unknown or text!r}; levels: {levels_help()}.")
    room = engine.max_players - 1
    if wanted is None and len(names) > room:
        raise UsageError(f"{short_name(engine)} seats at most {room} bots beside you.")
    players = player_count(engine, wanted or max(len(names) + 1, engine.min_players))
    if len(names) > players - 1:
        raise UsageError(f"--bots names {len(names)} bots, but {players} players leave room for "
                         f"{players - 1} beside you.")  # fmt: skip
    chosen = [level for level in levels if level is not None]
    return players, tuple(chosen[seat % len(chosen)] for seat in range(players - 1))
