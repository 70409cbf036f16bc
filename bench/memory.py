"""Resident memory of the real bot process holding `--tables` mid-game tables.

Builds the tables (every registered game in turn, one person and three bots,
`--moves` of the person's moves in) in a SQLite file, then starts a fresh
Python process that does what the bot does at start, short of logging in to
Discord: the discord.py client is made, its `setup_hook` opens the store,
warms the engines up (the Juggler word index), resumes every table into the
service, registers the buttons and cogs and starts the timers; then one
picture of each game is drawn, so the renderers and their fonts are loaded
too. It reports the process's resident memory (VmRSS) then, and its peak.

Medians of `--runs` fresh processes, with the spread. Goal (issue 19): under
120 MB with 1,000 tables; exits 1 when missed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from bench.resume import build

GOAL_MB = 120.0


def _resident_mb() -> tuple[float, float]:
    """This process's resident memory now, and its peak, in MB (Linux /proc)."""
    fields = dict(line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines())
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


async def hold(url: str) -> dict[str, float]:
    """The child process: a bot that started on this database, as it stands after start."""
    from bot.chat.client import TableBot
    from bot.config import Settings
    from renderers.preview import pictures

    bot = TableBot(Settings(database_url=url))

    async def no_sync() -> None:  # the only step that needs Discord itself
        return None

    bot._sync_commands = no_sync  # type: ignore[method-assign]
    await bot.setup_hook()
    for game in engines.keys():
        for _ in pictures(game, seed=1):
            pass
    held = len(bot.service._live)
    now, peak = _resident_mb()
    await bot.close()
    return {"tables": held, "rss_mb": now, "peak_mb": peak}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=3)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--child", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(asyncio.run(hold(args.child))))
        return 0
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/memory.db"
        asyncio.run(build(url, args.tables, args.moves, tuple(sorted(engines.keys()))))
        runs = []
        for _ in range(args.runs):
            out = subprocess.run(
                [sys.executable, __file__, "--child", url],
                check=True, capture_output=True, text=True,
            ).stdout  # fmt: skip
            runs.append(json.loads(out.strip().splitlines()[-1]))
    rss = [run["rss_mb"] for run in runs]
    median = statistics.median(rss)
    print(f"RESULT bot_memory tables={runs[0]['tables']} median_rss_mb={median:.1f} "
          f"min_mb={min(rss):.1f} max_mb={max(rss):.1f} "
          f"peak_mb={max(run['peak_mb'] for run in runs):.1f} goal_mb={GOAL_MB:.0f}")  # fmt: skip
    return 0 if median < GOAL_MB else 1


if __name__ == "__main__":
    sys.exit(main())
