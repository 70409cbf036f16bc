"""`python -m bot simulate`: bots play many games, then a summary (and a plot) follows."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import engines
from bot.local.plot import draw_histograms
from bot.local.progress import ProgressBar
from bot.local.simulation import SimulationSetup, played
from bot.local.summary import summary_lines
from engines.core.figures import figures_of


def simulate(setup: SimulationSetup, games: int, jobs: int, plot: Path | None) -> int:
    """Play, summarise on stdout (progress and timing go to stderr); Ctrl-C stops cleanly."""
    started = time.perf_counter()
    bar = ProgressBar(games, "games")
    records = []
    try:
        for record in played(setup, games, jobs):
            records.append(record)
            bar.advance()
    except KeyboardInterrupt:
        bar.close()
        print(f"Stopped after {len(records)} games; no summary.", file=sys.stderr)
        return 130
    bar.close()
    elapsed = time.perf_counter() - started
    print(f"{games} games in {elapsed:.1f} s with {jobs} job(s).", file=sys.stderr)
    for line in summary_lines(setup, records):
        print(line)
    if plot is not None:
        draw_histograms(plot, records, figures_of(engines.get(setup.game)).score_name)
        print(f"Plot written to {plot}.")
    return 0
