"""The PostgreSQL store: a pool of asyncpg connections, shared by several processes.

Chosen by `DATABASE_URL=postgresql://...`. Unlike SQLite, several bot
processes (shards) may write at once, so every save is guarded by the
database itself: the table's row is updated only if its revision is still
the one the writer read (a compare-and-set; a second writer waits for the
first's row lock, then finds the revision moved on). The loser gets
`StaleWrite` and nothing of its change is kept. The (table_id, seq) key of
the events stays as a second guard: no version's event is ever written twice.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Collection, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.store.base import Store
from bot.store.postgres_schema import migrate
from bot.store.postgres_stats import PostgresStatsQueries
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
    lines_from_json,
    lines_json,
)
from bot.store.shards import Shards, shard_clause

_TABLE_COLUMNS = (
    "id, game, guild_id, channel_id, host_id, status, options, timer, seed, version, "
    "deadline, created_at, updated_at, revision"
)
# Every column a save sets, numbered from $2 ($1 is the id); the revision is counted on.
_SAVED_COLUMNS = _TABLE_COLUMNS.split(", ")[1:-1]
_UPDATE_TABLE = (
    "UPDATE tables SET "
    + ", ".join(f"{name} = ${i}" for i, name in enumerate(_SAVED_COLUMNS, 2))
    + f", revision = revision + 1 WHERE id = $1 AND revision = ${len(_SAVED_COLUMNS) + 2}"
)
_ACTIVE = ", ".join(f"'{status}'" for status in ACTIVE_STATUSES)
_LINK_COLUMNS = (
    "table_id, channel_id, lobby_message_id, thread_id, status_message_id, picture_version, "
    "status_lines, answer_message_id"
)


class PostgresStore(PostgresStatsQueries, Store):
    """Tables, events and ratings in one PostgreSQL database."""

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    @classmethod
    async def open(cls, url: str, *, min_size: int = 2, max_size: int = 10) -> PostgresStore:
        """Connect a pool and migrate; StoreError with the reason when the server says no."""
        try:
            pool = await asyncpg.create_pool(url, min_size=min_size, max_size=max_size)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise StoreError(f"cannot open the database: {error}") from error
        try:
            async with pool.acquire() as connection:
                await migrate(connection)
        except BaseException:
            await pool.close()
            raise
        return cls(pool)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[asyncpg.Connection]:
        try:
            async with self._pool.acquire() as connection, connection.transaction():
                yield connection
        except asyncpg.UniqueViolationError as error:
            if error.constraint_name == "events_pkey":
                raise StaleWrite(str(error)) from error
            raise Conflict(str(error)) from error
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
            raise StoreError(str(error)) from error

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        try:
            return list(await self._pool.fetch(sql, *params))
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
            raise StoreError(str(error)) from error

    async def create_table(self, table: TableRow, seats: Sequence[SeatRow]) -> int:
        async with self._transaction() as db:
            table_id: int = await db.fetchval(
                f"INSERT INTO tables ({', '.join(_SAVED_COLUMNS)}) "
                f"VALUES ({_marks(12)}) RETURNING id",
                *_table_values(table)[1:],
            )
            await _write_seats(db, table_id, seats)
        return table_id

    async def save(self, change: Change) -> None:
        table = change.table
        async with self._transaction() as db:
            # The row first: a writer holding an older copy fails here, before
            # anything else of its change is written.
            status = await db.execute(_UPDATE_TABLE, table.id, *_table_values(table)[1:],
                                      table.revision)  # fmt: skip
            if status == "UPDATE 0":
                if await db.fetchval("SELECT 1 FROM tables WHERE id = $1", table.id) is None:
                    raise StoreError(f"there is no table #{table.id}")
                raise StaleWrite(f"table #{table.id} was saved since revision {table.revision}")
            await db.executemany(
                "INSERT INTO events (table_id, seq, seat, kind, user_id, action, at) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [
                    (table.id, e.seq, e.seat, e.kind, e.user_id, e.action, e.at)
                    for e in change.events
                ],
            )
            await db.execute("DELETE FROM seats WHERE table_id = $1", table.id)
            await _write_seats(db, table.id, change.seats)
            if change.snapshot is not None:
                snap = change.snapshot
                await db.execute(
                    "INSERT INTO snapshots (table_id, version, code_version, state) "
                    "VALUES ($1, $2, $3, $4) ON CONFLICT (table_id) DO UPDATE SET "
                    "version = excluded.version, code_version = excluded.code_version, "
                    "state = excluded.state",
                    table.id, snap.version, snap.code_version, snap.state,
                )  # fmt: skip
            await db.executemany(
                "INSERT INTO results (table_id, seat, user_id, human, place, score) "
                "VALUES ($1, $2, $3, $4, $5, $6)",
                [(table.id, r.seat, r.user_id, r.human, r.place, r.score) for r in change.results],
            )
            if change.results:
                humans = sum(result.human for result in change.results)
                await db.execute("UPDATE tables SET humans = $1 WHERE id = $2", humans, table.id)
            await db.executemany(
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, wins) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (guild_id, game, user_id) "
                "DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
                "games = excluded.games, wins = excluded.wins",
                [
                    (r.guild_id, r.game, r.user_id, r.mu, r.sigma, r.games, r.wins)
                    for r in change.ratings
                ],
            )

    async def mark_broken(self, table_id: int, revision: int) -> None:
        async with self._transaction() as db:
            status = await db.execute(
                "UPDATE tables SET status = 'broken', deadline = NULL, revision = revision + 1 "
                "WHERE id = $1 AND revision = $2",
                table_id, revision,
            )  # fmt: skip
            if status == "UPDATE 0":
                raise StaleWrite(f"table #{table_id} is no longer at revision {revision}")

    async def table(self, table_id: int) -> TableRow | None:
        rows = await self._fetch(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = $1", (table_id,))
        return TableRow(*rows[0]) if rows else None

    async def load(
        self, table_id: int
    ) -> tuple[TableRow, tuple[SeatRow, ...], SnapshotRow | None] | None:
        try:
            async with (
                self._pool.acquire() as db,
                db.transaction(isolation="repeatable_read", readonly=True),
            ):
                row = await db.fetchrow(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = $1",
                                        table_id)  # fmt: skip
                seats = await db.fetch(
                    "SELECT position, user_id, away, timeouts, level FROM seats "
                    "WHERE table_id = $1 ORDER BY position",
                    table_id,
                )
                snapshot = await db.fetchrow(
                    "SELECT version, code_version, state FROM snapshots WHERE table_id = $1",
                    table_id,
                )
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
            raise StoreError(str(error)) from error
        if row is None:
            return None
        seat_rows = tuple(SeatRow(*seat) for seat in seats)
        return TableRow(*row), seat_rows, SnapshotRow(*snapshot) if snapshot else None

    async def seats(self, table_id: int) -> list[SeatRow]:
        rows = await self._fetch(
            "SELECT position, user_id, away, timeouts, level FROM seats WHERE table_id = $1 "
            "ORDER BY position",
            (table_id,),
        )
        return [SeatRow(*row) for row in rows]

    async def snapshot(self, table_id: int) -> SnapshotRow | None:
        rows = await self._fetch(
            "SELECT version, code_version, state FROM snapshots WHERE table_id = $1", (table_id,)
        )
        return SnapshotRow(*rows[0]) if rows else None

    async def events(self, table_id: int, after: int = 0) -> list[EventRow]:
        rows = await self._fetch(
            "SELECT seq, seat, kind, user_id, action, at FROM events "
            "WHERE table_id = $1 AND seq > $2 ORDER BY seq",
            (table_id, after),
        )
        return [EventRow(*row) for row in rows]

    async def results(self, table_id: int) -> list[ResultRow]:
        rows = await self._fetch(
            "SELECT seat, user_id, place, score FROM results WHERE table_id = $1 ORDER BY seat",
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
            f"SELECT id FROM tables WHERE channel_id = $1 AND status IN ({_ACTIVE})", (channel_id,)
        )
        return rows[0][0] if rows else None

    async def due_tables(self, now: float, shards: Shards | None = None) -> list[int]:
        rows = await self._fetch(
            f"SELECT id FROM tables WHERE status = 'playing' AND deadline <= $1"
            f"{shard_clause(shards)} ORDER BY deadline",
            (now,),
        )
        return [row[0] for row in rows]

    async def ratings(
        self, guild_id: int, game: str, user_ids: Collection[int]
    ) -> dict[int, RatingRow]:
        if not user_ids:
            return {}
        rows = await self._fetch(
            "SELECT guild_id, game, user_id, mu, sigma, games, wins FROM ratings "
            "WHERE guild_id = $1 AND game = $2 AND user_id = ANY($3::BIGINT[])",
            (guild_id, game, list(user_ids)),
        )
        return {row[2]: RatingRow(*row) for row in rows}

    async def leaderboard(
        self, guild_id: int, game: str | None = None, limit: int = 25
    ) -> list[RatingRow]:
        rows = await self._fetch(
            "SELECT guild_id, game, user_id, mu, sigma, games, wins FROM ratings "
            "WHERE guild_id = $1 AND ($2::TEXT IS NULL OR game = $2) "
            "ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT $3",
            (guild_id, game, limit),
        )
        return [RatingRow(*row) for row in rows]

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        rows = await self._fetch(
            "SELECT settings FROM guild_settings WHERE guild_id = $1", (guild_id,)
        )
        return json.loads(rows[0][0]) if rows else {}

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES ($1, $2) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
                guild_id, json.dumps(settings),
            )  # fmt: skip

    async def person_locale(self, user_id: int) -> str | None:
        rows = await self._fetch("SELECT locale FROM people WHERE user_id = $1", (user_id,))
        return str(rows[0][0]) if rows else None

    async def save_person_locale(self, user_id: int, locale: str) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO people (user_id, locale) VALUES ($1, $2) "
                "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                user_id, locale,
            )  # fmt: skip

    async def chat_link(self, table_id: int) -> ChatLink | None:
        rows = await self._fetch(
            f"SELECT {_LINK_COLUMNS} FROM chat_links WHERE table_id = $1", (table_id,)
        )
        return _link(rows[0]) if rows else None

    async def chat_link_for_thread(self, thread_id: int) -> ChatLink | None:
        rows = await self._fetch(
            f"SELECT {_LINK_COLUMNS} FROM chat_links WHERE thread_id = $1 "
            "ORDER BY table_id DESC LIMIT 1",
            (thread_id,),
        )
        return _link(rows[0]) if rows else None

    async def save_chat_link(self, link: ChatLink) -> None:
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO chat_links ({_LINK_COLUMNS}) VALUES ({_marks(8)}) "
                "ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id, "
                "lobby_message_id = excluded.lobby_message_id, thread_id = excluded.thread_id, "
                "status_message_id = excluded.status_message_id, "
                "picture_version = excluded.picture_version, status_lines = excluded.status_lines, "
                "answer_message_id = excluded.answer_message_id",
                link.table_id, link.channel_id, link.lobby_message_id, link.thread_id,
                link.status_message_id, link.picture_version, lines_json(link.status_lines),
                link.answer_message_id,
            )  # fmt: skip

    async def chat_seat(self, table_id: int, user_id: int) -> ChatSeat | None:
        rows = await self._fetch(
            "SELECT table_id, user_id, dm_message_id, dm_closed FROM chat_seats "
            "WHERE table_id = $1 AND user_id = $2",
            (table_id, user_id),
        )
        return ChatSeat(*rows[0]) if rows else None

    async def save_chat_seat(self, seat: ChatSeat) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO chat_seats (table_id, user_id, dm_message_id, dm_closed) "
                "VALUES ($1, $2, $3, $4) ON CONFLICT (table_id, user_id) DO UPDATE SET "
                "dm_message_id = excluded.dm_message_id, dm_closed = excluded.dm_closed",
                seat.table_id, seat.user_id, seat.dm_message_id, seat.dm_closed,
            )  # fmt: skip


def _marks(count: int) -> str:
    return ", ".join(f"${i}" for i in range(1, count + 1))


def _link(row: asyncpg.Record) -> ChatLink:
    *head, lines, answer = row
    return ChatLink(*head, status_lines=lines_from_json(lines), answer_message_id=answer)


def _table_values(table: TableRow) -> tuple[Any, ...]:
    return (
        table.id, table.game, table.guild_id, table.channel_id, table.host_id, table.status,
        table.options, table.timer, table.seed, table.version, table.deadline,
        table.created_at, table.updated_at,
    )  # fmt: skip


async def _write_seats(db: asyncpg.Connection, table_id: int, seats: Sequence[SeatRow]) -> None:
    await db.executemany(
        "INSERT INTO seats (table_id, position, user_id, away, timeouts, level) "
        "VALUES ($1, $2, $3, $4, $5, $6)",
        [(table_id, s.position, s.user_id, s.away, s.timeouts, s.level) for s in seats],
    )
