"""Persistence for tables, their events and ratings: `await open_store(url)`."""

from __future__ import annotations

from pathlib import Path

from bot.store.base import (
    ACTIVE_STATUSES,
    Change,
    ChatLink,
    ChatSeat,
    Conflict,
    EventKind,
    EventRow,
    RatingRow,
    ResultRow,
    SchemaTooNew,
    SeatRow,
    SnapshotRow,
    Store,
    StoreError,
    TableRow,
    TableStatus,
)
from bot.store.sqlite import SqliteStore

__all__ = [
    "ACTIVE_STATUSES",
    "Change",
    "ChatLink",
    "ChatSeat",
    "Conflict",
    "EventKind",
    "EventRow",
    "RatingRow",
    "ResultRow",
    "SchemaTooNew",
    "SeatRow",
    "SnapshotRow",
    "Store",
    "StoreError",
    "TableRow",
    "TableStatus",
    "open_store",
]

_SQLITE = "sqlite:///"


async def open_store(url: str) -> Store:
    """Open (creating and migrating if needed) the database named by `url`.

    `sqlite:///path/to.db` is a file, created with its folder if missing;
    `sqlite:///:memory:` is a private in-memory database for tests.
    """
    if not url.startswith(_SQLITE):
        raise ValueError(f"unsupported database url {url!r}; use sqlite:///path/to/file.db")
    path = url.removeprefix(_SQLITE)
    if not path:
        raise ValueError("the database url names no file: use sqlite:///path/to/file.db")
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    return await SqliteStore.open(path)
