"""Words for the choices a Jugglers player makes, shown on buttons and menus."""

from __future__ import annotations

from engines.core.cards import Card
from engines.core.messages import Line, msg
from engines.jugglers.actions import DECK
from engines.jugglers.state import Spot
from engines.jugglers.views import JugglersView

KINDS = {
    "play": msg("Play a card"),
    "influence": msg("Secret influence"),
    "dummy": msg("Aim your dummy"),
}


def _spot_label(view: JugglersView, spot: Spot) -> Line:
    """A hand with the policy at stake on it ("Left hand (K♠)"): the symbol is the same in
    every language, the words around it are not."""
    if spot is Spot.JOKER:
        return msg("Joker's hand")
    policy = view.draft(spot).policy
    if spot is Spot.LEFT:
        if policy is None:
            return msg("Left hand (no policy)")
        return msg("Left hand ({policy})", policy=policy.symbol)
    if policy is None:
        return msg("Right hand (no policy)")
    return msg("Right hand ({policy})", policy=policy.symbol)


def label(view: JugglersView, field: str, value: object) -> Line:
    if field == "kind":
        return KINDS.get(str(value), str(value))
    if field == "card":
        if value == DECK:
            return msg("Top of the deck (unseen)")
        return value.symbol if isinstance(value, Card) else str(value)
    if field == "target":
        return _spot_label(view, Spot(value))
    if field == "count":
        return msg("Include none") if value == 0 else msg("Include {number}", number=str(value))
    return str(value)
