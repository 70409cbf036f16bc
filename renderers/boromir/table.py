"""The Boromir table picture: title and status, the ring, the last capture in words, and
a plate per player."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_SYMBOLS, SUIT_WORDS
from engines.core.messages import msg, nmsg
from renderers.boromir.ring import LABEL_RADIUS, capture_words, draw_pile, draw_ring
from renderers.i18n import SOURCE, text
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


def suit_words(suit: str, locale: str = SOURCE) -> str:
    """ "♥ hearts": the glyph and the name, so colour is never the only sign."""
    return f"{SUIT_SYMBOLS[suit]} {text(SUIT_WORDS[suit], locale)}"


def side_words(view: BoromirView, seat: int, locale: str = SOURCE) -> str:
    """What everyone knows of a seat's side: only once it is shown, or at the end."""
    if view.players == 2:
        if view.black_seat is None:
            return ""
        return text(msg("black") if seat == view.black_seat else msg("red"), locale)
    if view.suits is None:
        return ""
    return suit_words(view.suits[seat], locale)


def status(view: BoromirView, names: list[str], locale: str = SOURCE) -> str:
    if view.phase.value == "over":
        return text(msg("Game over: the count is below"), locale)
    return text(msg("{name} to capture", name=names[view.turn]), locale)


def note_lines(view: BoromirView, names: list[str], locale: str = SOURCE) -> list[str]:
    return wrap(capture_words(view, names, locale), SIZE, False, WIDTH - 2 * MARGIN - 8)


def table_height(view: BoromirView, names: list[str], locale: str = SOURCE) -> int:
    notes = len(note_lines(view, names, locale))
    return NOTE_TOP + notes * LINE + 8 + view.players * (PLATE_HEIGHT + 6) + 4


def draw_plates(
    canvas: Image.Image, view: BoromirView, names: list[str], top: int, locale: str = SOURCE
) -> None:
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
        side = side_words(view, seat, locale)
        used = 0
        if side:
            used = draw_text(canvas, (right - 10, middle), side, SIZE, TEXT, fill, align="right",
                             anchor="middle") + 10  # fmt: skip
        name = short_name(names[seat], SIZE, True, right - left - 20 - used)
        draw_text(canvas, (left + 10, middle), name, SIZE, GOLD if active else TEXT, fill,
                  bold=True, anchor="middle")  # fmt: skip
        held, captured = view.hand_counts[seat], view.captures[seat]
        details = text(nmsg("{held} in hand · {count} capture", "{held} in hand · {count} captures",
                            captured, held=held), locale)  # fmt: skip
        if active and view.phase.value != "over":
            details += " · " + text(msg("to capture now"), locale)
        draw_text(canvas, (left + 10, middle + LINE), details, SIZE, TEXT if active else TEXT_DIM,
                  fill, anchor="middle")  # fmt: skip


def draw_table(
    view: BoromirView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view, labels, locale)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), "BOROMIR", 22, GOLD, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    pill = fit(status(view, labels, locale), SIZE, True, WIDTH - 2 * MARGIN - 40)
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), pill, SIZE, INK, GOLD, height=30)
    centre = (WIDTH // 2, RING_TOP + RING_SIZE // 2)
    draw_ring(canvas, view, centre, four_colour)
    draw_pile(canvas, view, centre, locale)
    notes = note_lines(view, labels, locale)
    for number, line in enumerate(notes):
        draw_text(canvas, (MARGIN + 4, NOTE_TOP + number * LINE), line, SIZE, TEXT_DIM, FELT)
    draw_plates(canvas, view, labels, NOTE_TOP + len(notes) * LINE + 8, locale)
    return canvas
