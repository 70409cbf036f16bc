"""Group commit for SQLite: the changes of many tables in one transaction, one fsync.

Under load, each move waiting for its own fsync'd COMMIT made the disk the
tail of every click. Here the first save starts a writer; saves arriving while
it writes wait for the next batch; a batch is written in one call on the
connection's thread (not one round trip per statement), each change inside its
own savepoint, so a change the database refuses (made from an older copy of
its table than the stored one) is undone alone and reported to its caller
alone. Every caller is answered only after the COMMIT that holds its change
returned: nothing announced can be lost. The connection's thread runs one call
at a time, so no other statement of the store can land inside a batch.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence

from bot.store.rows import Change, StaleWrite, StoreError
from bot.store.sqlite_seats import SEAT_INSERT, seat_values
from bot.store.sqlite_thread import SqliteThread, refusal

_COLUMNS = (
    "game, guild_id, channel_id, host_id, status, options, timer, seed, version, "
    "deadline, created_at, updated_at"
)
# Compare-and-set: only the revision the writer read is overwritten, and counted on.
_UPDATE_TABLE = (
    "UPDATE tables SET " + ", ".join(f"{name} = ?" for name in _COLUMNS.split(", "))
    + ", revision = revision + 1 WHERE id = ? AND revision = ?"
)  # fmt: skip


# A change handed in, and the future its caller waits on.
Waiting = tuple[Change, "asyncio.Future[None]"]


class GroupCommit:
    """One writer at a time on the store's connection; callers queue their changes."""

    def __init__(self, db: SqliteThread) -> None:
        self._db = db
        self._waiting: list[Waiting] = []
        self._writer: asyncio.Task[None] | None = None

    async def commit(self, change: Change) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append((change, done))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write_all())
        await done

    async def drain(self) -> None:
        """Wait until every change handed in is written (before the store closes)."""
        while self._writer is not None:
            await asyncio.shield(self._writer)

    async def _write_all(self) -> None:
        batch: list[Waiting] = []
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, []
                outcomes = await self._write(batch)
                for (_, done), outcome in zip(batch, outcomes, strict=True):
                    if done.done():
                        continue
                    if outcome is None:
                        done.set_result(None)
                    else:
                        done.set_exception(outcome)
                batch = []
        except asyncio.CancelledError:
            # Stopped mid-way (the loop is closing): nobody may wait for ever, and a
            # batch cut short may or may not be on disk, so it counts as not saved.
            for _, done in [*batch, *self._waiting]:
                if not done.done():
                    done.set_exception(StoreError("not known to be written: the store stopped"))
            self._waiting = []
            raise
        finally:
            self._writer = None

    async def _write(self, batch: list[Waiting]) -> list[Exception | None]:
        """Each change's outcome: None when committed, else why not."""
        try:
            # One call on the connection's own thread for the whole batch.
            return await self._db.run(_write_batch, [change for change, _ in batch])
        except StoreError as error:
            return [error] * len(batch)
        except Exception as error:  # the connection itself failed (closed, say)
            return [StoreError(f"not written: {error}")] * len(batch)


def _write_batch(db: sqlite3.Connection, changes: Sequence[Change]) -> list[Exception | None]:
    """All changes in one transaction; a refused one is rolled back to its savepoint."""
    outcomes: list[Exception | None] = []
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            for change in changes:
                db.execute("SAVEPOINT change")
                try:
                    _write_change(db, change)
                except sqlite3.IntegrityError as error:
                    db.execute("ROLLBACK TO change")
                    outcomes.append(refusal(error))
                except StoreError as error:
                    db.execute("ROLLBACK TO change")
                    outcomes.append(error)
                else:
                    outcomes.append(None)
                db.execute("RELEASE change")
            db.execute("COMMIT")
        except BaseException:
            # SQLite itself ends the transaction on some errors (a full disk).
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
    except sqlite3.Error as error:
        raise StoreError(str(error)) from error
    return outcomes


def _write_change(db: sqlite3.Connection, change: Change) -> None:
    """Raises StaleWrite, before anything is written, when the table's revision moved on."""
    table = change.table
    updated = db.execute(_UPDATE_TABLE, (
        table.game, table.guild_id, table.channel_id, table.host_id, table.status,
        table.options, table.timer, table.seed, table.version, table.deadline,
        table.created_at, table.updated_at, table.id, table.revision,
    )).rowcount  # fmt: skip
    if not updated:
        if db.execute("SELECT 1 FROM tables WHERE id = ?", (table.id,)).fetchone() is None:
            raise StoreError(f"there is no table #{table.id}")
        raise StaleWrite(f"table #{table.id} was saved since revision {table.revision}")
    db.execute("DELETE FROM seats WHERE table_id = ?", (table.id,))
    db.executemany(SEAT_INSERT, seat_values(table.id, change.seats))
    db.executemany(
        "INSERT INTO events (table_id, seq, seat, kind, user_id, action, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(table.id, e.seq, e.seat, e.kind, e.user_id, e.action, e.at) for e in change.events],
    )
    if change.snapshot is not None:
        snap = change.snapshot
        db.execute(
            "INSERT INTO snapshots (table_id, version, code_version, state) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET "
            "version = excluded.version, code_version = excluded.code_version, "
            "state = excluded.state",
            (table.id, snap.version, snap.code_version, snap.state),
        )
    db.executemany(
        "INSERT INTO results (table_id, seat, user_id, human, place, score) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(table.id, r.seat, r.user_id, r.human, r.place, r.score) for r in change.results],
    )
    if change.results:
        humans = sum(result.human for result in change.results)
        db.execute("UPDATE tables SET humans = ? WHERE id = ?", (humans, table.id))
    db.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, wins) "
        "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, user_id) DO UPDATE "
        "SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
        "wins = excluded.wins",
        [(r.guild_id, r.game, r.user_id, r.mu, r.sigma, r.games, r.wins) for r in change.ratings],
    )
