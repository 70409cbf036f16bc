"""A Siteswap player's private picture: their cards and the throw each one makes."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.views import SiteswapView
from renderers import cards
from renderers.theme import FELT, GOLD, PANEL, TEXT
from renderers.widgets import draw_text

WIDTH = 760
CARD = cards.MEDIUM
PER_ROW = 10


def draw_hand(view: SiteswapView, names: Sequence[str] | None) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat view")
    rows = max(1, (len(view.hand) + PER_ROW - 1) // PER_ROW)
    height = 70 + rows * (CARD[1] + 44) + 10
    canvas = Image.new("RGB", (WIDTH, height), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, 56), fill=PANEL)
    draw_text(canvas, (16, 28), "YOUR CARDS", 24, GOLD, PANEL, bold=True, anchor="middle")
    flashed = view.flashed[view.seat]
    draw_text(canvas, (WIDTH - 16, 28), f"card = throw · most balls flashed: {flashed}", 20,
              TEXT, PANEL, align="right", anchor="middle")  # fmt: skip
    step = CARD[0] + 12
    for index, (card, throw) in enumerate(zip(view.hand, view.hand_values, strict=True)):
        left = 16 + (index % PER_ROW) * step
        top = 70 + (index // PER_ROW) * (CARD[1] + 44)
        canvas.paste(cards.face(card, CARD, True, FELT), (left, top))
        # The throw under each card: it differs from the print for the ace and the 10.
        draw_text(canvas, (left + CARD[0] / 2, top + CARD[1] + 20), f"= {throw}", 18, TEXT,
                  FELT, bold=True, align="centre", anchor="middle")  # fmt: skip
    if not view.hand:
        draw_text(canvas, (WIDTH // 2, 120), "No cards left", 24, TEXT, FELT, align="centre",
                  anchor="middle")  # fmt: skip
    return canvas
