"""Words for the choices a Boromir player makes, shown on buttons and menus."""

from __future__ import annotations

from engines.boromir.views import BoromirView
from engines.core.cards import Card
from engines.core.messages import Line, Message, msg

KINDS = {
    "capture": msg("Capture with a stack"),
    "joker": msg("Lay a card on the joker"),
    "pass": msg("Pass (no capture possible)"),
}


def stack_words(view: BoromirView, spot: int) -> Message:
    """`Q♥ ×3 at spot 4`: the top card, the height when there is more than one card,
    and the spot, as the ring shows them in the terminal and on the table picture."""
    stack = view.ring[spot]
    if stack.height > 1:
        return msg("{card} ×{height} at spot {spot}", card=stack.top.symbol,
                   height=stack.height, spot=spot + 1)  # fmt: skip
    return msg("{card} at spot {spot}", card=stack.top.symbol, spot=spot + 1)


def label(view: BoromirView, field: str, value: object) -> Line:
    if field == "kind":
        return KINDS.get(str(value), str(value))
    if field == "stack" and isinstance(value, int):
        return stack_words(view, value)
    if field == "onto" and isinstance(value, int):
        return msg("onto {stack}", stack=stack_words(view, value))
    if field in ("fill", "card"):
        return value.symbol if isinstance(value, Card) else str(value)
    return str(value)
