"""The rows a store reads and writes: plain frozen dataclasses, no database in sight.

Kept apart from the `Store` interface so the queries of `stats` can use them
without importing the interface that is built on those queries.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engines.core.messages import Line
from engines.core.records import adapter

TableStatus = Literal["lobby", "playing", "finished", "cancelled", "broken"]
# Tables that can still change; at most one of them per channel.
ACTIVE_STATUSES: tuple[TableStatus, ...] = ("lobby", "playing")
EventKind = Literal["human", "bot", "timeout"]


class StoreError(Exception):
    """The database refused or failed an operation; nothing of it was kept."""


class Conflict(StoreError):
    """A write broke a uniqueness rule: a second active table in a channel."""


class StaleWrite(StoreError):
    """Another writer changed the table since this change's writer read it (its
    `revision` is no longer the stored one): the change was made against an old
    copy of the table, and nothing of it was kept."""


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
    # How many times the row was saved. A change carries the revision its writer
    # read; the store keeps the change only if that is still the stored one, and
    # counts one more. Unlike `version` it also counts writes that add no event
    # (a join, a leave, a cancel), so no copy older than the database overwrites it.
    revision: int = 0


@dataclass(frozen=True)
class SeatRow:
    position: int
    user_id: int | None  # None: played by a bot
    away: bool = False  # played by the bot until the person acts again
    timeouts: int = 0  # turn timer expiries in a row
    # A bot's level ("easy", "normal", "hard"); None for a person's seat, whose
    # stand-in (while they are away) plays at the normal level.
    level: str | None = None


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
    status_lines: tuple[Line, ...] = ()  # public lines since that picture
    # The picture post whose answer button ("Guess") still stands, until its window ends.
    answer_message_id: int | None = None


@dataclass(frozen=True)
class ChatSeat:
    """How one person at a table is reached in private."""

    table_id: int
    user_id: int
    # Their latest direct message about this table; with DMs closed, their latest
    # "your turn" post in the thread, which the next one replaces.
    dm_message_id: int | None = None
    dm_closed: bool = False  # a direct message failed; they play through the table's buttons


@dataclass(frozen=True)
class Change:
    """Everything one service call writes; saved all together or not at all.

    `table.revision` is the revision the change was made from: when another writer
    saved the table since, the store raises StaleWrite and keeps nothing of it.
    """

    table: TableRow
    seats: tuple[SeatRow, ...]
    events: tuple[EventRow, ...] = ()
    snapshot: SnapshotRow | None = None
    results: tuple[ResultRow, ...] = ()
    ratings: tuple[RatingRow, ...] = ()


def lines_json(lines: tuple[Line, ...]) -> str:
    """Log lines as stored: plain strings as JSON strings, Messages as objects (their
    key and parameters), so the status message can show them in any language later."""
    return adapter(tuple[Line, ...]).dump_json(lines).decode()


def lines_from_json(stored: str) -> tuple[Line, ...]:
    """Stored log lines back: a list of strings (written before Messages) reads as is."""
    lines: tuple[Line, ...] = adapter(tuple[Line, ...]).validate_json(stored)
    return lines
