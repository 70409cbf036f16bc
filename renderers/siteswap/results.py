"""The end of a Siteswap game: who won, the cards each player kept, the table."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.core.messages import msg, nmsg
from engines.siteswap.views import SiteswapView
from renderers.i18n import SOURCE, text
from renderers.siteswap.table import WIDTH, draw_table, seat_names
from renderers.theme import GOLD, PANEL, TEXT
from renderers.widgets import draw_text, wrap

LINE = 28
SIZE = 20


def result_lines(view: SiteswapView, labels: list[str], locale: str = SOURCE) -> list[str]:
    """Who won, then the cards each player kept: the fewest win."""
    winners = ", ".join(labels[seat] for seat in view.winners) or text(msg("nobody"), locale)
    headline = nmsg("Winner: {names}", "Winners: {names}", max(1, len(view.winners)),
                    names=winners)  # fmt: skip
    return [text(headline, locale)] + [
        text(nmsg("{name}: {count} card left", "{name}: {count} cards left", count,
                  name=labels[seat]), locale)
        for seat, count in enumerate(view.hand_counts)
    ]  # fmt: skip


def draw_results(
    view: SiteswapView, names: Sequence[str] | None, locale: str = SOURCE
) -> Image.Image:
    if view.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    lines = result_lines(view, seat_names(view, names), locale)
    shown = [
        (piece, index == 0)
        for index, line in enumerate(lines)
        for piece in wrap(line, 22 if index == 0 else SIZE, index == 0, WIDTH - 32)
    ]
    table = draw_table(view, names, locale)
    panel = 16 + LINE * len(shown)
    canvas = Image.new("RGB", (WIDTH, table.height + panel), PANEL)
    canvas.paste(table, (0, 0))
    for index, (line, first) in enumerate(shown):
        draw_text(canvas, (16, table.height + 22 + index * LINE), line, 22 if first else SIZE,
                  GOLD if first else TEXT, PANEL, bold=first, anchor="middle")  # fmt: skip
    return canvas
