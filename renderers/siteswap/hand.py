"""A Siteswap player's private picture: their cards and the throw each one makes."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import msg
from engines.siteswap.views import SiteswapView
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.theme import FELT, GOLD, PANEL, PICTURE_WIDTH, TEXT
from renderers.widgets import draw_text

WIDTH = PICTURE_WIDTH
CARD = cards.MEDIUM
STEP = CARD[0] + 12
PER_ROW = (WIDTH - 32 + 12) // STEP
HEADER = 2 * 24 + 20
ROW = CARD[1] + 40


def draw_hand(view: SiteswapView, names: Sequence[str] | None, locale: str = SOURCE) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat view")
    rows = max(1, (len(view.hand) + PER_ROW - 1) // PER_ROW)
    height = HEADER + 14 + rows * ROW + 6
    canvas = Image.new("RGB", (WIDTH, height), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    title = text(msg("YOUR CARDS ({count})", count=len(view.hand)), locale)
    draw_text(canvas, (16, 10 + 12), title, 22, GOLD, PANEL, bold=True, anchor="middle")
    flashed = msg("each card is a throw · most balls flashed: {flashed}",
                  flashed=view.flashed[view.seat])  # fmt: skip
    draw_text(canvas, (16, 10 + 36), text(flashed, locale), 18, TEXT, PANEL, anchor="middle",
              width=WIDTH - 32)  # fmt: skip
    for index, (card, throw) in enumerate(zip(view.hand, view.hand_values, strict=True)):
        left = 16 + (index % PER_ROW) * STEP
        top = HEADER + 14 + (index // PER_ROW) * ROW
        canvas.paste(cards.face(card, CARD, True, FELT), (left, top))
        # The throw under each card: it differs from the print for the ace and the 10.
        draw_text(canvas, (left + CARD[0] / 2, top + CARD[1] + 16), f"= {throw}", 18, TEXT,
                  FELT, bold=True, align="centre", anchor="middle")  # fmt: skip
    if not view.hand:
        draw_text(canvas, (WIDTH // 2, HEADER + 14 + ROW / 2), text(msg("No cards left"), locale),
                  22, TEXT, FELT, align="centre", anchor="middle")  # fmt: skip
    return canvas
