"""Leaderboard queries on a server with 10,000 finished games.

Builds a throw-away SQLite database with the real schema (20 regulars and some
occasional players, two to five seats a game, bots in some seats, spread over
a year), then times every kind of leaderboard the bot answers. Prints a line per
query kind and one RESULT line with the slowest, and exits 1 if a median is over
the 50 ms target.
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
from bot.tables.rankings import Rankings

TARGET_MS = 50
GUILD = 1
NOW = 1_800_000_000.0
YEAR = 365 * 24 * 3600


def fill(path: Path, games: int, seed: int = 1) -> None:
    """Write `games` finished tables, their results and ratings, in one transaction."""
    rng = random.Random(seed)
    people = list(range(1000, 1020)) + list(range(5000, 5200))
    db = sqlite3.connect(path)
    tables, results = [], []
    played: dict[tuple[str, int], list[int]] = {}
    for table_id in range(1, games + 1):
        game = rng.choice(["jugglers", "juggler"])
        finished = NOW - rng.random() * YEAR
        seats = rng.randint(2, 5)
        humans = rng.sample(people[:20] if rng.random() < 0.8 else people, rng.randint(1, seats))
        tables.append(
            (
                table_id,
                game,
                GUILD,
                table_id,
                people[0],
                "finished",
                "{}",
                None,
                1,
                100,
                None,
                finished - 1800,
                finished,
                len(humans),
                0,
            )
        )
        winners = {rng.randrange(seats)}
        for seat in range(seats):
            user = humans[seat] if seat < len(humans) else None
            place = 1 if seat in winners else 2 + seat
            results.append((table_id, seat, user, int(user is not None), place, float(-place)))
            if user is not None and len(humans) >= 2:
                played.setdefault((game, user), []).append(int(place == 1))
    db.executemany("INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", tables)
    db.executemany("INSERT INTO results VALUES (?,?,?,?,?,?)", results)
    db.executemany(
        "INSERT INTO ratings VALUES (?,?,?,?,?,?,?)",
        [
            (GUILD, game, user, 25 + rng.gauss(0, 3), 2 + rng.random() * 4, len(w), sum(w))
            for (game, user), w in played.items()
        ],
    )
    db.commit()
    db.close()


async def measure(path: Path, repeats: int) -> dict[str, float]:
    store = await open_store(f"sqlite:///{path}")
    rankings = Rankings(store, clock=lambda: NOW)
    queries = {
        "all_time_game": lambda: rankings.leaderboard(GUILD, "jugglers"),
        "all_time_overall": lambda: rankings.leaderboard(GUILD),
        "month_game": lambda: rankings.leaderboard(GUILD, "jugglers", "month"),
        "week_overall": lambda: rankings.leaderboard(GUILD, None, "week"),
        "player_stats": lambda: rankings.player_stats(GUILD, 1003),
        "history": lambda: rankings.history(GUILD),
        # A period that holds every game: the most a period table ever scans.
        "worst_case_period": lambda: store.standings(GUILD, None, float("-inf"), 3, 10),
    }
    medians = {}
    try:
        for name, query in queries.items():
            await query()  # warm the page cache
            times = []
            for _ in range(repeats):
                started = time.perf_counter()
                await query()
                times.append((time.perf_counter() - started) * 1000)
            medians[name] = statistics.median(times)
    finally:
        await store.close()
    return medians


def main(games: int = 10_000, repeats: int = 20) -> int:
    with tempfile.TemporaryDirectory() as folder:
        medians = asyncio.run(_migrate_fill_measure(Path(folder) / "bench.db", games, repeats))
    for name, median in medians.items():
        print(f"  {name}: median {median:.2f} ms")
    slowest = max(medians, key=medians.__getitem__)
    print(f"RESULT leaderboard games={games} queries={len(medians)} "
          f"slowest_median_ms={medians[slowest]:.2f} slowest={slowest} "
          f"target_ms={TARGET_MS}")  # fmt: skip
    return 0 if all(median < TARGET_MS for median in medians.values()) else 1


async def _migrate_fill_measure(path: Path, games: int, repeats: int) -> dict[str, float]:
    store = await open_store(f"sqlite:///{path}")
    await store.close()
    fill(path, games)
    return await measure(path, repeats)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=20)
    arguments = parser.parse_args()
    sys.exit(main(arguments.games, arguments.repeats))
