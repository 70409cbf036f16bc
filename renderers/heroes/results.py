"""The end of a Heroes game: every lineup revealed, with its points."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.heroes.views import HeroesView
from renderers.heroes.cards import CARD, hero_card
from renderers.heroes.table import seat_names
from renderers.theme import FELT, GOLD, PANEL, PLATE, TEXT
from renderers.widgets import draw_text

WIDTH = 760


def draw_results(view: HeroesView, names: Sequence[str] | None) -> Image.Image:
    if view.lineups is None or view.points is None:
        raise ValueError("lineups are revealed only when the game is over")
    labels = seat_names(view, names)
    row = CARD[1] + 52
    canvas = Image.new("RGB", (WIDTH, 70 + view.players * row), FELT)
    draw = ImageDraw.Draw(canvas)
    draw.rectangle((0, 0, WIDTH, 56), fill=PANEL)
    best = max(view.points)
    winners = [labels[s] for s, points in enumerate(view.points) if points == best]
    headline = ("Winners: " if len(winners) > 1 else "Winner: ") + ", ".join(winners)
    draw_text(canvas, (16, 28), headline, 24, GOLD, PANEL, bold=True, anchor="middle",
              width=WIDTH - 32)  # fmt: skip
    for seat, lineup in enumerate(view.lineups):
        top = 66 + seat * row
        draw.rounded_rectangle((8, top, WIDTH - 8, top + 34), radius=10, fill=PLATE)
        draw_text(canvas, (20, top + 17), labels[seat], 20, TEXT, PLATE, bold=True,
                  anchor="middle", width=360)  # fmt: skip
        draw_text(canvas, (WIDTH - 20, top + 17),
                  f"{view.points[seat]} points (Star Bank {view.bank[seat]})", 20,
                  GOLD if view.points[seat] == best else TEXT, PLATE, bold=True, align="right",
                  anchor="middle")  # fmt: skip
        for index, hero_id in enumerate(lineup):
            canvas.paste(hero_card(hero_id, CARD, FELT), (16 + index * (CARD[0] + 6), top + 40))
    return canvas
