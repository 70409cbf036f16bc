"""Siteswap pictures: the table for the thread, a player's cards, the final result,
and the terminal's table and character animation.

Each takes a view (never the game state) and optional display names per seat.
No picture or text shows the numbers of a pattern that is still being guessed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from renderers.i18n import SOURCE
from renderers.siteswap.animation import draw_performance
from renderers.siteswap.describe import (
    describe_hand,
    describe_performance,
    describe_results,
    describe_table,
)
from renderers.siteswap.hand import draw_hand
from renderers.siteswap.results import draw_results
from renderers.siteswap.table import draw_table, require_view
from renderers.siteswap.text import TEXT_TABLE
from renderers.siteswap.text_juggler import text_animation
from renderers.theme import encode_png

__all__ = [
    "TEXT_TABLE",
    "describe_hand",
    "describe_performance",
    "describe_results",
    "describe_table",
    "preview",
    "render_hand",
    "render_performance",
    "render_results",
    "render_table",
    "text_animation",
]


def preview(seed: int = 1) -> Iterator[tuple[str, bytes]]:
    """Named sample pictures of telling moments, for `python -m renderers.preview`."""
    # Imported here: only previews need the sample games.
    from renderers.siteswap.samples import pictures

    return pictures(seed)


def render_table(
    view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
) -> bytes:
    """The table as PNG bytes, from the view's public parts only, its words in `locale`."""
    return encode_png(draw_table(require_view(view), names, locale))


def render_hand(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE) -> bytes:
    """A seat's cards as PNG bytes; ValueError for a public view."""
    return encode_png(draw_hand(require_view(view), names, locale))


def render_results(
    view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
) -> bytes:
    """The final result as PNG bytes; ValueError before the game is over."""
    return encode_png(draw_results(require_view(view), names, locale))


def render_performance(view: object, names: Sequence[str] | None = None) -> bytes | None:
    """The pattern being juggled as an animated GIF, from the view's `performance` only;
    None when there is nothing to watch."""
    return draw_performance(require_view(view))
