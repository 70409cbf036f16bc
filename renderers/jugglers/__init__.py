"""Jugglers pictures: the table for the thread, a player's hand, a round's results.

Each takes a view (never the game state) and optional display names per head,
index = head index; names for the seats alone are enough, dummies are then
named after their owners. `four_colour` gives each suit its own colour, which
reads better for colour-blind players, so it is on by default.
"""

from __future__ import annotations

from collections.abc import Sequence

from renderers.jugglers.hand import draw_hand
from renderers.jugglers.labels import require_view
from renderers.jugglers.results import draw_results
from renderers.jugglers.table import draw_table
from renderers.jugglers.text import TEXT_TABLE
from renderers.theme import encode_png

__all__ = ["TEXT_TABLE", "render_hand", "render_results", "render_table"]


def render_table(
    view: object, names: Sequence[str] | None = None, *, four_colour: bool = True
) -> bytes:
    """The table as PNG bytes, drawn from the view's public parts only."""
    return encode_png(draw_table(require_view(view), names, four_colour))


def render_hand(
    view: object, names: Sequence[str] | None = None, *, four_colour: bool = True
) -> bytes:
    """A seat's sigil and hand as PNG bytes; ValueError for a public view."""
    return encode_png(draw_hand(require_view(view), names, four_colour))


def render_results(
    view: object, names: Sequence[str] | None = None, *, four_colour: bool = True
) -> bytes:
    """The latest round's reveal and scores as PNG bytes; ValueError before any round ends."""
    return encode_png(draw_results(require_view(view), names, four_colour))
