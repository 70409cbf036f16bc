"""The SQLite store: one connection in WAL mode, on a thread of its own.

A single connection is shared by every table. Each read and each transaction
is one function run on the connection's thread (`SqliteThread`), which runs
them one at a time: one coroutine's statements cannot land inside another's
open transaction, and the loop never waits on the disk.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Collection, Sequence
from typing import Any, Concatenate, ParamSpec, TypeVar

from bot.store.base import Store
from bot.store.migrations import migrate
from bot.store.rows import (
    ACTIVE_STATUSES,
    Change,
    ChatLink,
    ChatSeat,
    EventRow,
    RatingRow,
    ResultRow,
    SeatRow,
    SnapshotRow,
    StaleWrite,
    StoreError,
    TableRow,
    lines_from_json,
    lines_json,
)
from bot.store.shards import Shards, shard_clause
from bot.store.sqlite_group import GroupCommit
from bot.store.sqlite_seats import SEAT_INSERT, seat_row, seat_values
from bot.store.sqlite_stats import SqliteStatsQueries
from bot.store.sqlite_thread import SqliteThread, in_transaction

P = ParamSpec("P")
T = TypeVar("T")

_TABLE_COLUMNS = (
    "id, game, guild_id, channel_id, host_id, status, options, timer, seed, version, "
    "deadline, created_at, updated_at, revision"
)
_ACTIVE = ", ".join(f"'{status}'" for status in ACTIVE_STATUSES)


class SqliteStore(SqliteStatsQueries, Store):
    """Tables, events and ratings in one SQLite file (or in memory for tests)."""

    def __init__(self, db: SqliteThread) -> None:
        self._db = db
        self._group = GroupCommit(db)

    @classmethod
    async def open(cls, path: str) -> SqliteStore:
        """Connect, set the pragmas every connection needs and migrate."""
        try:
            db = await SqliteThread.connect(path)
        except sqlite3.Error as error:
            raise StoreError(f"cannot open the database {path!r}: {error}") from error
        try:
            await db.run(_prepare)
        except sqlite3.Error as error:
            await db.close()
            raise StoreError(f"cannot prepare the database {path!r}: {error}") from error
        except BaseException:
            await db.close()
            raise
        return cls(db)

    async def close(self) -> None:
        await self._group.drain()
        await self._db.close()

    async def _write(
        self,
        function: Callable[Concatenate[sqlite3.Connection, P], T],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """`function` as one transaction on the connection's thread."""
        return await self._db.run(in_transaction, function, *args, **kwargs)

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return await self._db.run(_fetch_all, sql, params)
        except sqlite3.Error as error:
            raise StoreError(str(error)) from error

    async def create_table(self, table: TableRow, seats: Sequence[SeatRow]) -> int:
        return await self._write(_create_table, table, seats)

    async def save(self, change: Change) -> None:
        """Committed with whatever other tables' changes are waiting: one transaction and
        one fsync for all of them, and each caller answered only once it is on disk."""
        await self._group.commit(change)

    async def mark_broken(self, table_id: int, revision: int) -> None:
        await self._write(_mark_broken, table_id, revision)

    async def table(self, table_id: int) -> TableRow | None:
        rows = await self._fetch(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,))
        return TableRow(*rows[0]) if rows else None

    async def load(
        self, table_id: int
    ) -> tuple[TableRow, tuple[SeatRow, ...], SnapshotRow | None] | None:
        try:
            return await self._db.run(_load, table_id)
        except sqlite3.Error as error:
            raise StoreError(str(error)) from error

    async def seats(self, table_id: int) -> list[SeatRow]:
        rows = await self._fetch(
            "SELECT position, user_id, away, timeouts, level FROM seats WHERE table_id = ? "
            "ORDER BY position",
            (table_id,),
        )
        return [seat_row(*row) for row in rows]

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
        await self._write(
            _execute,
            "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
            (guild_id, json.dumps(settings)),
        )

    async def person_locale(self, user_id: int) -> str | None:
        rows = await self._fetch("SELECT locale FROM people WHERE user_id = ?", (user_id,))
        return str(rows[0][0]) if rows else None

    async def save_person_locale(self, user_id: int, locale: str) -> None:
        await self._write(
            _execute,
            "INSERT INTO people (user_id, locale) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
            (user_id, locale),
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
        await self._write(
            _execute,
            f"INSERT OR REPLACE INTO chat_links ({_LINK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                link.table_id, link.channel_id, link.lobby_message_id, link.thread_id,
                link.status_message_id, link.picture_version, lines_json(link.status_lines),
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
        await self._write(
            _execute,
            "INSERT OR REPLACE INTO chat_seats (table_id, user_id, dm_message_id, dm_closed) "
            "VALUES (?, ?, ?, ?)",
            (seat.table_id, seat.user_id, seat.dm_message_id, seat.dm_closed),
        )


_LINK_COLUMNS = (
    "table_id, channel_id, lobby_message_id, thread_id, status_message_id, picture_version, "
    "status_lines, answer_message_id"
)


def _link(row: tuple[Any, ...]) -> ChatLink:
    *head, lines, answer = row
    return ChatLink(*head, status_lines=lines_from_json(lines), answer_message_id=answer)


def _table_values(table: TableRow) -> tuple[Any, ...]:
    return (
        table.id, table.game, table.guild_id, table.channel_id, table.host_id, table.status,
        table.options, table.timer, table.seed, table.version, table.deadline,
        table.created_at, table.updated_at,
    )  # fmt: skip


# Run on the connection's thread (`SqliteThread.run`), never on the loop.


def _prepare(db: sqlite3.Connection) -> None:
    """The pragmas every connection needs, then the schema brought up to date."""
    # Read to the end: a pragma that answers with a row (journal_mode, busy_timeout)
    # would otherwise stay "in progress" while its cursor lives, and make the
    # migrations' COMMIT fail.
    db.execute("PRAGMA journal_mode = WAL").fetchall()
    # FULL: a commit the service reported to players survives a power cut.
    db.execute("PRAGMA synchronous = FULL").fetchall()
    db.execute("PRAGMA foreign_keys = ON").fetchall()
    db.execute("PRAGMA busy_timeout = 5000").fetchall()
    migrate(db)


def _fetch_all(db: sqlite3.Connection, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    return db.execute(sql, params).fetchall()


def _execute(db: sqlite3.Connection, sql: str, params: Sequence[Any]) -> None:
    db.execute(sql, params)


def _create_table(db: sqlite3.Connection, table: TableRow, seats: Sequence[SeatRow]) -> int:
    table_id = db.execute(
        f"INSERT INTO tables ({_TABLE_COLUMNS}) VALUES (NULL, {', '.join('?' * 12)}, 0)",
        _table_values(table)[1:],
    ).lastrowid
    assert table_id is not None
    db.executemany(SEAT_INSERT, seat_values(table_id, seats))
    return table_id


def _mark_broken(db: sqlite3.Connection, table_id: int, revision: int) -> None:
    updated = db.execute(
        "UPDATE tables SET status = 'broken', deadline = NULL, revision = revision + 1 "
        "WHERE id = ? AND revision = ?",
        (table_id, revision),
    ).rowcount
    if not updated:
        raise StaleWrite(f"table #{table_id} is no longer at revision {revision}")


def _load(
    db: sqlite3.Connection, table_id: int
) -> tuple[TableRow, tuple[SeatRow, ...], SnapshotRow | None] | None:
    db.execute("BEGIN")  # one snapshot of the database for all three
    try:
        row = db.execute(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,)
        ).fetchone()
        seats = db.execute(
            "SELECT position, user_id, away, timeouts, level FROM seats WHERE table_id = ? "
            "ORDER BY position",
            (table_id,),
        ).fetchall()
        snapshot = db.execute(
            "SELECT version, code_version, state FROM snapshots WHERE table_id = ?", (table_id,)
        ).fetchone()
    finally:
        db.execute("COMMIT")
    if row is None:
        return None
    seat_rows = tuple(seat_row(*seat) for seat in seats)
    return TableRow(*row), seat_rows, SnapshotRow(*snapshot) if snapshot else None
