"""Siteswap bot speed: one turn decision for a fresh 8-card hand.

The game's bot searches a few patterns of every length its cards make and
extensions of the patterns on the table, and weighs each by its chance of ending
face up; `--bot longest` times the bot that only looks for the longest. Every hand
is dealt anew from the seeded deck, so the search cache rarely helps. Prints one
RESULT line and exits 1 when the slowest decision's 95th percentile passes the
target.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.siteswap import rules
from engines.siteswap.bots import bot_action, longest_action
from engines.siteswap.state import Laid, SiteswapOptions
from engines.siteswap.views import view

TARGET_MS = 20.0
TABLE = ((4, 4, 1), (5, 3, 1), (6, 3, 3), (7, 5, 3, 1))


BOTS = {"bot": bot_action, "longest": longest_action}


def decision_ms(game: int, bot: str = "bot") -> float:
    """Time one bot turn with a fresh 8-card hand and four patterns on the table."""
    state = rules.new_game(2, SiteswapOptions(), seed=10_000 + game)
    laid = tuple(Laid(owner=1, cards=state.pickup[: len(t)], values=t) for t in TABLE)
    state = replace(state, turn=0, table=laid)
    seen = view(state, 0)
    started = time.perf_counter()
    BOTS[bot](seen, random.Random(game))
    return (time.perf_counter() - started) * 1000


def main(decisions: int = 300, bot: str = "bot") -> int:
    times = sorted(decision_ms(game, bot) for game in range(decisions))
    median = statistics.median(times)
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"RESULT siteswap_bot bot={bot} decisions={decisions} median_ms={median:.3f} "
        f"p95_ms={p95:.3f} max_ms={times[-1]:.3f} target_ms={TARGET_MS:g}"
    )
    return 0 if p95 < TARGET_MS else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--bot", choices=sorted(BOTS), default="bot")
    arguments = parser.parse_args()
    sys.exit(main(arguments.decisions, arguments.bot))
