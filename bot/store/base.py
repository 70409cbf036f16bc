"""The storage interface the table service is written against.

Rows are plain frozen dataclasses and every write the service makes is one
`Change` saved in one transaction, so another backend (PostgreSQL) only has to
implement this class; no caller knows which database sits underneath.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.store.stats import StatsQueries

TableStatus = Literal["lobby", "playing", "finished", "cancelled", "broken"]
# Tables that can still change; at most one of them per channel.
ACTIVE_STATUSES: tuple[TableStatus, ...] = ("lobby", "playing")
EventKind = Literal["human", "bot", "timeout"]


class StoreError(Exception):
    """The database refused or failed an operation; nothing of it was kept."""


class Conflict(StoreError):
    """A write broke a uniqueness rule: a second active table in a channel."""


class SchemaTooNew(StoreError):
    """The database was written by newer code; opening it could damage it."""


@dataclass(frozen=True)
class TableRow:
    id: int
    game: str
    guild_id: int
    channel_id: int
    host_id: int
    status: TableStatus
    options: str  # the engine's Options as JSON
    timer: int | None  # seconds per turn; None = no timer
    seed: int
    version: int  # number of events applied
    deadline: float | None  # when the turn timer fires (clock seconds)
    created_at: float
    updated_at: float


@dataclass(frozen=True)
class SeatRow:
    position: int
    user_id: int | None  # None: played by a bot
    away: bool = False  # played by the bot until the person acts again
    timeouts: int = 0  # turn timer expiries in a row


@dataclass(frozen=True)
class EventRow:
    seq: int  # the table version this event produced
    seat: int
    kind: EventKind
    user_id: int | None
    action: str  # the action as JSON
    at: float


@dataclass(frozen=True)
class SnapshotRow:
    version: int
    code_version: str  # which State shape wrote it; another one means replay
    state: str


@dataclass(frozen=True)
class ResultRow:
    seat: int
    user_id: int | None
    place: int  # 1 = winner; ties share a place
    score: float

    @property
    def human(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True)
class RatingRow:
    guild_id: int
    game: str
    user_id: int
    mu: float
    sigma: float
    games: int
    wins: int

    @property
    def ordinal(self) -> float:
        """The conservative skill estimate leaderboards sort by."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class ChatLink:
    """Where a table shows in a chat front end: its lobby, game thread and status message."""

    table_id: int
    channel_id: int  # where the lobby was posted
    lobby_message_id: int | None = None
    thread_id: int | None = None  # where the game is played; may equal channel_id
    status_message_id: int | None = None  # edited as the table moves between pictures
    picture_version: int = 0  # table version when the last table picture was posted
    status_lines: tuple[str, ...] = ()  # public lines since that picture


@dataclass(frozen=True)
class ChatSeat:
    """How one person at a table is reached in private."""

    table_id: int
    user_id: int
    dm_message_id: int | None = None  # their latest direct message about this table
    dm_closed: bool = False  # a direct message failed; they play through the table's buttons


@dataclass(frozen=True)
class Change:
    """Everything one service call writes; saved all together or not at all."""

    table: TableRow
    seats: tuple[SeatRow, ...]
    events: tuple[EventRow, ...] = ()
    snapshot: SnapshotRow | None = None
    results: tuple[ResultRow, ...] = ()
    ratings: tuple[RatingRow, ...] = ()


class Store(StatsQueries, ABC):
    """Persistent tables, their history and the ratings they produce."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def create_table(self, table: TableRow, seats: Sequence[SeatRow]) -> int:
        """Insert a new table (its `id` is ignored) and return the id given to it.

        Raises Conflict when the channel already has an active table.
        """

    @abstractmethod
    async def save(self, change: Change) -> None:
        """Write one change in a single transaction."""

    @abstractmethod
    async def mark_broken(self, table_id: int) -> None: ...

    @abstractmethod
    async def table(self, table_id: int) -> TableRow | None: ...

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
    async def unfinished_tables(self) -> list[int]:
        """Ids of lobby and playing tables, oldest first."""

    @abstractmethod
    async def active_table(self, channel_id: int) -> int | None: ...

    @abstractmethod
    async def due_tables(self, now: float) -> list[int]:
        """Playing tables whose turn timer has run out by `now`."""

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
