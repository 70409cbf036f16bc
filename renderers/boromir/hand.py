"""A Boromir player's private picture: their hand and their side, once they know it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_SYMBOLS
from engines.core.messages import msg, nmsg
from renderers import cards
from renderers.boromir.table import suit_words
from renderers.i18n import SOURCE, text
from renderers.theme import FELT, GOLD, PANEL, PICTURE_WIDTH, TEXT, TEXT_DIM
from renderers.widgets import draw_text, wrap

WIDTH = PICTURE_WIDTH
MARGIN = 16
SIZE = 18
LINE = 24
CARD = cards.LARGE


def side_line(view: BoromirView, locale: str = SOURCE) -> str:
    """The seat's own side in words, or why it is not known yet."""
    if view.players > 2:
        suit = suit_words(view.my_side or "", locale)
        return text(msg("Your suit: {suit} (only you know)", suit=suit), locale)
    if view.my_side == "black":
        if view.black_seat is not None:
            return text(msg("You are BLACK: the J♠ is yours, and shown"), locale)
        return text(msg("You are BLACK: you drew the J♠ (only you know)"), locale)
    if view.my_side == "red":
        return text(msg("You are RED: the other player showed the J♠"), locale)
    if view.stalemate:
        return text(msg("Nobody drew the J♠: a stalemate"), locale)
    return text(msg("Colour not known yet: you have not drawn the J♠"), locale)


def stacks_line(view: BoromirView, locale: str = SOURCE) -> str:
    if view.players == 2:
        black, red = view.stacks.get("black", 0), view.stacks.get("red", 0)
        return text(msg("Stacks now: black {black} · red {red}", black=black, red=red), locale)
    shown = " · ".join(f"{SUIT_SYMBOLS[s]} {view.stacks.get(s, 0)}" for s in "cdhs")
    return text(msg("Stacks now: {counts}", counts=shown), locale)


def draw_hand(
    view: BoromirView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat view")
    side = wrap(side_line(view, locale), SIZE, True, WIDTH - 2 * MARGIN)
    header = 12 + LINE + len(side) * LINE + 8
    cards_top = header + 14
    height = cards_top + CARD[1] + 14 + LINE + 8
    canvas = Image.new("RGB", (WIDTH, height), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, header), fill=PANEL)
    heading = text(nmsg("YOUR HAND ({count} card)", "YOUR HAND ({count} cards)", len(view.hand)),
                   locale)  # fmt: skip
    draw_text(canvas, (MARGIN, 12 + LINE / 2), heading, 22, GOLD, PANEL, bold=True,
              anchor="middle")  # fmt: skip
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
        draw_text(canvas, (WIDTH // 2, cards_top + CARD[1] / 2), text(msg("No cards in hand"),
                  locale), 22, TEXT_DIM, FELT, align="centre", anchor="middle")  # fmt: skip
    draw_text(canvas, (WIDTH // 2, height - 8 - LINE / 2), stacks_line(view, locale), SIZE, TEXT,
              FELT, bold=True, align="centre", anchor="middle")  # fmt: skip
    return canvas
