"""Jugglers balance figures: how often policies pass, with which hands, and round points.

They come from the public recap of each gathering and the public round
results, so a simulation sees nothing a spectator could not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engines.core.figures import Figures, share
from engines.core.protocol import Outcome
from engines.jugglers.hands import Category, evaluate
from engines.jugglers.views import JugglersView

PASSED_BY = "passed with "


class JugglersFigures(Figures):
    score_name = "round points per seat"
    length_unit = "rounds"

    def length(self, final: Any, steps: int, players: int) -> float:
        """A game of this one is a number of rounds, each in the final view's results."""
        return float(len(final.results))

    def count(self, before: JugglersView, after: JugglersView) -> Mapping[str, float]:
        counts: Counter[str] = Counter()
        if after.recap is not None and after.recap != before.recap:
            for hand in after.recap.hands:
                if hand.policy is None:
                    continue
                counts["policies"] += 1
                if hand.passed:
                    counts["passed"] += 1
                    counts[PASSED_BY + evaluate(hand.cards).category.label] += 1
        for result in after.results[len(before.results) :]:
            counts["rounds"] += 1
            counts["seat rounds"] += len(result.points)
            counts["round points"] += sum(result.points)
            counts["winning points"] += max(result.points)
        return counts

    def samples(self, final: JugglersView, outcome: Outcome) -> list[float]:
        return [points for result in final.results for points in result.points]

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        policies, passed = totals.get("policies", 0), totals.get("passed", 0)
        rounds = totals.get("rounds", 0)
        lines = [
            f"  policies passed   {share(passed, policies)} ({passed:g} of {policies:g})",
            f"  rounds per game   {rounds / games:.2f}",
        ]
        if rounds:
            lines.append(
                f"  round points      {totals['round points'] / totals['seat rounds']:.2f} "
                f"per seat, {totals['winning points'] / rounds:.2f} for the round's winners"
            )
        if passed:
            lines.append("  passed policies by their winning hand:")
            for category in reversed(Category):
                count = totals.get(PASSED_BY + category.label, 0)
                if count:
                    label = category.label
                    lines.append(f"    {label:<20}{count:>7g}  {share(count, passed):>6}")
        return lines


FIGURES = JugglersFigures()
