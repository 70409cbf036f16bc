"""Every game's pictures: time to draw and encode, and file size, on one core.

The issues ask for a table picture in under 25 ms (median) and 100 KB, and a
hand picture in under 10 ms; they set no target for the results picture, which
is held to the table's 25 ms. Every registered game whose presentation draws
pictures is measured, with no per-game code: views come from seeded games
between the engine's own bots at every player count (bots name real words and
make real moves), built before timing, since the renderer's job starts from a
view. Games of another seed are drawn first, so the card and text caches hold
what a running bot's would, but the measured states are all new to them.

Times are the CPU time of this process, pinned to one core: on a shared
machine, wall time mostly measures the neighbours. Prints a line per game and
one RESULT line (the slowest and largest of each kind), and exits 1 when a
target is missed.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from engines.core.playout import bot_game
from renderers.presentation import presentation_for

TABLE_MS, TABLE_KB, HAND_MS, RESULTS_MS = 25, 100, 10, 25
SAMPLE_NAMES = ("alice", "Bot Ada", "Christopher Columbus", "dave", "Eve", "Maximilian")
WARM_UP_SEED, SEED = 900, 1
WARM_UP_SAMPLES = 8


@contextmanager
def _one_core() -> Iterator[None]:
    """Run on a single core, then give back the cores we had (pytest calls `main` too)."""
    if not hasattr(os, "sched_setaffinity"):
        yield
        return
    cores = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(cores)})
    try:
        yield
    finally:
        os.sched_setaffinity(0, cores)


def _spread(items: list[Any], count: int) -> list[Any]:
    """`count` (at least 2) items evenly spaced from the first to the last."""
    if len(items) <= count:
        return items
    return [items[round(i * (len(items) - 1) / (count - 1))] for i in range(count)]


def _states(game: str, seed: int, samples: int) -> list[tuple[Any, int]]:
    """(state, players) from a game at each player count, the last of each game included.

    A run of a few samples (the test's) plays the smallest and largest tables only.
    """
    engine = engines.get(game)
    counts = _spread(list(range(engine.min_players, engine.max_players + 1)), samples // 2)
    per_game = max(2, samples // len(counts))
    return [
        (state, players)
        for players in counts
        for state in _spread(bot_game(engine, players, seed + players), per_game)
    ]


def _measure(render: Callable[..., bytes], cases: list[tuple[Any, Any]]) -> tuple[float, float]:
    """Median CPU milliseconds and largest size in KB over `cases` of (view, names)."""
    times, sizes = [], []
    for view, names in cases:
        start = time.process_time()
        data = render(view, names)
        times.append((time.process_time() - start) * 1000)
        sizes.append(len(data) / 1024)
    return statistics.median(times), max(sizes)


def _cases(game: str, states: list[tuple[Any, int]]) -> dict[str, list[tuple[Any, Any]]]:
    """(view, names) pairs per picture: public tables, the hand of a seat to act, and
    results wherever the game has any to show (its renderer refuses the rest)."""
    engine = engines.get(game)
    draw_results = presentation_for(game).renderer("results")
    tables, hands, results = [], [], []
    for state, players in states:
        names = list(SAMPLE_NAMES[:players])
        public = engine.view(state, None)
        tables.append((public, names))
        hands.append((engine.view(state, (engine.to_act(state) or [0])[0]), names))
        try:
            draw_results(public, names)
        except ValueError:
            continue
        results.append((public, names))
    return {"table": tables, "hand": hands, "results": results}


def _measure_game(game: str, samples: int) -> dict[str, tuple[float, float]]:
    presentation = presentation_for(game)
    drawers = {kind: presentation.renderer(kind) for kind in ("table", "hand", "results")}
    warm_up = _cases(game, _states(game, WARM_UP_SEED, min(WARM_UP_SAMPLES, samples)))
    timed = _cases(game, _states(game, SEED, samples))
    with _one_core():
        for kind, cases in warm_up.items():
            _measure(drawers[kind], cases)
        return {kind: _measure(drawers[kind], cases) for kind, cases in timed.items()}


def _report(game: str, measured: dict[str, tuple[float, float]]) -> bool:
    """Print one game's line; True when a target was missed."""
    table_ms, table_kb = measured["table"]
    hand_ms, hand_kb = measured["hand"]
    results_ms, results_kb = measured["results"]
    print(
        f"  {game}: table {table_ms:.1f} ms {table_kb:.1f} KB · hand {hand_ms:.1f} ms "
        f"{hand_kb:.1f} KB · results {results_ms:.1f} ms {results_kb:.1f} KB"
    )
    missed = table_ms > TABLE_MS or table_kb > TABLE_KB or hand_ms > HAND_MS
    return missed or results_ms > RESULTS_MS


def pictured_games() -> list[str]:
    """Registered games that draw all three pictures, in registry order."""
    return [
        game
        for game in engines.keys()
        if all(presentation_for(game).renderer(kind) for kind in ("table", "hand", "results"))
    ]


def main(samples: int = 50) -> int:
    """A line per game, Jugglers first, then one RESULT line with the slowest and largest
    picture of each kind; the return value is the exit code."""
    measured = {game: _measure_game(game, samples) for game in pictured_games()}
    missed = [_report(game, figures) for game, figures in measured.items()]

    def worst(kind: str, index: int) -> float:
        return max(figures[kind][index] for figures in measured.values())

    print(
        f"RESULT render games={len(measured)} table_ms={worst('table', 0):.1f} "
        f"table_kb={worst('table', 1):.1f} hand_ms={worst('hand', 0):.1f} "
        f"results_ms={worst('results', 0):.1f} target_table_ms={TABLE_MS} "
        f"target_table_kb={TABLE_KB} target_hand_ms={HAND_MS} target_results_ms={RESULTS_MS}"
    )
    return 1 if any(missed) else 0


if __name__ == "__main__":
    sys.exit(main())
