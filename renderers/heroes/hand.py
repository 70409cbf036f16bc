"""A Heroes player's private picture: their hand, position by position, and their table,
with the lineup picked so far marked during Lock-in."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import msg
from engines.heroes.views import HeroesView
from renderers.heroes.cards import flow, hero_chip
from renderers.heroes.table import joker_words
from renderers.i18n import SOURCE, text
from renderers.theme import FELT, FELT_DARK, GOLD, PICTURE_WIDTH, TEXT, TEXT_DIM
from renderers.widgets import draw_text

WIDTH = PICTURE_WIDTH
MARGIN = 12
SIZE = 18
LINE = 24
HEADER = 2 * LINE + 20


def _chips(view: HeroesView, heroes: Sequence[int], numbered: bool) -> list[Image.Image]:
    """Chips for `heroes`; hand positions numbered (jokers name them), lineup picks ticked."""
    marks = set(view.my_lineup)
    return [
        hero_chip(hero_id, FELT, (f"#{index + 1} " if numbered else "")
                  + ("✓ " if hero_id in marks else ""))
        for index, hero_id in enumerate(heroes)
    ]  # fmt: skip


def _layout(canvas: Image.Image | None, view: HeroesView, table: Sequence[int], locale: str
            ) -> int:  # fmt: skip
    """The two sections under the header; returns the bottom (only measures without a canvas)."""
    sections = (
        (text(msg("IN YOUR HAND ({count}): only you see them", count=len(view.hand)), locale),
         _chips(view, view.hand, True)),
        (text(msg("ON YOUR TABLE ({count}): everyone sees them", count=len(table)), locale),
         _chips(view, table, False)),
    )  # fmt: skip
    top = HEADER + 8
    for title, chips in sections:
        if canvas is not None:
            draw_text(canvas, (MARGIN, top), title, SIZE, TEXT_DIM, FELT, bold=True,
                      width=WIDTH - 2 * MARGIN)  # fmt: skip
        top += LINE + 4
        if chips:
            top = flow(canvas, chips, (MARGIN, top), WIDTH - MARGIN) + 12
        else:
            if canvas is not None:
                draw_text(canvas, (MARGIN, top), text(msg("none"), locale), SIZE, TEXT_DIM, FELT)
            top += LINE + 8
    if view.my_lineup:
        if canvas is not None:
            picked = text(msg("✓ = in your lineup ({count} picked so far)",
                              count=len(view.my_lineup)), locale)  # fmt: skip
            draw_text(canvas, (MARGIN, top), picked, SIZE, GOLD, FELT)
        top += LINE + 4
    return top


def draw_hand(view: HeroesView, names: Sequence[str] | None, locale: str = SOURCE
              ) -> Image.Image:  # fmt: skip
    if view.seat is None:
        raise ValueError("a hand picture needs a seat view")
    table = view.tables[view.seat]
    canvas = Image.new("RGB", (WIDTH, _layout(None, view, table, locale) + 4), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN, 10 + LINE / 2), text(msg("YOUR HEROES"), locale), 22, GOLD,
              FELT_DARK, bold=True, anchor="middle")  # fmt: skip
    bank = text(msg("Star Bank {bank} · {joker}", bank=view.bank[view.seat],
                    joker=joker_words(view, view.seat, locale)), locale)  # fmt: skip
    draw_text(canvas, (MARGIN, 10 + 1.5 * LINE), bank, SIZE, TEXT, FELT_DARK, anchor="middle")
    _layout(canvas, view, table, locale)
    return canvas
