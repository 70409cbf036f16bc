"""The Siteswap table picture: who holds how many cards, the patterns face up on the
table, the piles, and who is juggling, with no number of a pattern still hidden."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers import cards
from renderers.theme import FELT, GOLD, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import draw_text, seat_labels

WIDTH = 760
HEADER, PLATE_HEIGHT, ROW = 56, 60, 70
CARD = cards.SMALL
PATTERN_CARD: cards.Size = (36, 50)  # the least whose rank reads on a phone
LETTERS = "ABCDEF"
SHOWN_PATTERNS = 6  # the latest ones; older patterns are summed up in a line
CARDS_SHOWN = 9  # of a long pattern's cards; its numbers are all written


def require_view(view: object) -> SiteswapView:
    if not isinstance(view, SiteswapView):
        kind = type(view).__name__
        raise TypeError(f"Siteswap pictures are drawn from a SiteswapView, not {kind}")
    return view


def seat_names(view: SiteswapView, names: Sequence[str] | None) -> list[str]:
    return seat_labels(view.players, names)


def _status(view: SiteswapView, labels: list[str]) -> str:
    if view.phase.value == "over":
        return "Game over"
    if view.performance is not None:
        return f"{labels[view.performance.performer]} is juggling"
    if view.phase.value == "trick_discard":
        return f"{labels[view.turn]} discards two cards"
    if view.swapper is not None:
        return f"{labels[view.swapper]} may swap a card"
    return f"{labels[view.turn]} to play"


def _plates(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    draw = ImageDraw.Draw(canvas)
    columns = 3
    width = (WIDTH - 20 - 10 * (columns - 1)) // columns
    for seat in range(view.players):
        left = 10 + (seat % columns) * (width + 10)
        y = top + (seat // columns) * (PLATE_HEIGHT + 8)
        active = seat in view.to_act
        fill = PLATE_ACTIVE if active else PLATE
        draw.rounded_rectangle((left, y, left + width, y + PLATE_HEIGHT), radius=10, fill=fill)
        draw_text(canvas, (left + 12, y + 12), labels[seat], 20, GOLD if active else TEXT, fill,
                  bold=True, width=width - 24)  # fmt: skip
        held = view.hand_counts[seat]
        draw_text(canvas, (left + 12, y + 38), f"{held} card{'s' if held != 1 else ''}", 18,
                  TEXT, fill)  # fmt: skip
    rows = (view.players + columns - 1) // columns
    return top + rows * (PLATE_HEIGHT + 8)


def _performance(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    performance = view.performance
    if performance is None:
        return top
    ImageDraw.Draw(canvas).rectangle((0, top, WIDTH, top + 118), fill=PANEL)
    who = labels[performance.performer]
    what = "a trick" if performance.kind == "trick" else "a pattern"
    draw_text(canvas, (16, top + 22), f"{who} is juggling {what}: guess it!", 24, GOLD, PANEL,
              bold=True, anchor="middle", width=WIDTH - 32)  # fmt: skip
    if performance.variation:
        draw_text(canvas, (16, top + 50), f"Juggled {performance.variation}", 18, TEXT, PANEL,
                  anchor="middle")  # fmt: skip
    for index in range(performance.cards):
        canvas.paste(cards.back(cards.MINI, PANEL), (16 + index * 30, top + 64))
    return top + 126


def _piles(canvas: Image.Image, view: SiteswapView, top: int) -> int:
    canvas.paste(cards.back(CARD, FELT), (16, top))
    draw_text(canvas, (16 + CARD[0] + 12, top + 22), f"Pick-up pile: {view.pickup_count}", 20,
              TEXT, FELT, bold=True, anchor="middle")  # fmt: skip
    left = WIDTH // 2
    if view.discard_top is not None:
        canvas.paste(cards.face(view.discard_top, CARD, True, FELT), (left, top))
    draw_text(canvas, (left + CARD[0] + 12, top + 22), f"Discard pile: {view.discard_count}", 20,
              TEXT, FELT, bold=True, anchor="middle")  # fmt: skip
    return top + CARD[1] + 14


def _patterns(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    draw_text(canvas, (16, top + 10), "ON THE TABLE", 18, TEXT_DIM, FELT, bold=True)
    top += 30
    if not view.table:
        draw_text(canvas, (16, top + 14), "No pattern laid yet", 20, TEXT_DIM, FELT)
        return top + 40
    shown = view.table[-SHOWN_PATTERNS:]
    for laid in shown:
        draw_text(canvas, (16, top + 24), labels[laid.owner], 20, TEXT, FELT, bold=True,
                  anchor="middle", width=150)  # fmt: skip
        draw_text(canvas, (176, top + 24), text(laid.values), 28, GOLD, FELT, bold=True,
                  anchor="middle", width=210)  # fmt: skip
        for index, card in enumerate(laid.cards[:CARDS_SHOWN]):
            canvas.paste(cards.face(card, PATTERN_CARD, True, FELT), (400 + index * 40, top))
        top += ROW - 12
    hidden = len(view.table) - len(shown)
    if hidden:
        draw_text(canvas, (16, top + 10), f"and {hidden} earlier patterns", 18, TEXT_DIM, FELT)
        top += 30
    return top


def table_height(view: SiteswapView) -> int:
    rows = (view.players + 2) // 3
    patterns = max(1, min(len(view.table), SHOWN_PATTERNS))
    return (HEADER + 10 + rows * (PLATE_HEIGHT + 8) + (126 if view.performance else 0)
            + CARD[1] + 14 + 30 + patterns * (ROW - 12) + 60)  # fmt: skip


def draw_table(view: SiteswapView, names: Sequence[str] | None) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    draw_text(canvas, (16, HEADER // 2), "SITESWAP", 26, GOLD, PANEL, bold=True, anchor="middle")
    draw_text(canvas, (WIDTH - 16, HEADER // 2), _status(view, labels), 24, TEXT, PANEL,
              bold=True, align="right", anchor="middle", width=WIDTH - 200)  # fmt: skip
    top = _plates(canvas, view, labels, HEADER + 10)
    top = _performance(canvas, view, labels, top)
    top = _piles(canvas, view, top)
    _patterns(canvas, view, labels, top)
    return canvas
