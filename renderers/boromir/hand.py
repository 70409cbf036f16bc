"""A Boromir player's private picture: their hand and their side, once they know it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_NAMES, SUIT_SYMBOLS
from renderers import cards
from renderers.theme import FELT, GOLD, PANEL, TEXT, TEXT_DIM
from renderers.widgets import draw_text

WIDTH, HEIGHT = 620, 300
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
    canvas = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, 96), fill=PANEL)
    draw_text(canvas, (16, 30), "YOUR HAND", 24, GOLD, PANEL, bold=True, anchor="middle")
    draw_text(canvas, (16, 70), side_line(view), 20, TEXT, PANEL, bold=True, anchor="middle",
              width=WIDTH - 32)  # fmt: skip
    width = CARD[0] + 12
    left = (WIDTH - width * max(1, len(view.hand)) + 12) // 2
    for index, card in enumerate(view.hand):
        canvas.paste(cards.face(card, CARD, four_colour, FELT), (left + index * width, 118))
    if not view.hand:
        draw_text(canvas, (WIDTH // 2, 180), "No cards in hand", 22, TEXT_DIM, FELT,
                  align="centre", anchor="middle")  # fmt: skip
    draw_text(canvas, (WIDTH // 2, HEIGHT - 26), stacks_line(view), 20, TEXT, FELT, bold=True,
              align="centre", anchor="middle")  # fmt: skip
    return canvas
