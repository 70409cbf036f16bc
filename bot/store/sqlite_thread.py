"""The SQLite store's one connection, on a thread of its own.

The standard `sqlite3` module blocks, and the event loop must not; so the
connection lives on one worker thread (a one-worker `ThreadPoolExecutor`) and
every call the store makes is one function run there with the connection as
its first argument. The thread runs one call at a time, in the order they came:
a transaction written as one call can never have another's statements land
inside it, with no lock on the loop's side; and a whole transaction costs one
hop between the loop and the thread instead of one per statement.

Only public APIs of the standard library: aiosqlite did the same job, but a
batch run as one call on its thread needed its private `_execute`.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Concatenate, ParamSpec, TypeVar

from bot.store.rows import Conflict, StaleWrite, StoreError

P = ParamSpec("P")
T = TypeVar("T")


class SqliteThread:
    """One sqlite3 connection, used only from its own thread."""

    def __init__(self, executor: ThreadPoolExecutor, db: sqlite3.Connection) -> None:
        self._executor = executor
        self._db = db
        self._closed = False

    @classmethod
    async def connect(cls, path: str) -> SqliteThread:
        """Open `path` on a new thread. Autocommit (`isolation_level=None`): each
        transaction says BEGIN and COMMIT itself, none is opened behind its back."""
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-store")
        try:
            db = await asyncio.get_running_loop().run_in_executor(
                executor, partial(sqlite3.connect, path, isolation_level=None)
            )
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(executor, db)

    async def run(
        self,
        function: Callable[Concatenate[sqlite3.Connection, P], T],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> T:
        """`function(connection, *args, **kwargs)` on the connection's thread.

        A caller cancelled while it runs stops waiting, but the call itself runs to its
        end: a transaction is never cut off half way by the loop."""
        if self._closed:
            raise StoreError("the store is closed")
        call = partial(function, self._db, *args, **kwargs)
        return await asyncio.get_running_loop().run_in_executor(self._executor, call)

    async def close(self) -> None:
        """Close the connection after every call already handed in, then end the thread."""
        if self._closed:
            return
        try:
            await self.run(sqlite3.Connection.close)
        finally:
            self._closed = True
            self._executor.shutdown(wait=True)


def in_transaction(
    db: sqlite3.Connection,
    function: Callable[Concatenate[sqlite3.Connection, P], T],
    *args: P.args,
    **kwargs: P.kwargs,
) -> T:
    """`function` inside BEGIN IMMEDIATE ... COMMIT, rolled back whole if it fails; run
    on the connection's thread. The database's refusals come out as the store's errors."""
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            result = function(db, *args, **kwargs)
            db.execute("COMMIT")
        except BaseException:
            # SQLite itself ends the transaction on some errors (a full disk).
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
    except sqlite3.IntegrityError as error:
        raise refusal(error) from error
    except sqlite3.Error as error:
        raise StoreError(str(error)) from error
    return result


def refusal(error: sqlite3.IntegrityError) -> StoreError:
    """The store's name for a constraint the database enforced."""
    if str(error).startswith("UNIQUE constraint failed: events."):
        return StaleWrite(str(error))
    if str(error).startswith("UNIQUE constraint failed"):
        return Conflict(str(error))
    return StoreError(str(error))
