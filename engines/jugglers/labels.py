"""Words for the choices a Jugglers player makes, shown on buttons and menus."""

from __future__ import annotations

from engines.core.cards import Card
from engines.jugglers.actions import DECK
from engines.jugglers.state import Spot
from engines.jugglers.views import JugglersView

KINDS = {"play": "Play a card", "influence": "Secret influence", "dummy": "Aim your dummy"}


def _spot_label(view: JugglersView, spot: Spot) -> str:
    if spot is Spot.JOKER:
        return "Joker's hand"
    policy = view.draft(spot).policy
    return f"{spot.value.capitalize()} hand ({policy.symbol if policy else 'no policy'})"


def label(view: JugglersView, field: str, value: object) -> str:
    if field == "kind":
        return KINDS.get(str(value), str(value))
    if field == "card":
        return (
            "Top of the deck (unseen)"
            if value == DECK
            else (value.symbol if isinstance(value, Card) else str(value))
        )
    if field == "target":
        return _spot_label(view, Spot(value))
    if field == "count":
        return "Include none" if value == 0 else f"Include {value}"
    return str(value)
