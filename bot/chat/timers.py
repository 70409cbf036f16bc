"""Turn timers: once a second, the bot moves for whoever ran out of time.

This is `TableService.run_timers` as a discord.ext.tasks loop: the same
`fire_due_timers` call and the same error containment, but on discord.py's
own scheduler, which stops with the client and which SimCord's virtual clock
can drive (a bare `asyncio.sleep` loop keeps SimCord from ever settling).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from discord.ext import tasks

from bot.tables import Notices, TableService

log = logging.getLogger(__name__)

POLL_SECONDS = 1.0


def turn_timers(
    service: TableService, publish: Callable[[Notices], Awaitable[None]]
) -> tasks.Loop[Callable[[], Awaitable[None]]]:
    """A loop to `start()`; its first round fires timers that ran out while the bot was down."""

    @tasks.loop(seconds=POLL_SECONDS)
    async def fire() -> None:
        for notices in await service.fire_due_timers():
            try:
                await publish(notices)
            except Exception as error:
                log.error(
                    "table %s: timer notices not delivered (%s)",
                    notices.table.id,
                    type(error).__name__,
                )

    return fire
