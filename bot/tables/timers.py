"""Turn timers of the table service: when a deadline passes, the bot moves."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.store import StoreError
from bot.tables.core import TableCore
from bot.tables.errors import StaleVersion
from bot.tables.notices import Notices
from bot.tables.play import open_window

log = logging.getLogger(__name__)


class TimerCalls(TableCore):
    """Deadlines live in the database, so timers that fell due while the bot was down
    fire at once after a restart."""

    async def fire_due_timers(self) -> list[Notices]:
        """Let the bot move for everyone whose turn timer ran out.

        Tables are handled side by side (a searching bot's think at one table
        holds up no other). A table that fails here is logged and skipped; it
        never holds up the others, and an unsaved expiry fires again on the next call.
        """
        now = self._clock()
        try:
            due = await self._store.due_tables(now, self._shard_filter())
        except StoreError as error:
            log.warning("turn timers not checked: %s", error)
            return []
        fired = await asyncio.gather(*(self._expire(table_id, now) for table_id in due))
        return [notices for notices in fired if notices is not None] + (
            await self._answer_in_windows()
        )

    async def _expire(self, table_id: int, now: float) -> Notices | None:
        try:
            async with self._locked(table_id) as live:
                deadline = live.row.deadline
                if live.row.status != "playing" or deadline is None or deadline > now:
                    return None
                progress = self._progress(live)
                await progress.expire()
                return await self._advance(live, progress)
        except StaleVersion:
            # Another process saved the table first; the next poll reads it afresh.
            log.info("table %s: timer met a newer table; read again next time", table_id)
        except Exception as error:
            log.error("table %s: turn timer failed (%s)", table_id, type(error).__name__)
        return None

    async def _answer_in_windows(self) -> list[Notices]:
        """Bots whose delay in an open window has passed give their answers now."""
        waiting = [
            table_id
            for table_id, live in self._live.items()
            if live.row.status == "playing" and live.engine is not None
            and open_window(live.engine, live.state) is not None
        ]  # fmt: skip
        moved = await asyncio.gather(*(self._answer(table_id) for table_id in waiting))
        return [notices for notices in moved if notices is not None]

    async def _answer(self, table_id: int) -> Notices | None:
        try:
            async with self._locked(table_id) as live:
                if live.row.status != "playing":
                    return None
                progress = self._progress(live)
                await progress.run_bots()
                return await self._advance(live, progress) if progress.events else None
        except StaleVersion:
            log.info("table %s: window met a newer table; read again next time", table_id)
        except Exception as error:
            log.error("table %s: bots in a window failed (%s)", table_id, type(error).__name__)
        return None

    async def publish_due_timers(self, publish: Callable[[Notices], Awaitable[None]]) -> None:
        """One round of turn timers, each result handed to `publish`.

        A front end that fails to show one table's notices is logged and the
        others still go out: the moves themselves are already saved.
        """
        for notices in await self.fire_due_timers():
            try:
                await publish(notices)
            except Exception as error:
                log.error(
                    "table %s: timer notices not delivered (%s)",
                    notices.table.id,
                    type(error).__name__,
                )

    async def run_timers(
        self, publish: Callable[[Notices], Awaitable[None]], poll: float = 1.0
    ) -> None:
        """Fire turn timers forever, handing each result to `publish`.

        Run it as a task and cancel it at shutdown. The deadlines live in the
        database, so timers that fell due while the bot was down fire at once.
        """
        while True:
            await self.publish_due_timers(publish)
            await asyncio.sleep(poll)
