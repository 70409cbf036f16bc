"""What happened at a table since a version: read from its events, never from memory,
so the answer is the same after a restart and in every process sharing the database."""

from __future__ import annotations

import json

from bot.store import StoreError
from bot.tables.core import TableCore
from bot.tables.errors import StorageFailed
from engines.core.messages import msg


class RecentMoves(TableCore):
    """Questions front ends ask about the moves made after they drew something."""

    async def moved_since(self, table_id: int, user_id: int, version: int) -> bool:
        """Whether that person's seat has moved (by them, or by the bot for them) after
        `version`. Controls drawn before their own move must never make it twice, even
        where the moves open to them are the same again; someone without a seat counts
        as moved, so nothing of theirs stands. A window's moments (a hint made for the
        performer) are nobody's move and do not count."""
        live = await self._get(table_id)
        seat = self._seat_of(live, user_id)
        if seat is None:
            return True
        if version >= live.row.version:
            return False
        try:
            events = await self._store.events(table_id, after=version)
        except StoreError as error:
            raise StorageFailed(msg("The table could not be read; please try again.")) from error
        moments = getattr(self._engine(live), "moment_kinds", frozenset())
        return any(
            event.seat == seat and json.loads(event.action).get("kind") not in moments
            for event in events
        )
