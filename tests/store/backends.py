"""What a store test does behind the store's back, for each backend alike:
break a table on purpose, or pretend newer code wrote the database."""

from __future__ import annotations

import sqlite3

import asyncpg

from bot.store.migrations import SCHEMA_VERSION as SQLITE_SCHEMA
from bot.store.postgres_schema import SCHEMA_VERSION as POSTGRES_SCHEMA

_SQLITE = "sqlite:///"


def schema_version(url: str) -> int:
    return SQLITE_SCHEMA if url.startswith(_SQLITE) else POSTGRES_SCHEMA


async def refuse_inserts(url: str, table: str, message: str) -> None:
    """From now on every insert into `table` fails with `message`."""
    if url.startswith(_SQLITE):
        with sqlite3.connect(url.removeprefix(_SQLITE)) as db:
            db.execute(
                f"CREATE TRIGGER refuse BEFORE INSERT ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
            )
        return
    connection = await asyncpg.connect(url)
    try:
        await connection.execute(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS "
            f"$$ BEGIN RAISE EXCEPTION '{message}'; END $$"
        )
        await connection.execute(
            f"CREATE TRIGGER refuse BEFORE INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION refuse()"
        )
    finally:
        await connection.close()


async def set_schema_version(url: str, version: int) -> None:
    if url.startswith(_SQLITE):
        with sqlite3.connect(url.removeprefix(_SQLITE)) as db:
            db.execute(f"PRAGMA user_version = {version}")
        return
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("UPDATE schema_version SET version = $1", version)
    finally:
        await connection.close()
