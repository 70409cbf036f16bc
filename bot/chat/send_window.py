"""Discord's global limit counted when calls actually leave, not when their turn came.

The pacer (`bot.chat.pacing`) hands out turns at a steady rate, but a call
leaves some time after its turn: a table picture is drawn once its turn comes
(so that a picture a newer one replaces is never drawn), and a busy event loop
runs a waiting call late. Calls whose turns were spread over a second and a
half can then leave within one, past the 50 Discord allows, and Discord answers
429. So the last step before a counted call leaves (aiohttp's request-start
hook, which discord.py offers as `http_trace`) waits while `limit` calls have
left in the second before. Answers to interactions (their callback and the
webhook routes with the interaction's token) are not counted by Discord and
never wait here, so clicks are still acknowledged at once.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import deque
from collections.abc import Callable
from types import SimpleNamespace

import aiohttp
from yarl import URL

# The window allows this many times the pacer's rate: at the default 42 a second, 46
# (what the pacer's bucket hands out in a second at most), under Discord's 50 with room
# for the network to bunch a few calls on their way.
HEADROOM = 1.1
WINDOW = 1.0  # seconds
UNCOUNTED = ("interactions", "webhooks")  # path parts of calls answering an interaction


def counted(url: URL) -> bool:
    """Whether Discord counts a call to `url` against the bot's global limit."""
    return not any(part in UNCOUNTED for part in url.parts)


class SendWindow:
    """At most `limit` counted calls leave in any one second, in the order they came."""

    def __init__(self, limit: int, clock: Callable[[], float] = time.monotonic) -> None:
        if limit < 1:
            raise ValueError("at least one call a second must be allowed")
        self._limit, self._clock = limit, clock
        self._left: deque[float] = deque()  # when the calls of the last second left
        self._turns = asyncio.Lock()  # callers wait in order of arrival
        self.waited = 0  # calls held back because the second was full

    async def admit(self) -> None:
        """Return once a call may leave now; it is counted as leaving now."""
        async with self._turns:
            now = self._forget_old()
            if len(self._left) >= self._limit:
                self.waited += 1
                await asyncio.sleep(self._left[0] + WINDOW - now)
                now = self._forget_old()
            self._left.append(now)

    def _forget_old(self) -> float:
        now = self._clock()
        while self._left and self._left[0] <= now - WINDOW:
            self._left.popleft()
        return now

    def trace(self) -> aiohttp.TraceConfig:
        """The hook discord.py's HTTP session runs before each request it sends."""
        config = aiohttp.TraceConfig()

        async def starting(
            session: aiohttp.ClientSession, context: SimpleNamespace,
            params: aiohttp.TraceRequestStartParams,
        ) -> None:  # fmt: skip
            if counted(params.url):
                await self.admit()

        config.on_request_start.append(starting)
        return config


def send_window(calls_per_second: float) -> SendWindow | None:
    """The window for a pacer of `calls_per_second`; none without limits (a simulated
    Discord with unlimited calls)."""
    if math.isinf(calls_per_second):
        return None
    return SendWindow(max(1, int(calls_per_second * HEADROOM)))
