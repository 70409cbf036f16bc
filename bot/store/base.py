"""The storage interface the table service is written against.

Rows (bot.store.rows) are plain frozen dataclasses and every write the service makes is one
`Change` saved in one transaction, so another backend (PostgreSQL) only has to
implement this class; no caller knows which database sits underneath.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence
from typing import Any

from bot.store.rows import (
    Change,
    ChatLink,
    ChatSeat,
    EventRow,
    RatingRow,
    ResultRow,
    SeatRow,
    SnapshotRow,
    TableRow,
)
from bot.store.shards import Shards
from bot.store.stats import StatsQueries


class Store(StatsQueries, ABC):
    """Persistent tables, their history and the ratings they produce."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def create_table(self, table: TableRow, seats: Sequence[SeatRow]) -> int:
        """Insert a new table (its `id` is ignored, its revision starts at 0) and
        return the id given to it.

        Raises Conflict when the channel already has an active table.
        """

    @abstractmethod
    async def save(self, change: Change) -> None:
        """Write one change in a single transaction, if the table is still at the
        revision `change.table` was read at; the stored revision is then one more.

        Raises StaleWrite, keeping nothing, when another writer saved the table
        since: several processes may share the database, and a change made from
        an older copy must never overwrite a newer one.
        """

    @abstractmethod
    async def mark_broken(self, table_id: int, revision: int) -> None:
        """Close a table that cannot be loaded, if it is still at the revision read.

        A save like any other (the revision moves on). StaleWrite when another
        process saved the table since: that one can load it (newer code during a
        rolling restart, say), so it is not this process's to close.
        """

    @abstractmethod
    async def table(self, table_id: int) -> TableRow | None: ...

    @abstractmethod
    async def load(
        self, table_id: int
    ) -> tuple[TableRow, tuple[SeatRow, ...], SnapshotRow | None] | None:
        """A table's row, seats and snapshot as one consistent reading (another
        process may be committing meanwhile), or None when there is no such table."""

    @abstractmethod
    async def seats(self, table_id: int) -> list[SeatRow]: ...

    @abstractmethod
    async def snapshot(self, table_id: int) -> SnapshotRow | None: ...

    @abstractmethod
    async def events(self, table_id: int, after: int = 0) -> list[EventRow]:
        """Events with seq > after, in order."""

    @abstractmethod
    async def results(self, table_id: int) -> list[ResultRow]: ...

    @abstractmethod
    async def unfinished_tables(self, shards: Shards | None = None) -> list[int]:
        """Ids of lobby and playing tables, oldest first; only the servers of
        `shards` when given."""

    @abstractmethod
    async def active_table(self, channel_id: int) -> int | None: ...

    @abstractmethod
    async def due_tables(self, now: float, shards: Shards | None = None) -> list[int]:
        """Playing tables whose turn timer has run out by `now` (of `shards`' servers)."""

    @abstractmethod
    async def ratings(
        self, guild_id: int, game: str, user_ids: Collection[int]
    ) -> dict[int, RatingRow]:
        """Current ratings of those users; users never rated are left out."""

    @abstractmethod
    async def leaderboard(
        self, guild_id: int, game: str | None = None, limit: int = 25
    ) -> list[RatingRow]:
        """Best ordinal first; every game when `game` is None."""

    @abstractmethod
    async def guild_settings(self, guild_id: int) -> dict[str, Any]: ...

    @abstractmethod
    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None: ...

    @abstractmethod
    async def person_locale(self, user_id: int) -> str | None:
        """The locale a person's chat client last reported (Discord's "fi", "en-US"), or
        None for someone never seen."""

    @abstractmethod
    async def save_person_locale(self, user_id: int, locale: str) -> None:
        """Remember a person's locale, replacing the one before."""

    # Where tables show in a chat front end, so a restarted bot edits the same messages.

    @abstractmethod
    async def chat_link(self, table_id: int) -> ChatLink | None: ...

    @abstractmethod
    async def chat_link_for_thread(self, thread_id: int) -> ChatLink | None:
        """The newest table played in that thread."""

    @abstractmethod
    async def save_chat_link(self, link: ChatLink) -> None:
        """Insert or replace the link of `link.table_id`."""

    @abstractmethod
    async def chat_seat(self, table_id: int, user_id: int) -> ChatSeat | None: ...

    @abstractmethod
    async def save_chat_seat(self, seat: ChatSeat) -> None:
        """Insert or replace that person's row for that table."""
