"""Searching bots think in worker processes, so the event loop never waits on them.

A level that searches may spend up to its CPU cap (a second by default) on one
move; made on the event loop, that second would stall every table and every
click. `BotPool` sends those decisions to a process pool (as many processes as
the BOT_PROCESSES setting) and awaits them; levels that answer at once are
decided inline, as before. Decisions of different tables run side by side, up
to the pool's size.

A worker that dies (killed, out of memory) breaks the whole pool in
`concurrent.futures`: the pool is then replaced by a fresh one and the move
asked again once; if that fails too, the normal level decides on the loop, so
no table is ever stuck on a bot. So it does when the search itself fails.

Workers start from a fork server (a clean, single-threaded process) rather than
by forking the bot, whose threads (the database's, Discord's) could hold locks
at the moment of the fork. So a worker knows the games of the registry
(built-in and installed ones), not one registered at run time by the bot alone.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.tables.deciding import (
    DEFAULT_LIMITS,
    STAND_IN_LEVEL,
    Decision,
    SearchLimits,
    bot_at,
    decide_by_key,
    decide_with,
)
from engines import Engine

log = logging.getLogger(__name__)

# How many times a move is sent to a pool; after that the normal level decides.
ATTEMPTS = 2
# What the fork server imports before forking workers (see that module).
PRELOAD = "bot.tables.bot_worker"

Work = Callable[[str, str, Any, random.Random, SearchLimits], Decision]


class BotPool:
    """A `Decider` with a process pool for the levels that search.

    `work` is what a worker runs for a move (the real decision by default; tests
    pass a slower one). The pool starts with the first searching move and is
    shut down by `close()`.
    """

    def __init__(
        self, processes: int = 1, limits: SearchLimits = DEFAULT_LIMITS,
        work: Work = decide_by_key,
    ) -> None:  # fmt: skip
        if processes < 1:
            raise ValueError("a bot pool needs at least one process")
        self.processes, self.limits, self._work = processes, limits, work
        self._pool: ProcessPoolExecutor | None = None
        self.replaced = 0  # pools found broken and replaced (for logs and tests)

    async def decide(self, engine: Engine, level: str, view: Any, rng: random.Random) -> Decision:
        if not bot_at(engine, level).searches:
            return decide_with(engine, level, view, rng, self.limits, time.thread_time)
        loop = asyncio.get_running_loop()
        for _ in range(ATTEMPTS):
            pool = self._current()
            try:
                return await loop.run_in_executor(
                    pool, self._work, engine.key, level, view, rng, self.limits
                )
            except BrokenProcessPool:
                log.warning("a bot process died (game %s, %s level): new pool", engine.key, level)
                self._drop(pool)
            except Exception as error:
                # A fault of the search itself (or a game the workers do not know): the
                # table must not be stuck on it, so the normal bot moves instead.
                log.error("game %s, %s level: the search failed (%s); the %s level decides",
                          engine.key, level, type(error).__name__, STAND_IN_LEVEL)  # fmt: skip
                break
        else:
            log.error("bot pool broken twice (game %s): the %s level decides", engine.key,
                      STAND_IN_LEVEL)  # fmt: skip
        return decide_with(engine, STAND_IN_LEVEL, view, rng, self.limits, time.thread_time)

    def _current(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload([PRELOAD])
            self._pool = ProcessPoolExecutor(self.processes, mp_context=context)
        return self._pool

    def _drop(self, pool: ProcessPoolExecutor) -> None:
        """Forget a broken pool; moves that broke on it together replace it once."""
        if self._pool is pool:
            self._pool = None
            self.replaced += 1
        pool.shutdown(wait=False, cancel_futures=True)

    async def close(self) -> None:
        """Stop the workers (at shutdown); a move asked later starts a new pool."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, True, cancel_futures=True)
