"""The end of a Siteswap game: who won, the cards each player kept, the table."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.views import SiteswapView
from renderers.siteswap.table import WIDTH, draw_table, seat_names
from renderers.theme import GOLD, PANEL, TEXT
from renderers.widgets import draw_text

LINE = 32


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
    table = draw_table(view, names)
    panel = 16 + LINE * len(lines)
    canvas = Image.new("RGB", (WIDTH, table.height + panel), PANEL)
    canvas.paste(table, (0, 0))
    ImageDraw.Draw(canvas).rectangle((0, table.height, WIDTH, table.height + panel), fill=PANEL)
    for index, line in enumerate(lines):
        draw_text(canvas, (16, table.height + 24 + index * LINE), line, 24 if index == 0 else 20,
                  GOLD if index == 0 else TEXT, PANEL, bold=index == 0, anchor="middle",
                  width=WIDTH - 32)  # fmt: skip
    return canvas
