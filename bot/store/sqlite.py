"""The SQLite store: one aiosqlite connection in WAL mode.

A single connection is shared by every table, so an asyncio lock keeps each
transaction's statements together: without it one coroutine's statements
could land inside another's open transaction.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Collection, Sequence
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

from bot.store.base import Store
from bot.store.migrations import migrate
from bot.store.rows import (
    ACTIVE_STATUSES,
    Change,
    ChatLink,
    ChatSeat,
    Conflict,
    EventRow,
    RatingRow,
    ResultRow,
    SeatRow,
    SnapshotRow,
    StaleWrite,
    StoreError,
    TableRow,
)
from bot.store.shards import Shards, shard_clause
from bot.store.sqlite_group import GroupCommit
from bot.store.sqlite_stats import SqliteStatsQueries

_TABLE_COLUMNS = (
    "id, game, guild_id, channel_id, host_id, status, options, timer, seed, version, "
    "deadline, created_at, updated_at, revision"
)
_ACTIVE = ", ".join(f"'{status}'" for status in ACTIVE_STATUSES)


class SqliteStore(SqliteStatsQueries, Store):
    """Tables, events and ratings in one SQLite file (or in memory for tests)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._group = GroupCommit(db, self._lock)

    @classmethod
    async def open(cls, path: str) -> SqliteStore:
        """Connect, set the pragmas every connection needs and migrate."""
        try:
            db = await aiosqlite.connect(path, isolation_level=None)
        except sqlite3.Error as error:
            raise StoreError(f"cannot open the database {path!r}: {error}") from error
        try:
            # Read to the end: a pragma that answers with a row (journal_mode,
            # busy_timeout) would otherwise stay "in progress" while its cursor
            # lives, and make the migrations' COMMIT fail.
            await db.execute_fetchall("PRAGMA journal_mode = WAL")
            # FULL: a commit the service reported to players survives a power cut.
            await db.execute_fetchall("PRAGMA synchronous = FULL")
            await db.execute_fetchall("PRAGMA foreign_keys = ON")
            await db.execute_fetchall("PRAGMA busy_timeout = 5000")
            await migrate(db)
        except sqlite3.Error as error:
            await db.close()
            raise StoreError(f"cannot prepare the database {path!r}: {error}") from error
        except BaseException:
            await db.close()
            raise
        return cls(db)

    async def close(self) -> None:
        await self._group.drain()
        async with self._lock:
            await self._db.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                    await self._db.execute("COMMIT")
                except BaseException:
                    # SQLite itself ends the transaction on some errors (a full disk).
                    if self._db.in_transaction:
                        await self._db.execute("ROLLBACK")
                    raise
            except sqlite3.IntegrityError as error:
                if str(error).startswith("UNIQUE constraint failed: events."):
                    raise StaleWrite(str(error)) from error
                if str(error).startswith("UNIQUE constraint failed"):
                    raise Conflict(str(error)) from error
                raise StoreError(str(error)) from error
            except sqlite3.Error as error:
                raise StoreError(str(error)) from error

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            try:
                return list(await self._db.execute_fetchall(sql, params))
            except sqlite3.Error as error:
                raise StoreError(str(error)) from error

    async def create_table(self, table: TableRow, seats: Sequence[SeatRow]) -> int:
        async with self._transaction() as db:
            cursor = await db.execute(
                f"INSERT INTO tables ({_TABLE_COLUMNS}) VALUES (NULL, {', '.join('?' * 12)}, 0)",
                _table_values(table)[1:],
            )
            table_id = cursor.lastrowid
            assert table_id is not None
            await _write_seats(db, table_id, seats)
        return table_id

    async def save(self, change: Change) -> None:
        """Committed with whatever other tables' changes are waiting: one transaction and
        one fsync for all of them, and each caller answered only once it is on disk."""
        await self._group.commit(change)

    async def mark_broken(self, table_id: int, revision: int) -> None:
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE tables SET status = 'broken', deadline = NULL, revision = revision + 1 "
                "WHERE id = ? AND revision = ?",
                (table_id, revision),
            )
            if not cursor.rowcount:
                raise StaleWrite(f"table #{table_id} is no longer at revision {revision}")

    async def table(self, table_id: int) -> TableRow | None:
        rows = await self._fetch(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,))
        return TableRow(*rows[0]) if rows else None

    async def load(
        self, table_id: int
    ) -> tuple[TableRow, tuple[SeatRow, ...], SnapshotRow | None] | None:
        async with self._lock:
            try:
                await self._db.execute("BEGIN")  # one snapshot of the database for all three
                try:
                    rows = list(await self._db.execute_fetchall(
                        f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,)
                    ))  # fmt: skip
                    seats = await self._db.execute_fetchall(
                        "SELECT position, user_id, away, timeouts FROM seats WHERE table_id = ? "
                        "ORDER BY position",
                        (table_id,),
                    )
                    snapshot = list(await self._db.execute_fetchall(
                        "SELECT version, code_version, state FROM snapshots WHERE table_id = ?",
                        (table_id,),
                    ))  # fmt: skip
                finally:
                    await self._db.execute("COMMIT")
            except sqlite3.Error as error:
                raise StoreError(str(error)) from error
        if not rows:
            return None
        seat_rows = tuple(SeatRow(p, user, bool(away), left) for p, user, away, left in seats)
        return TableRow(*rows[0]), seat_rows, SnapshotRow(*snapshot[0]) if snapshot else None

    async def seats(self, table_id: int) -> list[SeatRow]:
        rows = await self._fetch(
            "SELECT position, user_id, away, timeouts FROM seats WHERE table_id = ? "
            "ORDER BY position",
            (table_id,),
        )
        return [SeatRow(position, user, bool(away), left) for position, user, away, left in rows]

    async def snapshot(self, table_id: int) -> SnapshotRow | None:
        rows = await self._fetch(
            "SELECT version, code_version, state FROM snapshots WHERE table_id = ?", (table_id,)
        )
        return SnapshotRow(*rows[0]) if rows else None

    async def events(self, table_id: int, after: int = 0) -> list[EventRow]:
        rows = await self._fetch(
            "SELECT seq, seat, kind, user_id, action, at FROM events "
            "WHERE table_id = ? AND seq > ? ORDER BY seq",
            (table_id, after),
        )
        return [EventRow(*row) for row in rows]

    async def results(self, table_id: int) -> list[ResultRow]:
        rows = await self._fetch(
            "SELECT seat, user_id, place, score FROM results WHERE table_id = ? ORDER BY seat",
            (table_id,),
        )
        return [ResultRow(*row) for row in rows]

    async def unfinished_tables(self, shards: Shards | None = None) -> list[int]:
        rows = await self._fetch(
            f"SELECT id FROM tables WHERE status IN ({_ACTIVE}){shard_clause(shards)} ORDER BY id"
        )
        return [row[0] for row in rows]

    async def active_table(self, channel_id: int) -> int | None:
        rows = await self._fetch(
            f"SELECT id FROM tables WHERE channel_id = ? AND status IN ({_ACTIVE})", (channel_id,)
        )
        return rows[0][0] if rows else None

    async def due_tables(self, now: float, shards: Shards | None = None) -> list[int]:
        rows = await self._fetch(
            f"SELECT id FROM tables WHERE status = 'playing' AND deadline <= ?"
            f"{shard_clause(shards)} ORDER BY deadline",
            (now,),
        )
        return [row[0] for row in rows]

    async def ratings(
        self, guild_id: int, game: str, user_ids: Collection[int]
    ) -> dict[int, RatingRow]:
        wanted = list(user_ids)
        if not wanted:
            return {}
        rows = await self._fetch(
            "SELECT guild_id, game, user_id, mu, sigma, games, wins FROM ratings "
            f"WHERE guild_id = ? AND game = ? AND user_id IN ({', '.join('?' * len(wanted))})",
            (guild_id, game, *wanted),
        )
        return {row[2]: RatingRow(*row) for row in rows}

    async def leaderboard(
        self, guild_id: int, game: str | None = None, limit: int = 25
    ) -> list[RatingRow]:
        rows = await self._fetch(
            "SELECT guild_id, game, user_id, mu, sigma, games, wins FROM ratings "
            "WHERE guild_id = ? AND (? IS NULL OR game = ?) "
            "ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT ?",
            (guild_id, game, game, limit),
        )
        return [RatingRow(*row) for row in rows]

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        rows = await self._fetch(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return json.loads(rows[0][0]) if rows else {}

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, json.dumps(settings)),
            )

    async def chat_link(self, table_id: int) -> ChatLink | None:
        rows = await self._fetch(
            f"SELECT {_LINK_COLUMNS} FROM chat_links WHERE table_id = ?", (table_id,)
        )
        return _link(rows[0]) if rows else None

    async def chat_link_for_thread(self, thread_id: int) -> ChatLink | None:
        rows = await self._fetch(
            f"SELECT {_LINK_COLUMNS} FROM chat_links WHERE thread_id = ? "
            "ORDER BY table_id DESC LIMIT 1",
            (thread_id,),
        )
        return _link(rows[0]) if rows else None

    async def save_chat_link(self, link: ChatLink) -> None:
        async with self._transaction() as db:
            await db.execute(
                f"INSERT OR REPLACE INTO chat_links ({_LINK_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    link.table_id, link.channel_id, link.lobby_message_id, link.thread_id,
                    link.status_message_id, link.picture_version, json.dumps(link.status_lines),
                    link.answer_message_id,
                ),
            )  # fmt: skip

    async def chat_seat(self, table_id: int, user_id: int) -> ChatSeat | None:
        rows = await self._fetch(
            "SELECT table_id, user_id, dm_message_id, dm_closed FROM chat_seats "
            "WHERE table_id = ? AND user_id = ?",
            (table_id, user_id),
        )
        return ChatSeat(*rows[0][:3], bool(rows[0][3])) if rows else None

    async def save_chat_seat(self, seat: ChatSeat) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO chat_seats (table_id, user_id, dm_message_id, dm_closed) "
                "VALUES (?, ?, ?, ?)",
                (seat.table_id, seat.user_id, seat.dm_message_id, seat.dm_closed),
            )


_LINK_COLUMNS = (
    "table_id, channel_id, lobby_message_id, thread_id, status_message_id, picture_version, "
    "status_lines, answer_message_id"
)


def _link(row: sqlite3.Row) -> ChatLink:
    *head, lines, answer = row
    return ChatLink(*head, status_lines=tuple(json.loads(lines)), answer_message_id=answer)


def _table_values(table: TableRow) -> tuple[Any, ...]:
    return (
        table.id, table.game, table.guild_id, table.channel_id, table.host_id, table.status,
        table.options, table.timer, table.seed, table.version, table.deadline,
        table.created_at, table.updated_at,
    )  # fmt: skip


async def _write_seats(db: aiosqlite.Connection, table_id: int, seats: Sequence[SeatRow]) -> None:
    await db.executemany(
        "INSERT INTO seats (table_id, position, user_id, away, timeouts) VALUES (?, ?, ?, ?, ?)",
        [(table_id, s.position, s.user_id, s.away, s.timeouts) for s in seats],
    )
