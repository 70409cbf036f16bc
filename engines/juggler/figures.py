"""Juggler balance figures: how often rounds are declared, what rounds score, how long words are.

They come from the public round results alone, so a simulation sees nothing
a spectator could not. A declarer who scores 0 broke the promise to use
every card; how often that happens says whether bots declare too boldly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engines.core.figures import Figures, per, share
from engines.core.protocol import Outcome
from engines.juggler.views import JugglerView


class JugglerFigures(Figures):
    score_name = "round points per seat"
    length_unit = "rounds"

    def length(self, final: Any, steps: int, players: int) -> float:
        """A game of this one is a number of rounds, each in the final view's results."""
        return float(len(final.results))

    def count(self, before: JugglerView, after: JugglerView) -> Mapping[str, float]:
        counts: Counter[str] = Counter()
        for result in after.results[len(before.results) :]:
            counts["rounds"] += 1
            counts["seat rounds"] += len(result.points)
            counts["round points"] += sum(result.points)
            accepted = [
                word
                for word, problem in zip(result.words, result.problems, strict=True)
                if word and problem is None
            ]
            counts["accepted words"] += len(accepted)
            counts["word letters"] += sum(len(word) for word in accepted)
            if result.declarer is not None:
                counts["declared"] += 1
                counts["declarer points"] += result.points[result.declarer]
                counts["failed declarations"] += result.points[result.declarer] == 0
        return counts

    def samples(self, final: JugglerView, outcome: Outcome) -> list[float]:
        return [points for result in final.results for points in result.points]

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        rounds, declared = totals.get("rounds", 0), totals.get("declared", 0)
        seat_rounds, accepted = totals.get("seat rounds", 0), totals.get("accepted words", 0)
        failed = totals.get("failed declarations", 0)
        return [
            f"  rounds per game      {rounds / games:.2f}",
            f"  rounds declared      {share(declared, rounds)} ({declared:g} of {rounds:g})",
            f"  round points         {per(totals.get('round points', 0), seat_rounds)} per seat, "
            f"{per(totals.get('declarer points', 0), declared)} for the declarer",
            f"  failed declarations  {share(failed, declared)} (the declarer scored 0)",
            f"  accepted words       {share(accepted, seat_rounds)} of hands at a reveal, "
            f"{per(totals.get('word letters', 0), accepted)} letters long on average",
        ]


FIGURES = JugglerFigures()
