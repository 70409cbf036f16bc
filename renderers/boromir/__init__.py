"""Boromir pictures: the ring for the thread, a player's hand, the final count.

Each takes a view (never the game state) and optional display names per seat.
With two players the game is about red against black, so cards keep the two
classic colours; with three or four, every suit counts for someone, and the
four-colour look (the default) tells them apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from renderers.boromir.describe import describe_hand, describe_results, describe_table
from renderers.boromir.hand import draw_hand
from renderers.boromir.results import draw_results
from renderers.boromir.table import draw_table, require_view
from renderers.boromir.text import TEXT_TABLE
from renderers.i18n import SOURCE
from renderers.theme import encode_png

__all__ = [
    "TEXT_TABLE",
    "describe_hand",
    "describe_results",
    "describe_table",
    "render_hand",
    "render_results",
    "render_table",
]


def _colours(view: object, four_colour: bool) -> bool:
    return four_colour and require_view(view).players > 2


def render_table(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """The ring as PNG bytes, from the view's public parts only, its words in `locale`."""
    return encode_png(draw_table(require_view(view), names, _colours(view, four_colour), locale))


def render_hand(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """A seat's hand and side as PNG bytes; ValueError for a public view."""
    return encode_png(draw_hand(require_view(view), names, _colours(view, four_colour), locale))


def render_results(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """The final ring and count as PNG bytes; ValueError before the game is over."""
    return encode_png(draw_results(require_view(view), names, _colours(view, four_colour), locale))
