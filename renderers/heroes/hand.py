"""A Heroes player's private picture: their hand, position by position, and their table,
with the lineup picked so far during Lock-in."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.heroes.views import HeroesView
from renderers.heroes.cards import CARD, hero_card
from renderers.theme import FELT, GOLD, PANEL, TEXT, TEXT_DIM
from renderers.widgets import draw_text

WIDTH = 760
PER_ROW = 7


def _cards(canvas: Image.Image, heroes: list[int], top: int, marks: set[int]) -> int:
    for index, hero_id in enumerate(heroes):
        left = 16 + (index % PER_ROW) * (CARD[0] + 6)
        y = top + (index // PER_ROW) * (CARD[1] + 34)
        canvas.paste(hero_card(hero_id, CARD, FELT), (left, y))
        caption = "in lineup" if hero_id in marks else f"card {index + 1}"
        draw_text(canvas, (left + CARD[0] / 2, y + CARD[1] + 14), caption, 17,
                  GOLD if hero_id in marks else TEXT_DIM, FELT, align="centre",
                  anchor="middle")  # fmt: skip
    rows = max(1, (len(heroes) + PER_ROW - 1) // PER_ROW)
    return top + rows * (CARD[1] + 34)


def draw_hand(view: HeroesView, names: Sequence[str] | None) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat view")
    table = view.tables[view.seat]
    rows = max(1, (len(view.hand) + PER_ROW - 1) // PER_ROW)
    rows += max(1, (len(table) + PER_ROW - 1) // PER_ROW)
    canvas = Image.new("RGB", (WIDTH, 150 + rows * (CARD[1] + 34)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, 56), fill=PANEL)
    draw_text(canvas, (16, 28), "YOUR HEROES", 24, GOLD, PANEL, bold=True, anchor="middle")
    joker = "joker used" if view.joker_used[view.seat] else "joker unused"
    draw_text(canvas, (WIDTH - 16, 28), f"Star Bank {view.bank[view.seat]} · {joker}", 20, TEXT,
              PANEL, align="right", anchor="middle")  # fmt: skip
    marks = set(view.my_lineup)
    draw_text(canvas, (16, 72), "In your hand (only you see them)", 18, TEXT_DIM, FELT, bold=True)
    top = _cards(canvas, view.hand, 90, marks) if view.hand else 110
    draw_text(canvas, (16, top + 10), "On your table (everyone sees them)", 18, TEXT_DIM, FELT,
              bold=True)  # fmt: skip
    if table:
        _cards(canvas, table, top + 30, marks)
    return canvas
