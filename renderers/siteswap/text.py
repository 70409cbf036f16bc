"""Siteswap in the terminal: the table in lines (the performance drawn with
characters is `text_juggler`)."""

from __future__ import annotations

from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView

LETTERS = "ABCDEF"


class SiteswapText:
    def seat_names(self, view: SiteswapView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: SiteswapView, people: list[str]) -> list[str]:
        seats = " · ".join(
            f"{LETTERS[seat]} ({people[seat]}) {_cards(view.hand_counts[seat])}"
            for seat in range(view.players)
        )
        lines = [f"Players: {seats}"]
        top = view.discard_top.symbol if view.discard_top is not None else "—"
        lines.append(f"Pick-up pile: {view.pickup_count} cards · discard pile top: {top}")
        if view.table:
            lines.append("Patterns on the table:")
            lines += [
                f"  {index + 1}. {LETTERS[laid.owner]}'s {text(laid.values)}"
                + (f" ({laid.variation})" if laid.variation else "")
                for index, laid in enumerate(view.table)
            ]
        else:
            lines.append("No pattern on the table yet.")
        performance = view.performance
        if performance is not None:
            who = LETTERS[performance.performer]
            what = "a trick" if performance.kind == "trick" else f"{performance.cards} cards"
            lines.append(f"{who} is juggling {what}" + (
                f", {performance.variation}" if performance.variation else "") + ".")  # fmt: skip
        if view.seat is not None:
            own = " ".join(
                f"{card.symbol}={throw}" for card, throw in zip(view.hand, view.hand_values,
                                                                 strict=True)
            )  # fmt: skip
            lines.append(f"Your cards (card=throw): {own or '—'}")
        return lines


TEXT_TABLE = SiteswapText()


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"
