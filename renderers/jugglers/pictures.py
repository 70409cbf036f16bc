"""The Jugglers pictures as PNG bytes; the package re-exports them."""

from __future__ import annotations

from collections.abc import Sequence

from renderers.i18n import SOURCE
from renderers.jugglers.hand import draw_hand
from renderers.jugglers.labels import require_view
from renderers.jugglers.results import draw_results
from renderers.jugglers.table import draw_table
from renderers.theme import encode_png


def render_table(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """The table as PNG bytes, drawn from the view's public parts only, its words in
    `locale`."""
    return encode_png(draw_table(require_view(view), names, four_colour, locale))


def render_hand(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """A seat's sigil and hand as PNG bytes; ValueError for a public view."""
    return encode_png(draw_hand(require_view(view), names, four_colour, locale))


def render_results(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """The latest round's reveal and scores as PNG bytes; ValueError before any round ends."""
    return encode_png(draw_results(require_view(view), names, four_colour, locale))
