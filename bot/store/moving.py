"""Moving a bot's SQLite database to PostgreSQL: `python -m bot migrate-db FROM TO`.

Every table is copied row by row with its ids, so tables, threads and buttons
keep working on the new database; the SQLite file is only read. The target
must be a new, empty database (the bot creates its schema on first connect).
"""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from typing import Any

import asyncpg

from bot.store import open_store
from bot.store.rows import StoreError

# Parents before children, so foreign keys hold at every row.
TABLES = (
    "tables", "seats", "events", "snapshots", "results", "ratings", "guild_settings",
    "chat_links", "chat_seats", "people",
)  # fmt: skip
# SQLite keeps flags as 0/1; PostgreSQL wants booleans.
FLAGS = {"seats": {"away"}, "results": {"human"}, "chat_seats": {"dm_closed"}}


@dataclass(frozen=True)
class MoveReport:
    rows: dict[str, int]

    def line(self) -> str:
        counts = ", ".join(f"{count} {table}" for table, count in self.rows.items())
        return f"Copied {counts}."


async def move_database(source: str, target: str) -> MoveReport:
    """Copy every row of the SQLite database `source` into the PostgreSQL `target`."""
    if not source.startswith("sqlite:///") or not target.startswith(
        ("postgresql://", "postgres://")
    ):
        raise ValueError("copy from a sqlite:/// URL to a postgresql:// URL")
    path = source.removeprefix("sqlite:///")
    await (await open_store(source)).close()  # brings an older file's schema up to date
    await (await open_store(target)).close()  # creates the PostgreSQL schema
    rows: dict[str, int] = {}
    writer = await asyncpg.connect(target)
    try:
        if await writer.fetchval("SELECT count(*) FROM tables"):
            raise StoreError("the target database already holds tables; use an empty one")
        async with writer.transaction():
            for table in TABLES:
                rows[table] = await _copy(path, writer, table)
            await writer.execute(
                "SELECT setval(pg_get_serial_sequence('tables', 'id'), "
                "GREATEST((SELECT max(id) FROM tables), 1))"
            )
    finally:
        await writer.close()
    return MoveReport(rows)


async def _copy(path: str, writer: asyncpg.Connection, table: str) -> int:
    columns, found = await asyncio.to_thread(_read, path, table)
    flags = [index for index, name in enumerate(columns) if name in FLAGS.get(table, ())]
    records = [
        tuple(bool(value) if index in flags else value for index, value in enumerate(row))
        for row in found
    ]
    if records:
        await writer.copy_records_to_table(table, records=records, columns=columns)
    return len(records)


def _read(path: str, table: str) -> tuple[list[str], list[tuple[Any, ...]]]:
    """Every row of `table`, read on a worker thread with a connection of its own: the
    standard sqlite3 module blocks, and the loop must not."""
    with closing(sqlite3.connect(path)) as reader:
        cursor = reader.execute(f"SELECT * FROM {table}")
        return [column[0] for column in cursor.description], cursor.fetchall()
