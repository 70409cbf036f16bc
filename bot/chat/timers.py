"""Turn timers: once a second, the bot moves for whoever ran out of time.

This is `TableService.run_timers` as a discord.ext.tasks loop: each round is
the service's own `publish_due_timers`, but on discord.py's scheduler, which
stops with the client and which SimCord's virtual clock can drive (a bare
`asyncio.sleep` loop keeps SimCord from ever settling).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from discord.ext import tasks

from bot.tables import Notices, TableService

POLL_SECONDS = 1.0


def turn_timers(
    service: TableService, publish: Callable[[Notices], Awaitable[None]]
) -> tasks.Loop[Callable[[], Awaitable[None]]]:
    """A loop to `start()`; its first round fires timers that ran out while the bot was down."""

    @tasks.loop(seconds=POLL_SECONDS)
    async def fire() -> None:
        await service.publish_due_timers(publish)

    return fire
