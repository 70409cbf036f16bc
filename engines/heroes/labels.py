"""Words for the choices a Heroes player makes. Hidden heroes are named by position
only; a hand's owner sees their own heroes' names."""

from __future__ import annotations

from engines.core.messages import Line, Message, msg
from engines.heroes.places import SEAT_LETTERS
from engines.heroes.roster import HOUSE_WORDS, hero
from engines.heroes.views import HeroesView

KINDS = {
    "open": msg("Take from the Open Pool"),
    "hidden": msg("Take blind from the Hidden Pool"),
    "done": msg("End the turn"),
    "swap": msg("Joker: Swap"),
    "sabotage": msg("Joker: Sabotage"),
    "ban": msg("Joker: Ban"),
    "protect": msg("Joker: Protection"),
    "pick": msg("Add to my lineup"),
    "unpick": msg("Take back my last pick"),
    "lock": msg("Lock in my lineup"),
}
NO_SECOND = msg("no second hero (they hold only one)")


def _ref(view: HeroesView, seat: int, ref: str | None) -> Message:
    if ref is None:
        return NO_SECOND
    number = int(ref[1:])
    if ref[0] == "t":
        return msg("on the table: {hero}", hero=hero(number).words)
    if seat == view.seat:
        return msg("in my hand: {hero}", hero=hero(view.hand[number]).words)
    return msg("hidden card {number} of their hand", number=number + 1)


def label(view: HeroesView, field: str, value: object) -> Line:
    if field == "kind":
        return KINDS.get(str(value), str(value))
    if field == "hero" and isinstance(value, int):
        return hero(value).words
    if field == "house" and isinstance(value, str) and value in HOUSE_WORDS:
        return HOUSE_WORDS[value]
    if field == "target" and isinstance(value, int):
        return msg("Player {seat}", seat=SEAT_LETTERS[value])
    if field == "mine" and view.seat is not None:
        return _ref(view, view.seat, str(value))
    if field in ("theirs", "first", "second"):
        return NO_SECOND if value is None else _ref_any(value)
    return str(value)


def _ref_any(value: object) -> Message:
    """A reference into the chosen target's possession: by position when hidden."""
    ref = str(value)
    number = int(ref[1:])
    if ref[0] == "h":
        return msg("hidden card {number}", number=number + 1)
    return msg("on the table: {hero}", hero=hero(number).words)
