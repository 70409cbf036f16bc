"""The Boromir table picture: title and status, the ring, the last capture in words, and
a plate per player."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_NAMES, SUIT_SYMBOLS
from renderers.boromir.ring import LABEL_RADIUS, capture_words, draw_pile, draw_ring
from renderers.describe import counted
from renderers.theme import (
    FELT,
    FELT_DARK,
    GOLD,
    HEADER,
    INK,
    LINE,
    MARGIN,
    PICTURE_WIDTH,
    PLATE,
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
)
from renderers.theme import (
    TEXT_SIZE as SIZE,
)
from renderers.widgets import draw_pill, draw_text, fit, seat_labels, short_name, wrap

WIDTH = PICTURE_WIDTH
RING_SIZE = 2 * (LABEL_RADIUS + 20)
RING_TOP = HEADER
NOTE_TOP = RING_TOP + RING_SIZE
PLATE_HEIGHT = 2 * LINE + 14
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
        return "Game over: the count is below"
    return f"{names[view.turn]} to capture"


def note_lines(view: BoromirView, names: list[str]) -> list[str]:
    return wrap(capture_words(view, names), SIZE, False, WIDTH - 2 * MARGIN - 8)


def table_height(view: BoromirView, names: list[str]) -> int:
    notes = len(note_lines(view, names))
    return NOTE_TOP + notes * LINE + 8 + view.players * (PLATE_HEIGHT + 6) + 4


def draw_plates(canvas: Image.Image, view: BoromirView, names: list[str], top: int) -> None:
    """A plate a player: the name and, once known, the side; then hand and captures."""
    draw = ImageDraw.Draw(canvas)
    left, right = MARGIN, WIDTH - MARGIN
    for seat in range(view.players):
        y = top + seat * (PLATE_HEIGHT + 6)
        active = seat in view.to_act
        fill = PLATE_ACTIVE if active else PLATE
        draw.rounded_rectangle((left, y, right, y + PLATE_HEIGHT), radius=12, fill=fill,
                               outline=GOLD if active else None, width=2)  # fmt: skip
        middle = y + 7 + LINE / 2
        side = side_words(view, seat)
        used = 0
        if side:
            used = draw_text(canvas, (right - 10, middle), side, SIZE, TEXT, fill, align="right",
                             anchor="middle") + 10  # fmt: skip
        name = short_name(names[seat], SIZE, True, right - left - 20 - used)
        draw_text(canvas, (left + 10, middle), name, SIZE, GOLD if active else TEXT, fill,
                  bold=True, anchor="middle")  # fmt: skip
        held, captured = view.hand_counts[seat], view.captures[seat]
        details = f"{held} in hand · {counted(captured, 'capture')}"
        if active and view.phase.value != "over":
            details += " · to capture now"
        draw_text(canvas, (left + 10, middle + LINE), details, SIZE, TEXT if active else TEXT_DIM,
                  fill, anchor="middle")  # fmt: skip


def draw_table(view: BoromirView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view, labels)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), "BOROMIR", 22, GOLD, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    text = fit(status(view, labels), SIZE, True, WIDTH - 2 * MARGIN - 40)
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), text, SIZE, INK, GOLD, height=30)
    centre = (WIDTH // 2, RING_TOP + RING_SIZE // 2)
    draw_ring(canvas, view, centre, four_colour)
    draw_pile(canvas, view, centre)
    notes = note_lines(view, labels)
    for number, line in enumerate(notes):
        draw_text(canvas, (MARGIN + 4, NOTE_TOP + number * LINE), line, SIZE, TEXT_DIM, FELT)
    draw_plates(canvas, view, labels, NOTE_TOP + len(notes) * LINE + 8)
    return canvas
