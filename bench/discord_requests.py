"""REST calls to Discord per person's click and per stored move, for whole games of every game.

Each game is played to the end by people and bots through the real discord.py
client against the loopback stand-in (`tests/smoke`), which keeps every REST
call by kind. Calls that count against Discord's global limit (50 a second
per bot) are all but the interaction callbacks and the follow-ups and edits
made with an interaction's token. Prints a line per game (calls by kind,
uploads, bytes, pictures uploaded again unchanged) and one RESULT line.

Goal (issue 35): at most 1.2 global-limited calls per click, per game, and no
picture uploaded again unless its content changed. Exits 1 when missed.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import logging
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bot.tables.lobby
from tests.smoke.limits import EXEMPT
from tests.smoke.players import Played, play_game
from tests.smoke.running import bot_in_standin, quiet
from tests.smoke.standin import Call

# (game, people, bots): the table of three people and a bot where the game allows.
TABLES = (("jugglers", 3, 1), ("juggler", 3, 1), ("boromir", 3, 1), ("siteswap", 3, 1),
          ("heroes", 3, 1))  # fmt: skip
GOAL_PER_CLICK = 1.2


def counted(calls: list[Call]) -> Counter[str]:
    return Counter(call.kind for call in calls if call.status == 200)


def global_calls(calls: list[Call]) -> int:
    return sum(1 for call in calls if call.kind not in EXEMPT and call.kind != "setup")


def repeated_uploads(calls: list[Call]) -> int:
    """Pictures uploaded again with the same bytes as an earlier upload to the same message
    place (same file name in the same channel)."""
    seen: set[tuple[int, str, str]] = set()
    repeats = 0
    for call in calls:
        for name, data in call.uploads:
            key = (call.channel_id, name, hashlib.blake2b(data, digest_size=8).hexdigest())
            repeats += key in seen
            seen.add(key)
    return repeats


async def measure(folder: Path, tables: tuple[tuple[str, int, int], ...] = TABLES) -> list[dict]:
    rows = []
    # Every table gets the same seed (as in tests/e2e), so runs compare like for like.
    seeded = mock.patch.object(bot.tables.lobby, "secrets", SimpleNamespace(randbits=lambda _: 7))
    with seeded:
        return await _measure(folder, tables, rows)


async def _measure(folder: Path, tables: tuple[tuple[str, int, int], ...], rows: list[dict]
                   ) -> list[dict]:  # fmt: skip
    async with bot_in_standin(folder) as (standin, bot):
        for game, people, bots in tables:
            await quiet(standin)
            start = len(standin.calls)
            played: Played = await play_game(standin, bot, game, people, bots)
            await quiet(standin)
            calls = standin.calls[start:]
            kinds = counted(calls)
            limited = global_calls(calls)
            uploads = sum(len(call.uploads) for call in calls)
            rows.append({
                "game": game, "clicks": played.clicks, "moves": played.moves,
                "global": limited, "per_click": limited / played.clicks,
                "per_move": limited / max(played.moves, 1), "kinds": dict(kinds),
                "uploads": uploads, "bytes": sum(len(d) for c in calls for _, d in c.uploads),
                "repeats": repeated_uploads(calls),
            })  # fmt: skip
        assert not standin.unknown, standin.unknown
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", help="one game's key")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)
    tables = tuple(t for t in TABLES if args.only in (None, t[0]))
    with tempfile.TemporaryDirectory() as folder:
        rows = asyncio.run(measure(Path(folder), tables))
    for row in rows:
        kinds = " ".join(f"{k}={v}" for k, v in sorted(row["kinds"].items()))
        print(f"{row['game']}: {row['clicks']} clicks, {row['moves']} moves, {row['global']} "
              f"global-limited calls ({row['per_click']:.2f}/click, {row['per_move']:.2f}/move); "
              f"{kinds}; {row['uploads']} uploads, {row['bytes'] // 1024} KB, "
              f"{row['repeats']} unchanged re-uploads")  # fmt: skip
    worst = max(rows, key=lambda row: row["per_click"])
    repeats = sum(row["repeats"] for row in rows)
    figures = " ".join(f"{row['game']}={row['per_click']:.2f}" for row in rows)
    print(f"RESULT calls_per_click_worst={worst['per_click']:.2f} {figures} "
          f"unchanged_reuploads={repeats}")  # fmt: skip
    return 0 if worst["per_click"] <= GOAL_PER_CLICK and repeats == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
