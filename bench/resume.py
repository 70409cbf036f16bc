"""Resuming a bot with many unfinished tables: from snapshots, and from events.

Builds `--tables` unfinished games (Jugglers and Juggler, one person and three
bots each, `--moves` of the person's moves in: mid-game) in a SQLite file,
then times `TableService.resume()` on a fresh service, as a restarted bot
does: first with the snapshots as written, then with every snapshot marked as
written by older code, so each table is rebuilt by replaying its events.
Medians of `--runs` runs, with the spread. Goals (issue 19): under 0.5 s from
snapshots, under 2 s from events, for 1,000 tables; exits 1 when missed.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.store import open_store
from bot.tables import TableService

GAMES = ("jugglers", "juggler")
GOALS = {"snapshots": 0.5, "events": 2.0}


async def build(url: str, tables: int, moves: int, games: tuple[str, ...] = GAMES) -> None:
    """`tables` unfinished tables, the games in turn, one person and three bots each,
    `moves` of the person's moves in (a table that ends sooner is left finished, and
    another one is opened in its place)."""
    store = await open_store(url)
    try:
        service = TableService(store)
        rng = random.Random(1)
        unfinished = index = 0
        while unfinished < tables:
            host = 10_000 + index
            game = games[index % len(games)]
            created = await service.create(game, 1, index + 1, host, {"timer": "off"})
            index += 1
            for _ in range(3):
                await service.add_bot(created.table.id, host)
            await service.start(created.table.id, host)
            for _ in range(moves):
                info = await service.table(created.table.id)
                legal = await service.legal_actions(info.id, host)
                if info.status != "playing" or not legal:
                    break
                await service.act(info.id, host, rng.choice(legal), version=info.version)
            unfinished += (await service.table(created.table.id)).status == "playing"
    finally:
        await store.close()


async def resume_seconds(url: str) -> tuple[float, int]:
    store = await open_store(url)
    try:
        start = time.perf_counter()
        report = await TableService(store).resume()
        return time.perf_counter() - start, len(report.resumed)
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=10, help="moves of the person per table")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    missed = False
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "resume.db"
        url = f"sqlite:///{path}"
        asyncio.run(build(url, args.tables, args.moves))
        medians: dict[str, float] = {}
        for source in ("snapshots", "events"):
            if source == "events":
                with sqlite3.connect(path) as db:  # as if written by older code
                    db.execute("UPDATE snapshots SET code_version = 'older code'")
            times, resumed = [], 0
            for _ in range(args.runs):
                seconds, resumed = asyncio.run(resume_seconds(url))
                times.append(seconds)
            medians[source] = median = statistics.median(times)
            missed |= median > GOALS[source] * args.tables / 1000
            print(f"  from {source}: {resumed} tables, median {median:.3f} s "
                  f"(min {min(times):.3f}, max {max(times):.3f})")  # fmt: skip
    goals = {source: GOALS[source] * args.tables / 1000 for source in GOALS}
    print(f"RESULT resume tables={args.tables} snapshots_median_s={medians['snapshots']:.3f} "
          f"events_median_s={medians['events']:.3f} goal_snapshots_s={goals['snapshots']:g} "
          f"goal_events_s={goals['events']:g}")  # fmt: skip
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
