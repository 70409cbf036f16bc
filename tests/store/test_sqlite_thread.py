"""The SQLite store's connection thread: standard library only, the loop never blocked,
and a closed store says so."""

import ast
import asyncio
import time
import tomllib
from pathlib import Path

import pytest

from bot.store import StoreError, open_store
from bot.store.sqlite_thread import SqliteThread

ROOT = Path(__file__).resolve().parents[2]


def test_no_module_of_the_project_imports_aiosqlite():
    """Its batch-on-the-thread path needed private members (`_execute`, `_conn`); the
    store now runs the standard sqlite3 module on a thread of its own instead."""
    importing = []
    for folder in ("bot", "engines", "renderers", "bench", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                names = (
                    [alias.name for alias in node.names] if isinstance(node, ast.Import)
                    else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                )  # fmt: skip
                if any(name.partition(".")[0] == "aiosqlite" for name in names):
                    importing.append(str(path.relative_to(ROOT)))
    assert importing == []
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert not [need for need in project["dependencies"] if need.startswith("aiosqlite")]


async def test_the_loop_runs_on_while_the_connection_works(tmp_path):
    db = await SqliteThread.connect(str(tmp_path / "slow.db"))
    ticks = 0

    async def ticking() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.01)
            ticks += 1

    ticker = asyncio.create_task(ticking())
    try:
        assert await db.run(_slow_count, 0.3) == 1
        assert ticks >= 10  # the loop kept going meanwhile
    finally:
        ticker.cancel()
        await db.close()


def _slow_count(connection, seconds):
    """Holds the connection's thread as a slow disk would, then answers from SQLite."""
    time.sleep(seconds)
    return connection.execute("SELECT 1").fetchone()[0]


async def test_a_closed_store_refuses_clearly_and_closes_twice_quietly(tmp_path):
    store = await open_store(f"sqlite:///{tmp_path / 'closed.db'}")
    await store.close()
    with pytest.raises(StoreError, match="the store is closed"):
        await store.table(1)
    await store.close()
