"""Siteswap figures for `simulate`, from public views only: how long games last and
whether everyone got to play, how often patterns are named, laid or dropped.

A turn is counted for the seat whose turn it was when the turn passes on (or the game
ends): that seat laid, extended, juggled a trick or passed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from statistics import median

from engines.core.figures import Figures, per, share
from engines.siteswap.state import Phase
from engines.siteswap.views import SiteswapView


def _on_table(view: SiteswapView) -> int:
    return sum(len(laid.cards) for laid in view.table)


class SiteswapFigures(Figures):
    score_name = "cards left (negative)"

    def count(self, before: SiteswapView, after: SiteswapView) -> Mapping[str, float]:
        counts: Counter[str] = Counter()
        if after.performance is not None and before.performance is None:
            counts["performances"] += 1
        grown = _on_table(after) - _on_table(before)
        if grown:
            counts["patterns laid"] += 1
            counts["laid cards"] += grown
        counts["recognised"] += after.recognised - before.recognised
        ended = after.phase is Phase.OVER and before.phase is not Phase.OVER
        if after.turn != before.turn or ended:
            counts["turns"] += 1
            counts[f"turns {before.turn}"] += 1
        return counts

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        performances = totals.get("performances", 0)
        laid = totals.get("patterns laid", 0)
        return [
            f"turns per game: {per(totals.get('turns', 0), games)}",
            f"performances per game: {per(performances, games)}, "
            f"named by a guess: {share(totals.get('recognised', 0), performances)}, "
            f"laid in all: {share(laid, performances)}",
            f"cards a laid pattern shed: {per(totals.get('laid cards', 0), laid)}",
        ]

    def describe_games(self, games: Sequence[Mapping[str, float]], players: int) -> list[str]:
        if not games:
            return []
        turns = [[game.get(f"turns {seat}", 0) for seat in range(players)] for game in games]
        early = sum(min(seats) == 0 for seats in turns)
        return [
            f"games over before every seat had a turn: {share(early, len(games))}",
            f"median over games of the median turns per seat: "
            f"{median(median(seats) for seats in turns):g}",
        ]
