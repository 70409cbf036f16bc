"""Words for the choices a Heroes player makes. Hidden heroes are named by position
only; a hand's owner sees their own heroes' names."""

from __future__ import annotations

from engines.heroes.places import SEAT_LETTERS
from engines.heroes.roster import hero
from engines.heroes.views import HeroesView

KINDS = {
    "open": "Take from the Open Pool",
    "hidden": "Take blind from the Hidden Pool",
    "done": "End the turn",
    "swap": "Joker: Swap",
    "sabotage": "Joker: Sabotage",
    "ban": "Joker: Ban",
    "protect": "Joker: Protection",
    "pick": "Add to my lineup",
    "unpick": "Take back my last pick",
    "lock": "Lock in my lineup",
}


def _ref(view: HeroesView, seat: int, ref: str | None) -> str:
    if ref is None:
        return "no second hero (they hold only one)"
    number = int(ref[1:])
    if ref[0] == "t":
        return f"on the table: {hero(number).card}"
    if seat == view.seat:
        return f"in my hand: {hero(view.hand[number]).card}"
    return f"hidden card {number + 1} of their hand"


def label(view: HeroesView, field: str, value: object) -> str:
    if field == "kind":
        return KINDS.get(str(value), str(value))
    if field == "hero" and isinstance(value, int):
        return hero(value).card
    if field == "target" and isinstance(value, int):
        return f"Player {SEAT_LETTERS[value]}"
    if field == "mine" and view.seat is not None:
        return _ref(view, view.seat, str(value))
    if field in ("theirs", "first", "second"):
        return str(value) if value is None else _ref_any(view, value)
    return str(value)


def _ref_any(view: HeroesView, value: object) -> str:
    """A reference into the chosen target's possession: by position when hidden."""
    ref = str(value)
    number = int(ref[1:])
    return f"hidden card {number + 1}" if ref[0] == "h" else f"on the table: {hero(number).card}"
