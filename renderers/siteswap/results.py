"""The end of a Siteswap game: who won, the cards each player kept, the table."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.siteswap.views import SiteswapView
from renderers.siteswap.table import WIDTH, draw_table, seat_names
from renderers.theme import GOLD, PANEL, TEXT
from renderers.widgets import draw_text, wrap

LINE = 28
SIZE = 20


def draw_results(view: SiteswapView, names: Sequence[str] | None) -> Image.Image:
    if view.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    labels = seat_names(view, names)
    winners = ", ".join(labels[seat] for seat in view.winners) or "nobody"
    lines = [("Winners: " if len(view.winners) > 1 else "Winner: ") + winners]
    lines += [
        f"{labels[seat]}: {count} card{'s' if count != 1 else ''} left"
        for seat, count in enumerate(view.hand_counts)
    ]
    shown = [
        (piece, index == 0)
        for index, line in enumerate(lines)
        for piece in wrap(line, 22 if index == 0 else SIZE, index == 0, WIDTH - 32)
    ]
    table = draw_table(view, names)
    panel = 16 + LINE * len(shown)
    canvas = Image.new("RGB", (WIDTH, table.height + panel), PANEL)
    canvas.paste(table, (0, 0))
    for index, (line, first) in enumerate(shown):
        draw_text(canvas, (16, table.height + 22 + index * LINE), line, 22 if first else SIZE,
                  GOLD if first else TEXT, PANEL, bold=first, anchor="middle")  # fmt: skip
    return canvas
