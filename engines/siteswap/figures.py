"""Siteswap figures for `simulate`, from public views only: how long games last, how
often patterns are recognised, how long they are."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from engines.core.figures import Figures, per
from engines.siteswap.state import Phase
from engines.siteswap.views import SiteswapView


class SiteswapFigures(Figures):
    score_name = "cards left (negative)"

    def count(self, before: SiteswapView, after: SiteswapView) -> Mapping[str, float]:
        counts: Counter[str] = Counter()
        if after.performance is not None and before.performance is None:
            counts["performances"] += 1
            counts["performed cards"] += after.performance.cards
        counts["recognised"] += after.recognised - before.recognised
        ended = after.phase is Phase.OVER and before.phase is not Phase.OVER
        if after.turn != before.turn or ended:
            counts["turns"] += 1
        return counts

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        performances = totals.get("performances", 0)
        return [
            f"turns per game: {per(totals.get('turns', 0), games)}",
            f"patterns juggled per game: {per(performances, games)}, "
            f"recognised by a guess: {per(100 * totals.get('recognised', 0), performances)}%",
            f"cards per pattern: {per(totals.get('performed cards', 0), performances)}",
        ]
