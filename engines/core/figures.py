"""Game-specific figures for simulation summaries, read from public views only.

Every game has final scores; a game may add its own counts by giving its
engine a `figures` attribute, an instance of a `Figures` subclass (usually in
`engines/<game>/figures.py`). Counts are plain sums, so games played in any
order and in any process add up to the same totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.core.protocol import Outcome


class Figures:
    """What every game offers: its final scores, and no counts of its own."""

    score_name = "final score"
    # A move is one action: a turn made of several (take, then end the turn) counts each.
    # Games played in rounds count those instead.
    length_unit = "moves per player"

    def length(self, final: Any, steps: int, players: int) -> float:
        """How long the game was, in `length_unit`, from its final public view."""
        return steps / players

    def count(self, before: Any, after: Any) -> Mapping[str, float]:
        """Counts for one step, from the public views before and after it."""
        return {}

    def samples(self, final: Any, outcome: Outcome) -> list[float]:
        """The scores whose distribution `--plot` draws."""
        return list(outcome.scores)

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        """Summary lines from the counts of every game added up."""
        return []

    def describe_games(self, games: Sequence[Mapping[str, float]], players: int) -> list[str]:
        """Summary lines from each game's own counts, for figures that sums lose (a
        median, a share of games): more lines after `describe`'s."""
        return []


def figures_of(engine: object) -> Figures:
    """The engine's own figures, or the plain final scores every game has."""
    figures = getattr(engine, "figures", None)
    return figures if isinstance(figures, Figures) else Figures()


def share(part: float, whole: float) -> str:
    """A percentage for summary lines; a dash when there is nothing to divide."""
    return f"{part / whole:.1%}" if whole else "—"


def per(total: float, count: float) -> str:
    """An average with two decimals; a dash when there is nothing to divide."""
    return f"{total / count:.2f}" if count else "—"
