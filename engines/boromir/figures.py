"""Boromir balance figures for `simulate`, from public views only: how games end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from engines.boromir.views import BoromirView
from engines.core.figures import Figures, share


class BoromirFigures(Figures):
    score_name = "stacks of own colour (suit)"

    def count(self, before: BoromirView, after: BoromirView) -> Mapping[str, float]:
        counts: Counter[str] = Counter()
        if after.last_capture is not None and after.last_capture != before.last_capture:
            counts["captures"] += 1
            counts["joker covers"] += after.last_capture.source is None
        if before.black_seat is None and after.black_seat is not None and after.ending is None:
            counts["jack shown"] += 1
        if after.ending is not None and before.ending is None:
            counts[f"ended: {after.ending.value}"] += 1
            counts["stalemates"] += after.stalemate
        return counts

    def describe(self, totals: Mapping[str, float], games: int) -> list[str]:
        return [
            f"captures per game: {totals.get('captures', 0) / max(1, games):.1f} "
            f"(joker covered in {share(totals.get('joker covers', 0), games)} of games)",
            "games ended by nobody able to capture: "
            f"{share(totals.get('ended: no_moves', 0), games)}, by one colour (suit) everywhere: "
            f"{share(totals.get('ended: one_colour', 0), games)}",
            "stalemates (no Jack of Spades drawn, 2 players): "
            f"{share(totals.get('stalemates', 0), games)}",
            "Jack of Spades played face up before the end: "
            f"{share(totals.get('jack shown', 0), games)}",
        ]
