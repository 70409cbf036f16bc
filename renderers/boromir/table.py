"""The Boromir table picture: title and status, the ring, and a plate per player."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_NAMES, SUIT_SYMBOLS
from renderers.boromir.ring import draw_pile, draw_ring
from renderers.theme import FELT, GOLD, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import draw_text, seat_labels

WIDTH, RING_TOP, RING_SIZE = 760, 70, 700
PLATE_HEIGHT = 66
LETTERS = "ABCD"


def require_view(view: object) -> BoromirView:
    if not isinstance(view, BoromirView):
        raise TypeError(f"Boromir pictures are drawn from a BoromirView, not {type(view).__name__}")
    return view


def seat_names(view: BoromirView, names: Sequence[str] | None) -> list[str]:
    return seat_labels(view.players, names)


def side_words(view: BoromirView, seat: int) -> str:
    """What everyone knows of a seat's side: only once it is shown, or at the end."""
    if view.players == 2:
        if view.black_seat is None:
            return ""
        return "black" if seat == view.black_seat else "red"
    if view.suits is None:
        return ""
    suit = view.suits[seat]
    return f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"


def status(view: BoromirView, names: list[str]) -> str:
    if view.phase.value == "over":
        return "Game over"
    return f"{names[view.turn]} to capture"


def draw_plates(canvas: Image.Image, view: BoromirView, names: list[str], top: int) -> None:
    draw = ImageDraw.Draw(canvas)
    columns = 2
    width = (WIDTH - 30) // columns
    for seat in range(view.players):
        left = 10 + (seat % columns) * (width + 10)
        y = top + (seat // columns) * (PLATE_HEIGHT + 8)
        active = seat in view.to_act
        fill = PLATE_ACTIVE if active else PLATE
        draw.rounded_rectangle((left, y, left + width, y + PLATE_HEIGHT), radius=12, fill=fill)
        draw_text(canvas, (left + 14, y + 14), names[seat], 22, GOLD if active else TEXT, fill,
                  bold=True, width=width - 28)  # fmt: skip
        held = view.hand_counts[seat]
        details = [f"{held} in hand", f"{view.captures[seat]} captures"]
        side = side_words(view, seat)
        if side:
            details.append(side)
        draw_text(canvas, (left + 14, y + 42), " · ".join(details), 18, TEXT_DIM if not active
                  else TEXT, fill, width=width - 28)  # fmt: skip


def draw_table(view: BoromirView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    labels = seat_names(view, names)
    rows = (view.players + 1) // 2
    height = RING_TOP + RING_SIZE + rows * (PLATE_HEIGHT + 8) + 14
    canvas = Image.new("RGB", (WIDTH, height), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, 56), fill=PANEL)
    draw_text(canvas, (16, 28), "BOROMIR", 26, GOLD, PANEL, bold=True, anchor="middle")
    draw_text(canvas, (WIDTH - 16, 28), status(view, labels), 24, TEXT, PANEL, bold=True,
              align="right", anchor="middle", width=WIDTH - 200)  # fmt: skip
    centre = (WIDTH // 2, RING_TOP + RING_SIZE // 2)
    draw_ring(canvas, view, centre, four_colour)
    draw_pile(canvas, view, centre)
    draw_plates(canvas, view, labels, RING_TOP + RING_SIZE + 4)
    return canvas
