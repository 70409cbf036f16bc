"""A Boromir player's private picture: their hand and their side, once they know it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_NAMES, SUIT_SYMBOLS
from renderers import cards
from renderers.theme import FELT, GOLD, PANEL, PICTURE_WIDTH, TEXT, TEXT_DIM
from renderers.widgets import draw_text, wrap

WIDTH = PICTURE_WIDTH
MARGIN = 16
SIZE = 18
LINE = 24
CARD = cards.LARGE


def side_line(view: BoromirView) -> str:
    """The seat's own side in words, or why it is not known yet."""
    if view.players > 2:
        suit = view.my_side or ""
        return f"Your suit: {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]} (only you know)"
    if view.my_side == "black":
        if view.black_seat is not None:
            return "You are BLACK: the J♠ is yours, and shown"
        return "You are BLACK: you drew the J♠ (only you know)"
    if view.my_side == "red":
        return "You are RED: the other player showed the J♠"
    if view.stalemate:
        return "Nobody drew the J♠: a stalemate"
    return "Colour not known yet: you have not drawn the J♠"


def stacks_line(view: BoromirView) -> str:
    if view.players == 2:
        return f"Stacks now: black {view.stacks.get('black', 0)} · red {view.stacks.get('red', 0)}"
    shown = " · ".join(f"{SUIT_SYMBOLS[s]} {view.stacks.get(s, 0)}" for s in "cdhs")
    return f"Stacks now: {shown}"


def draw_hand(view: BoromirView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat view")
    side = wrap(side_line(view), SIZE, True, WIDTH - 2 * MARGIN)
    header = 12 + LINE + len(side) * LINE + 8
    cards_top = header + 14
    height = cards_top + CARD[1] + 14 + LINE + 8
    canvas = Image.new("RGB", (WIDTH, height), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, header), fill=PANEL)
    draw_text(canvas, (MARGIN, 12 + LINE / 2), f"YOUR HAND ({len(view.hand)} cards)", 22, GOLD,
              PANEL, bold=True, anchor="middle")  # fmt: skip
    for number, line in enumerate(side):
        draw_text(canvas, (MARGIN, 12 + LINE * (number + 1.5)), line, SIZE, TEXT, PANEL,
                  bold=True, anchor="middle")  # fmt: skip
    room = WIDTH - 2 * MARGIN - CARD[0]
    step = min(CARD[0] + 10, room // max(1, len(view.hand) - 1))
    spread = CARD[0] + step * max(0, len(view.hand) - 1)
    left = (WIDTH - spread) // 2
    for index, card in enumerate(view.hand):
        canvas.paste(cards.face(card, CARD, four_colour, FELT), (left + index * step, cards_top))
    if not view.hand:
        draw_text(canvas, (WIDTH // 2, cards_top + CARD[1] / 2), "No cards in hand", 22,
                  TEXT_DIM, FELT, align="centre", anchor="middle")  # fmt: skip
    draw_text(canvas, (WIDTH // 2, height - 8 - LINE / 2), stacks_line(view), SIZE, TEXT, FELT,
              bold=True, align="centre", anchor="middle")  # fmt: skip
    return canvas
