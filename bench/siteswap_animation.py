"""The Siteswap juggler GIF: time to draw and encode, and file size, on one core.

Goals from the issue: under 100 ms (median) for a period-5 pattern, under
300 KB. Prints a line per pattern, with the median of several runs and the
spread, then one RESULT line with the worst, and exits 1 when a goal is missed.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from renderers.siteswap.animation import animate_gif

PATTERNS = ("3", "441", "531", "51", "633", "97531", "55550")
GOAL_MS, GOAL_KB = 100, 300


def main(runs: int = 7) -> int:
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    if cores:
        os.sched_setaffinity(0, {min(cores)})
    worst_ms = worst_kb = 0.0
    try:
        for pattern in PATTERNS:
            throws = tuple(int(c) for c in pattern)
            times, size = [], 0
            for _ in range(runs):
                start = time.process_time()
                size = len(animate_gif(throws))
                times.append((time.process_time() - start) * 1000)
            median = statistics.median(times)
            worst_ms, worst_kb = max(worst_ms, median), max(worst_kb, size / 1024)
            print(f"  {pattern:>6}: median {median:.1f} ms (min {min(times):.1f}, "
                  f"max {max(times):.1f}), {size / 1024:.1f} KB")  # fmt: skip
    finally:
        if cores:
            os.sched_setaffinity(0, cores)
    print(f"RESULT siteswap_animation patterns={len(PATTERNS)} worst_median_ms={worst_ms:.1f} "
          f"largest_kb={worst_kb:.1f} goal_ms={GOAL_MS} goal_kb={GOAL_KB}")  # fmt: skip
    return 1 if worst_ms > GOAL_MS or worst_kb > GOAL_KB else 0


if __name__ == "__main__":
    sys.exit(main())
