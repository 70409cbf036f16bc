"""What only the SQLite store does: a file in WAL mode, its URL forms, a junk file."""

import sqlite3

import pytest

from bot.store import StoreError, open_store
from bot.store.migrations import SCHEMA_VERSION


def pragma(path, name):
    with sqlite3.connect(path) as db:
        return db.execute(f"PRAGMA {name}").fetchone()[0]


async def test_opens_a_file_in_wal_mode_with_the_full_schema(tmp_path):
    path = tmp_path / "new" / "folder" / "x.db"
    store = await open_store(f"sqlite:///{path}")
    assert await store._fetch("PRAGMA foreign_keys") == [(1,)]
    await store.close()
    assert pragma(path, "journal_mode") == "wal"
    assert pragma(path, "user_version") == SCHEMA_VERSION
    with sqlite3.connect(path) as db:
        names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    expected = {"tables", "seats", "events", "snapshots", "results", "ratings", "guild_settings"}
    assert expected <= names


async def test_memory_url_and_bad_urls():
    store = await open_store("sqlite:///:memory:")
    assert await store.unfinished_tables() == []
    await store.close()
    for url in ("mysql://x/y", "sqlite:///", "x.db"):
        with pytest.raises(ValueError, match="sqlite:///"):
            await open_store(url)


async def test_a_file_that_is_not_a_database_is_a_store_error(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="cannot prepare"):
        await open_store(f"sqlite:///{path}")

