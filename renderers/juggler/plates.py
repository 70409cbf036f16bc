"""One name plate per seat: who, their total against the target, and their hand from behind.

A hand's size and how many of its cards are red show on the table, since
card backs carry their deck's colour; the plate draws them as small backs,
red first, and says the numbers too.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.juggler.state import Phase
from engines.juggler.views import JugglerView
from renderers.juggler.labels import SEAT_COLOURS, count, lit, seat_letter
from renderers.juggler.layout import plate_box
from renderers.theme import (
    BLACK,
    FELT_DARK,
    GOLD,
    INK,
    PASS,
    PLATE,
    PLATE_ACTIVE,
    RED,
    TEXT,
    TEXT_DIM,
    Colour,
)
from renderers.widgets import badge, draw_pill, draw_text, rounded, text_width

BADGE = 40
TEXT_LEFT = 64  # from the plate's left edge
INSET = 14  # from the plate's right edge
NAME_TOP, HAND_MIDDLE, CHIP_MIDDLE, BAR_TOP = 12, 48, 76, 94  # from the plate's top
PIP_HEIGHT, PIP_WIDTH, PIP_STEP = 15, 9, 12
CHIP_SIZE, CHIP_HEIGHT = 18, 24
PLACES = {1: "1st", 2: "2nd", 3: "3rd"}


def draw_plates(image: Image.Image, view: JugglerView, names: list[str], tiles: int) -> None:
    draw = ImageDraw.Draw(image)
    awaited = lit(view)
    for seat in range(view.players):
        left, top, right, bottom = box = plate_box(seat, tiles)
        on = seat in awaited
        fill = PLATE_ACTIVE if on else PLATE
        rounded(draw, box, fill, radius=12, outline=GOLD if on else None, width=2)
        token = badge(seat_letter(seat), BADGE, SEAT_COLOURS[seat], INK, fill)
        image.paste(token, (left + 12, (top + bottom) // 2 - BADGE // 2))
        text_left, text_right = left + TEXT_LEFT, right - INSET
        total_left = _total(image, view.totals[seat], view.target, fill, (text_right, top))
        _name_line(image, view, seat, names[seat], fill, (text_left, top, total_left - 10))
        _hand_line(image, draw, view, seat, fill, (text_left, top + HAND_MIDDLE, text_right))
        _progress(draw, view.totals[seat], view.target, (text_left, top + BAR_TOP, text_right))


def _total(
    image: Image.Image, total: int, target: int, fill: Colour, where: tuple[int, int]
) -> int:
    """The running total, large, against the target, small ("34/70"); returns its left end."""
    right, top = where
    baseline = top + NAME_TOP + 16
    right -= draw_text(
        image,
        (right, baseline),
        f"/{target}",
        18,
        TEXT_DIM,
        fill,
        align="right",
        anchor="baseline",
    )
    right -= 1
    return right - draw_text(
        image,
        (right, baseline),
        str(total),
        28,
        TEXT,
        fill,
        bold=True,
        align="right",
        anchor="baseline",
    )


def _name_line(
    image: Image.Image,
    view: JugglerView,
    seat: int,
    name: str,
    fill: Colour,
    where: tuple[int, int, int],
) -> None:
    """The name, and on a line of their own, chips for the dealer and the declarer."""
    left, top, right = where
    draw_text(image, (left, top + NAME_TOP), name, 20, TEXT, fill, bold=True, width=right - left)
    chips: list[tuple[str, Colour]] = []
    if view.phase is not Phase.OVER:
        if seat == view.dealer:
            chips.append(("DEALER", TEXT_DIM))
        if seat == view.declarer:
            chips.append(("DECLARED", GOLD))
    x = left
    for text, colour in chips:
        chip_xy = (x, top + CHIP_MIDDLE)
        x += draw_pill(image, chip_xy, text, CHIP_SIZE, INK, colour, height=CHIP_HEIGHT) + 8


def _hand_line(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: JugglerView,
    seat: int,
    fill: Colour,
    where: tuple[int, int, int],
) -> None:
    """Cards held as small backs, then their count, or at the reveal whether the word is in."""
    left, middle, right = where
    if view.phase is Phase.OVER:
        _place(image, view, seat, fill, (left, middle))
        return
    size, red = view.hand_sizes[seat], view.red_in_hand[seat]
    if view.phase is Phase.REVEAL:
        named = view.named[seat]
        note, ink, bold = ("✓ word named", PASS, True) if named else ("naming a word…", TEXT, False)
    else:
        note, ink, bold = f"{count(size, 'card')} · {red} red", TEXT_DIM, False
    # Twenty cards still fit: the backs close up and narrow rather than overlap.
    room = right - left - text_width(note, 18, bold) - 10
    step = min(PIP_STEP, room // max(1, size))
    width = min(PIP_WIDTH, step - 2)
    top = middle - PIP_HEIGHT // 2
    for index in range(size):
        x = left + index * step
        colour = RED if index < red else BLACK
        draw.rounded_rectangle((x, top, x + width - 1, top + PIP_HEIGHT - 1), radius=2, fill=colour)
    x = left + size * step + (8 if size else 0)
    draw_text(image, (x, middle), note, 18, ink, fill, bold=bold, anchor="middle", width=right - x)


def _place(
    image: Image.Image, view: JugglerView, seat: int, fill: Colour, where: tuple[int, int]
) -> None:
    place = 1 + sum(total > view.totals[seat] for total in view.totals)
    text, ink = ("★ winner", GOLD) if place == 1 else (PLACES.get(place, f"{place}th"), TEXT_DIM)
    draw_text(image, where, text, 18, ink, fill, bold=True, anchor="middle")


def _progress(
    draw: ImageDraw.ImageDraw, total: int, target: int, where: tuple[int, int, int]
) -> None:
    """A thin bar towards the target, so the race reads at a glance."""
    left, top, right = where
    draw.rectangle((left, top, right, top + 4), fill=FELT_DARK)
    reached = left + round((right - left) * min(1.0, total / target))
    if reached > left:
        draw.rectangle((left, top, reached, top + 4), fill=GOLD)
