"""Heroes figures for `simulate`, from public views only: jokers and final points."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from engines.core.figures import Figures
from engines.core.messages import english
from engines.heroes.views import HeroesView

JOKERS = ("Swap", "Sabotage", "Ban", "Protection")


class HeroesFigures(Figures):
    score_name = "final points"

    def count(self, before: HeroesView, after: HeroesView) -> Mapping[str, float]:
        counts: Counter[str] = Counter()
        for line in after.log:
            for joker in JOKERS:
                counts[joker] += f"the joker: {joker}" in english(line)
        return counts

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        used = ", ".join(f"{joker} {totals.get(joker, 0) / max(1, games):.2f}" for joker in JOKERS)
        return [f"jokers played per game: {used}"]
