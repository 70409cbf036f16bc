"""`python -m bot simulate`: bots play many games, then a summary (and a plot) follows."""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import engines
from bot.local.plot import draw_histograms
from bot.local.progress import ProgressBar
from bot.local.simulation import GameRecord, SimulationSetup, played
from bot.local.summary import summary_lines
from engines.core.figures import figures_of

COMPARED = ("bot", "random")
COMPARISON_GAMES = 200  # enough to tell a good bot from chance


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
        figures = figures_of(engines.get(setup.game))
        comparison = _bot_against_random(setup, records, jobs)
        draw_histograms(plot, records, figures.score_name, figures.length_unit, comparison)
        print(f"Plot written to {plot}.")
    return 0


def _bot_against_random(
    setup: SimulationSetup, records: list[GameRecord], jobs: int
) -> list[GameRecord]:
    """Games with the game's bot and random players at one table: this run's, when it
    had both, else a short run of its own, so the plot always shows what the bot is worth."""
    if set(COMPARED) <= set(setup.kinds):
        return records
    games = min(len(records), COMPARISON_GAMES)
    print(f"Comparing the bot with random play over {games} more games.", file=sys.stderr)
    return list(played(replace(setup, kinds=COMPARED), games, jobs))
