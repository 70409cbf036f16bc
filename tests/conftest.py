"""Fixtures every test folder may use: a real PostgreSQL server, started once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.postgres import PostgresServer, running_server


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    with running_server() as server:
        yield server
