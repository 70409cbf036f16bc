"""Words for the choices a Siteswap player makes. None of them says an unrevealed
pattern: laid patterns are face up, guesses are typed."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.cards import Card
from engines.siteswap.cards import value
from engines.siteswap.patterns import text
from engines.siteswap.piles import SEAT_LETTERS
from engines.siteswap.state import Laid
from engines.siteswap.views import LaidView, SiteswapView

KINDS = {
    "lay": "Lay a new pattern",
    "extend": "Extend a pattern on the table",
    "trick": "Juggle a trick (no siteswap)",
    "draw": "Take a card (you hold fewer than 3)",
    "pass": "Pass (and draw)",
    "guess": "Guess the pattern",
    "stop": "No more guesses",
    "report": "Report how it went",
    "right": "That guess is right",
    "take": "Take a card",
    "give": "Discard a card",
    "trick_discard": "Discard two cards and draw two",
    "keep": "Keep my cards",
    "hint": "Show the next hint",
}
SOURCES = {"pickup": "Top of the pick-up pile (unseen)", "none": "Keep my cards"}
RESULTS = {"clean": "20 cycles clean", "dropped": "Dropped"}


def label(view: SiteswapView, field: str, value_: object) -> str:
    if field == "kind":
        return KINDS.get(str(value_), str(value_))
    if field == "target" and isinstance(value_, int) and value_ < len(view.table):
        laid = view.table[value_]
        return f"{SEAT_LETTERS[laid.owner]}'s {text(laid.values)}"
    if field == "source":
        if value_ == "discard" and view.discard_top is not None:
            return f"Discard top: {_card(view, view.discard_top)}"
        return SOURCES.get(str(value_), str(value_))
    if field == "result":
        trick = view.performance is not None and view.performance.kind == "trick"
        return "Nobody named it: stop" if trick else RESULTS.get(str(value_), str(value_))
    if field == "guesser" and isinstance(value_, int):
        return f"{SEAT_LETTERS[value_]} named it"
    if isinstance(value_, Card):
        return _card(view, value_)
    return str(value_)


def table_summary(table: Sequence[Laid] | Sequence[LaidView], players: int) -> list[str]:
    """The end of a game in one line per player: the patterns face up under their name.
    (The standings, cards left, are the results' own lines.)"""
    lines = []
    for seat in range(players):
        own = [text(tuple(laid.values)) for laid in table if laid.owner == seat]
        lines.append(f"{SEAT_LETTERS[seat]} laid " + (", ".join(own) if own else "nothing"))
    return lines


def _card(view: SiteswapView, card: Card) -> str:
    """A card with the throw it makes for the viewer: "10♠ (0)"."""
    flashed = view.flashed[view.seat] if view.seat is not None else 9
    return f"{card.symbol} ({value(card, flashed)})"
