"""Soak: `--tables` whole games played to the end by one process, memory watched.

Every registered game in turn, one person (random legal moves) and three bots
each, `--parallel` tables at a time, on a SQLite file. After every tenth of
the tables the resident memory (VmRSS, after a garbage collection) is noted.
Memory must stay flat: from the second tenth to the end it may grow by at
most `--allowed-mb`; and when all games are over the service must hold no
table, lock or lock user. Prints a line per tenth and one RESULT line; exits 1
when memory grew or something was kept.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from bot.store import open_store
from bot.tables import TableError, TableService

SHORT = {"jugglers": {"target_wins": 1}}  # one round is a whole match at the table


def resident_mb() -> float:
    gc.collect()
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


async def play_one(service: TableService, index: int, rng: random.Random) -> None:
    games = sorted(engines.keys())
    game = games[index % len(games)]
    host = 100_000 + index
    options = {"timer": "off", **SHORT.get(game, {})}
    table_id = (await service.create(game, 1, host, host, options)).table.id
    for _ in range(3):
        await service.add_bot(table_id, host)
    await service.start(table_id, host)
    for _ in range(5_000):
        info = await service.table(table_id)
        if info.status != "playing":
            return
        legal = await service.legal_actions(table_id, host)
        if not legal:  # with timers off, bots never wait for a clock
            raise RuntimeError(f"table {table_id} ({game}) waits for nobody")
        try:
            await service.act(table_id, host, rng.choice(legal), version=info.version)
        except TableError:
            continue
    raise RuntimeError(f"table {table_id} ({game}) did not end")


async def soak(url: str, tables: int, parallel: int) -> tuple[list[float], TableService]:
    store = await open_store(url)
    try:
        service = TableService(store)
        for key in engines.keys():
            warm_up = getattr(engines.get(key), "warm_up", None)
            if warm_up is not None:
                warm_up()
        rng = random.Random(1)
        samples, tenth, started = [], max(1, tables // 10), 0
        while started < tables:
            batch = range(started, min(tables, started + parallel))
            await asyncio.gather(*(play_one(service, index, rng) for index in batch))
            started = batch.stop
            if started % tenth < parallel or started == tables:
                samples.append(resident_mb())
                print(f"  {started} tables played: {samples[-1]:.1f} MB", flush=True)
        return samples, service
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=5000)
    parser.add_argument("--parallel", type=int, default=20)
    parser.add_argument("--allowed-mb", type=float, default=10.0)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        samples, service = asyncio.run(soak(f"sqlite:///{folder}/soak.db", args.tables,
                                            args.parallel))  # fmt: skip
    baseline = samples[1] if len(samples) > 2 else samples[0]
    growth = samples[-1] - baseline
    kept = len(service._live) + len(service._locks) + len(service._lock_users)
    print(f"RESULT soak tables={args.tables} baseline_mb={baseline:.1f} end_mb={samples[-1]:.1f} "
          f"growth_mb={growth:.1f} allowed_mb={args.allowed_mb:g} kept_after={kept}")  # fmt: skip
    return 0 if growth <= args.allowed_mb and kept == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
