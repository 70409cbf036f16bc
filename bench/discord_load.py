"""Many busy tables through a loopback Discord that enforces Discord's rate limits.

The bot runs in a process of its own, as it would beside Discord: the loopback
Discord and its clicking people run in this one, so each call is stamped as it
arrives, not when a shared event loop next lets the stand-in run
(`--same-process` puts the bot here too, as the CI-sized test also does). Each
table has one person and three bots in its own channel; `--together` tables
start at once, then each person clicks their latest controls every `--every`
seconds (staggered) for `--seconds`. The stand-in (`tests/smoke`) refuses calls
past 50 a second in all (interaction answers exempt), 5 message creates and 5
edits per 5 s per channel, and one new DM channel a second, with the headers
discord.py reads. Prints clicks per second, 429s, and the 95th percentiles (and
maxima) of: click -> acknowledged, Start -> the person's hand, move -> the
thread shows it, each timed to when the stand-in received the call (not to when
the clicking coroutines, sharing the loop, next ran); moves never shown are
counted. One RESULT line.

Issue 35's loads: A is `--tables 200 --every 10 --together 30` (20 clicks/s; no
429, acknowledgements within 3 s, hands within 3 s and statuses within 2 s at
the 95th percentile); B is `--tables 400 --every 5` (80 clicks/s: no 429,
acknowledgements within 3 s, statuses behind by at most 10 s). Exits 1 when the
run drew a 429, an acknowledgement took 3 s or more, or a move was never shown.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.smoke.load import p95, run_load


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--every", type=float, default=10.0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--together", type=int, default=30)
    parser.add_argument(
        "--same-process", action="store_true",
        help="run the bot in this process, beside the loopback Discord",
    )  # fmt: skip
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)
    apart = not args.same_process
    with tempfile.TemporaryDirectory() as folder:
        load = asyncio.run(
            run_load(Path(folder), args.tables, args.every, args.seconds, args.together, apart)
        )
    rate = load.clicks / args.seconds
    kinds = ", ".join(f"{k} {n}" for k, n in Counter(load.refused_kinds).items()) or "none"
    print(f"{args.tables} tables, a click every {args.every:g} s each: {load.clicks} clicks "
          f"({rate:.1f}/s); refused: {load.refused or 'none'} (calls: {kinds})")  # fmt: skip
    for name, values in (("ack", load.acks), ("hand", load.hands), ("status", load.statuses)):
        print(f"{name}: p95 {p95(values):.2f} s, max {max(values or [0]):.2f} s, n={len(values)}")
    refused = sum(load.refused.values())
    print(f"RESULT clicks_per_s={rate:.1f} refused={refused} ack_p95={p95(load.acks):.2f} "
          f"ack_max={max(load.acks or [0]):.2f} hand_p95={p95(load.hands):.2f} "
          f"status_p95={p95(load.statuses):.2f} unshown={load.unshown}")  # fmt: skip
    return 0 if refused == 0 and max(load.acks or [0]) < 3.0 and not load.unshown else 1


if __name__ == "__main__":
    sys.exit(main())
