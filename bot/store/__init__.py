"""Persistence for tables, their events and ratings: `await open_store(url)`."""

from __future__ import annotations

from pathlib import Path

from bot.store.base import Store
from bot.store.rows import (
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
    StaleWrite,
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
    "StaleWrite",
    "Store",
    "StoreError",
    "TableRow",
    "TableStatus",
    "open_store",
]

_SQLITE = "sqlite:///"
_POSTGRES = ("postgresql://", "postgres://")


async def open_store(url: str) -> Store:
    """Open (creating and migrating if needed) the database named by `url`.

    `sqlite:///path/to.db` is a file, created with its folder if missing;
    `sqlite:///:memory:` is a private in-memory database for tests;
    `postgresql://user:password@host:port/database` is a PostgreSQL server,
    which several bot processes may share.
    """
    if url.startswith(_POSTGRES):
        # Imported here: a bot on SQLite never loads the PostgreSQL driver.
        from bot.store.postgres import PostgresStore

        return await PostgresStore.open(url)
    if not url.startswith(_SQLITE):
        raise ValueError(
            f"unsupported database url {url!r}; use sqlite:///path/to/file.db "
            "or postgresql://user:password@host/database"
        )
    path = url.removeprefix(_SQLITE)
    if not path:
        raise ValueError("the database url names no file: use sqlite:///path/to/file.db")
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    return await SqliteStore.open(path)
