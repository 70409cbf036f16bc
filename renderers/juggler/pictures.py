"""The Juggler pictures as PNG bytes; the package re-exports them."""

from __future__ import annotations

from collections.abc import Sequence

from renderers.i18n import SOURCE
from renderers.juggler.hand import draw_hand
from renderers.juggler.labels import require_view
from renderers.juggler.results import draw_results
from renderers.juggler.table import draw_table
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
    """A seat's own letters as PNG bytes; ValueError for a public view."""
    return encode_png(draw_hand(require_view(view), names, four_colour, locale))


def render_results(
    view: object,
    names: Sequence[str] | None = None,
    *,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> bytes:
    """The latest round's hands, words and points as PNG bytes; ValueError before any."""
    return encode_png(draw_results(require_view(view), names, four_colour, locale))
