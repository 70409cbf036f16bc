"""What only the SQLite store does: a file in WAL mode, its URL forms, a junk file."""

import asyncio
import sqlite3
from dataclasses import replace

import pytest

from bot.store import Change, EventRow, SeatRow, StoreError, TableRow, open_store, sqlite_group
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


async def test_saves_waiting_together_share_one_commit(tmp_path, monkeypatch):
    """Group commit: saves that arrive together go to disk in one transaction."""
    batches = []
    write = sqlite_group._write_batch

    def counted(db, changes):
        batches.append(len(changes))
        return write(db, changes)

    monkeypatch.setattr(sqlite_group, "_write_batch", counted)
    store = await open_store(f"sqlite:///{tmp_path / 'group.db'}")
    row = TableRow(0, "toy", 1, 10, 7, "lobby", "{}", None, 1, 0, None, 1.0, 1.0)
    ids = [await store.create_table(replace(row, channel_id=n), []) for n in range(6)]
    changes = [
        Change(replace(row, id=table_id, channel_id=n, version=1), (SeatRow(0, 7),),
               (EventRow(1, 0, "human", 7, "{}", 2.0),))
        for n, table_id in enumerate(ids)
    ]  # fmt: skip
    await asyncio.gather(*(store.save(change) for change in changes))
    await store.save(replace(changes[0], table=replace(changes[0].table, version=2, revision=1),
                             events=(EventRow(2, 0, "human", 7, "{}", 3.0),)))  # fmt: skip
    assert batches == [6, 1]  # six at once: one commit; one alone: its own
    assert [len(await store.events(table_id)) for table_id in ids] == [2, 1, 1, 1, 1, 1]
    await store.close()


async def test_a_writer_stopped_mid_batch_leaves_nobody_waiting(tmp_path, monkeypatch):
    """If the loop stops the writer, its callers hear "not known to be written" (the
    service then reads the table afresh) instead of waiting for ever."""
    store = await open_store(f"sqlite:///{tmp_path / 'stop.db'}")
    started = asyncio.Event()

    async def stuck(batch):
        started.set()
        await asyncio.Event().wait()

    monkeypatch.setattr(store._group, "_write", stuck)
    row = TableRow(0, "toy", 1, 10, 7, "lobby", "{}", None, 1, 0, None, 1.0, 1.0)
    table_id = await store.create_table(row, [])
    event = EventRow(1, 0, "human", 7, "{}", 2.0)
    change = Change(replace(row, id=table_id, version=1), (), (event,))
    saves = [asyncio.create_task(store.save(change)) for _ in range(2)]
    await started.wait()
    store._group._writer.cancel()
    for save in saves:
        with pytest.raises(StoreError, match="not known to be written"):
            await save
    monkeypatch.undo()
    await store.close()
