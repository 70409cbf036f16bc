"""Keeping under Discord's global limit: 50 REST calls a second for a bot, all servers.

discord.py waits out a route's bucket once Discord's headers say it is empty,
but it sends calls past the global limit and only then sleeps on the 429. So
every call the notifier makes (posts, edits, deletes, DMs) first takes a token
from one bucket refilled at `RATE` a second, a little under the limit, for the
calls made outside the notifier (slash command answers' own posts, commands
sync). Answers to interactions (callbacks, follow-ups, edits of the original
response) are not counted by Discord and never wait here, so a click is
acknowledged at once however busy the bot is. Those waiting for a token are
served in turn, except that a hand whose turn began goes ahead of the rest:
it is what a person waits for, while a thread's status can catch up.

When the bucket is empty, edits of one message are coalesced: only the newest
content of a status message is sent, once a token is free, and the ones it
replaces are never sent (their lines are folded into it: the status keeps the
log lines of every move since the last picture). A status edit still waiting
when its table's next picture posts is dropped (`drop`): the new post carries
its lines, so a busy table costs one call per turn of the line, not two. A
status edit is also held a moment (`hold`) so that the moves of a burst (three
guesses, a move and the bots' answers) cost one edit. Any other edit that finds
a token at once is sent at once, awaited.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import math
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger(__name__)

# A bucket hands out at most BURST + RATE turns in any one second: 46, under Discord's
# 50, leaving room for the network to bunch a few calls on their way. Calls that leave
# late (drawn after their turn, or sent by a busy event loop) are counted again as they
# leave (`bot.chat.send_window`), with the few made outside the notifier, so that they
# cannot bunch past that either. Every busy table needs about a call a turn of the
# line, so the rate sets how many tables one token keeps within seconds of their moves.
RATE = 42.0  # tokens a second
BURST = 4.0  # tokens a quiet bot may spend at once

Edit = Callable[[dict[str, Any]], Awaitable[object]]


class Pacer:
    """One token bucket for the whole bot, and the latest pending edit of each message."""

    def __init__(
        self, rate: float = RATE, burst: float = BURST, clock: Callable[[], float] | None = None
    ) -> None:
        # The event loop's clock by default: the one asyncio.sleep keeps (a test's
        # simulated Discord may move it faster than the wall clock).
        self._rate, self._burst, self._given = rate, min(burst, max(rate, 1.0)), clock
        self._tokens = self._burst
        self._stamp: float | None = None
        # Waiting takers: (0 for someone's hand, 1 for the rest; arrival; their future).
        self._queue: list[tuple[int, int, asyncio.Future[None]]] = []
        self._arrivals = itertools.count()
        self._waker: asyncio.Task[None] | None = None
        self._kept: set[int] = set()  # keys holding a token taken but not yet spent
        self._pending: dict[int, tuple[Edit, dict[str, Any]]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.coalesced = 0  # edits replaced by a newer one before they were sent
        self.dropped = 0  # edits a newer post made needless before they were sent

    def _clock(self) -> float:
        return self._given() if self._given else asyncio.get_running_loop().time()

    def _refill(self) -> None:
        now = self._clock()
        if self._stamp is None:
            self._stamp = now
        self._tokens = min(self._burst, self._tokens + (now - self._stamp) * self._rate)
        self._stamp = now

    @property
    def unlimited(self) -> bool:
        """No pacing at all: a simulated Discord without limits, in simulated time."""
        return math.isinf(self._rate)

    def try_take(self) -> bool:
        """A token now, if one is free (nobody queued ahead)."""
        if self.unlimited:
            return True
        self._refill()
        if self._queue or self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    async def take(self, first: bool = False, key: int | None = None) -> None:
        """Wait for a token, in turn; `first` (a hand whose turn began: what a person waits
        for) goes ahead of the others waiting, so tables started together deal at once.
        A token kept for `key` (see `keep`) is taken at once."""
        if key is not None and key in self._kept:
            self._kept.discard(key)
            return
        if self.try_take():
            return
        waiting = asyncio.get_running_loop().create_future()
        heapq.heappush(self._queue, (0 if first else 1, next(self._arrivals), waiting))
        if self._waker is None or self._waker.done():
            self._waker = asyncio.create_task(self._wake())
        await waiting

    def give_back(self) -> None:
        """A token taken but not spent goes to whoever waits next, or back to the bucket."""
        if self.unlimited:
            return
        while self._queue:
            _, _, waiting = heapq.heappop(self._queue)
            if not waiting.done():
                waiting.set_result(None)
                return
        self._refill()
        self._tokens = min(self._burst, self._tokens + 1)

    def keep(self, key: int) -> None:
        """A token taken but not spent stays with `key` for its next `take`: a table's
        picture that gave way to a newer one of the same table, which goes out in its
        place in line rather than at the back of it, behind every other table."""
        if not self.unlimited:
            self._kept.add(key)

    def release(self, key: int) -> None:
        """The token kept for `key`, if any, is not needed after all: `give_back`."""
        if key in self._kept:
            self._kept.discard(key)
            self.give_back()

    async def _wake(self) -> None:
        """Hands out tokens to the waiting as they refill, best first."""
        while self._queue:
            self._refill()
            if self._tokens < 1:
                await asyncio.sleep((1 - self._tokens) / self._rate)
                continue
            _, _, waiting = heapq.heappop(self._queue)
            if not waiting.done():  # a taker cancelled meanwhile keeps no token
                self._tokens -= 1
                waiting.set_result(None)

    async def latest(
        self, key: int, edit: Edit, changes: dict[str, Any], hold: float = 0.0
    ) -> None:
        """`edit(changes)` of message `key`, which a newer edit may join before it is sent.

        With a token free, nothing pending for the message and no `hold`, it is sent
        now; otherwise it waits in the background (at least `hold` seconds, so that
        the moves of a burst go out as one edit), and newer changes of that message
        are merged into it (the newest value of each field wins), so one call sends
        them. Without limits (a simulated Discord) nothing is held."""
        if key in self._pending:
            self.coalesced += 1
            _, before = self._pending[key]
            self._pending[key] = (edit, {**before, **changes})
            return
        if (self.unlimited or hold <= 0) and self.try_take():
            await _softly(edit, changes)
            return
        self._pending[key] = (edit, changes)
        task = asyncio.create_task(self._send_latest(key, hold))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def drop(self, key: int) -> bool:
        """The pending edit of message `key`, if any, is not sent after all (a newer post
        shows what it held, and the message it would edit has scrolled up): whether there
        was one. Its place in line, if it had one, passes its token on when it comes."""
        if self._pending.pop(key, None) is None:
            return False
        self.dropped += 1
        return True

    async def _send_latest(self, key: int, hold: float) -> None:
        if hold > 0:
            await asyncio.sleep(hold)
            if key not in self._pending:
                return  # dropped while held: it never waited in line
        await self.take()
        pending = self._pending.pop(key, None)
        if pending is None:  # dropped while in line
            self.give_back()
            return
        await _softly(*pending)

    async def drain(self) -> None:
        """Until every pending edit was sent (tests; a clean shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks))


async def _softly(edit: Edit, changes: dict[str, Any]) -> None:
    """Background edits fail softly too: the sending helpers log their own refusals."""
    try:
        await edit(changes)
    except Exception as error:
        log.warning("a paced edit failed (%s)", type(error).__name__)
