"""Every store test runs against each backend: a SQLite file and a real PostgreSQL server."""

from __future__ import annotations

import pytest

from bot.store import open_store

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
async def store_url(request, tmp_path):
    """A fresh, empty database of each backend in turn."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/data/store.db"
    return await request.getfixturevalue("postgres").new_database()


@pytest.fixture
async def store(store_url):
    opened = await open_store(store_url)
    yield opened
    await opened.close()
