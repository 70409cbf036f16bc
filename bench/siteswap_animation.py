"""The Siteswap juggler GIF on a phone: width, file size, and time to draw and encode
on one core.

Goals from issue 31: at least 400 pixels wide, under 300 KB, and a median under
100 ms to draw and encode, for every pattern the game can show: from three
balls to ten, periods 2 to 12, throws up to b (11), and clubs (the variation
with the most to draw). Prints a line per pattern, with the median of several
runs and the spread, then one RESULT line with the worst, and exits 1 when a
goal is missed.
"""

from __future__ import annotations

import io
import os
import statistics
import sys
import time
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from renderers.siteswap.animation import animate_gif

CLUBS = "with clubs instead of balls"
# (throws as typed, variation): the classics, long and high ones, and the most balls.
PATTERNS = (
    ("441", ""), ("531", ""), ("7531", ""), ("97531", ""), ("55550", ""), ("b97531", ""),
    ("b9753", ""), ("9782011", ""), ("74206302", ""), ("337827730596", ""), ("b9", ""),
    ("b9", CLUBS), ("b9753", CLUBS),
)  # fmt: skip
GOAL_MS, GOAL_KB, GOAL_WIDTH = 100, 300, 400


def _throws(typed: str) -> tuple[int, ...]:
    return tuple(int(char, 36) for char in typed)


def main(runs: int = 7) -> int:
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    if cores:
        os.sched_setaffinity(0, {min(cores)})
    worst_ms = worst_kb = 0.0
    narrowest = None
    try:
        for typed, variation in PATTERNS:
            throws = _throws(typed)
            animate_gif(throws, variation)  # warm: caches and the first encoder
            times, data = [], b""
            for _ in range(runs):
                start = time.process_time()
                data = animate_gif(throws, variation)
                times.append((time.process_time() - start) * 1000)
            with Image.open(io.BytesIO(data)) as image:
                width = image.width
            median, size = statistics.median(times), len(data) / 1024
            worst_ms, worst_kb = max(worst_ms, median), max(worst_kb, size)
            narrowest = width if narrowest is None else min(narrowest, width)
            name = typed + (" clubs" if variation else "")
            print(f"  {name:>18}: median {median:.1f} ms (min {min(times):.1f}, "
                  f"max {max(times):.1f}), {size:.1f} KB, {width} px wide")  # fmt: skip
    finally:
        if cores:
            os.sched_setaffinity(0, cores)
    print(f"RESULT siteswap_animation patterns={len(PATTERNS)} worst_median_ms={worst_ms:.1f} "
          f"largest_kb={worst_kb:.1f} narrowest_px={narrowest} goal_ms={GOAL_MS} "
          f"goal_kb={GOAL_KB} goal_px={GOAL_WIDTH}")  # fmt: skip
    missed = worst_ms > GOAL_MS or worst_kb > GOAL_KB or (narrowest or 0) < GOAL_WIDTH
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
