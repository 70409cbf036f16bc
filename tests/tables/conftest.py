"""A toy engine in the registry, real SQLite files and a clock the tests drive."""

from __future__ import annotations

import pytest

import engines
from tests.tables.helpers import Clock, Restarts
from tests.tables.toy import TOY


@pytest.fixture(autouse=True)
def toy_engine(monkeypatch):
    """Only the toy is registered: service tests never depend on a real game's rules."""
    monkeypatch.setattr(engines, "_registry", {TOY.key: TOY})
    return TOY


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "tables.db"


@pytest.fixture
async def restarts(db_path, clock):
    opened = Restarts(f"sqlite:///{db_path}", clock)
    yield opened
    await opened.close()


@pytest.fixture
async def store(restarts):
    return (await restarts.open())[0]


@pytest.fixture
async def service(restarts, store):
    return restarts.services[-1]
