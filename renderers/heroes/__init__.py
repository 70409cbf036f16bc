"""Heroes pictures: the table for the thread, a player's heroes, the final lineups.

Each takes a view (never the game state) and optional display names per seat.
Hidden heroes appear only as numbered backs; lineups only once revealed.
"""

from __future__ import annotations

from collections.abc import Sequence

from renderers.heroes.describe import describe_hand, describe_results, describe_table
from renderers.heroes.hand import draw_hand
from renderers.heroes.results import draw_results
from renderers.heroes.table import draw_table, require_view
from renderers.heroes.text import TEXT_TABLE
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


def render_table(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
                 ) -> bytes:  # fmt: skip
    """The table as PNG bytes, from the view's public parts only, its words in `locale`."""
    return encode_png(draw_table(require_view(view), names, locale))


def render_hand(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
                ) -> bytes:  # fmt: skip
    """A seat's heroes as PNG bytes; ValueError for a public view."""
    return encode_png(draw_hand(require_view(view), names, locale))


def render_results(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
                   ) -> bytes:  # fmt: skip
    """Every lineup and its points as PNG bytes; ValueError before the reveal."""
    return encode_png(draw_results(require_view(view), names, locale))
