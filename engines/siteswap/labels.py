"""Words for the choices a Siteswap player makes. None of them says an unrevealed
pattern: laid patterns are face up, guesses are typed."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.cards import Card
from engines.core.messages import Line, msg
from engines.siteswap.cards import value
from engines.siteswap.patterns import text
from engines.siteswap.piles import SEAT_LETTERS
from engines.siteswap.state import Laid
from engines.siteswap.views import LaidView, SiteswapView

KINDS = {
    "lay": msg("Lay a new pattern"),
    "extend": msg("Extend a pattern on the table"),
    "trick": msg("Juggle a trick (no siteswap)"),
    "draw": msg("Take a card (you hold fewer than 3)"),
    "pass": msg("Pass (and draw)"),
    "guess": msg("Guess the pattern"),
    "stop": msg("No more guesses"),
    "report": msg("Report how it went"),
    "right": msg("That guess is right"),
    "take": msg("Take a card"),
    "give": msg("Discard a card"),
    "trick_discard": msg("Discard two cards and draw two"),
    "keep": msg("Keep my cards"),
    "hint": msg("Show the next hint"),
}
SOURCES = {"pickup": msg("Top of the pick-up pile (unseen)"), "none": msg("Keep my cards")}
RESULTS = {"clean": msg("20 cycles clean"), "dropped": msg("Dropped")}


def label(view: SiteswapView, field: str, value_: object) -> Line:
    if field == "kind":
        return KINDS.get(str(value_), str(value_))
    if field == "target" and isinstance(value_, int) and value_ < len(view.table):
        laid = view.table[value_]
        return msg("{name}'s {pattern}", name=SEAT_LETTERS[laid.owner], pattern=text(laid.values))
    if field == "source":
        if value_ == "discard" and view.discard_top is not None:
            return msg("Discard top: {card}", card=_card(view, view.discard_top))
        return SOURCES.get(str(value_), str(value_))
    if field == "result":
        trick = view.performance is not None and view.performance.kind == "trick"
        return msg("Nobody named it: stop") if trick else RESULTS.get(str(value_), str(value_))
    if field == "guesser" and isinstance(value_, int):
        return msg("{name} named it", name=SEAT_LETTERS[value_])
    if isinstance(value_, Card):
        return _card(view, value_)
    return str(value_)


def table_summary(table: Sequence[Laid] | Sequence[LaidView], players: int) -> list[Line]:
    """The end of a game in one line per player: the patterns face up under their name.
    (The standings, cards left, are the results' own lines.)"""
    lines: list[Line] = []
    for seat in range(players):
        own = [text(tuple(laid.values)) for laid in table if laid.owner == seat]
        lines.append(
            msg("{name} laid {patterns}", name=SEAT_LETTERS[seat], patterns=", ".join(own))
            if own else msg("{name} laid nothing", name=SEAT_LETTERS[seat])
        )  # fmt: skip
    return lines


def _card(view: SiteswapView, card: Card) -> str:
    """A card with the throw it makes for the viewer: "10♠ (0)"."""
    flashed = view.flashed[view.seat] if view.seat is not None else 9
    return f"{card.symbol} ({value(card, flashed)})"
