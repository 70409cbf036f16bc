"""One name plate per seat: who, their total against the target, their hand from behind.

A hand's size and how many of its cards are red show on the table, since card
backs carry their deck's colour; the plate says both in words. The dealer and
the declarer wear chips with their role written on them.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.core.messages import Message, msg, nmsg
from engines.juggler.state import Phase
from engines.juggler.views import JugglerView
from renderers.i18n import text
from renderers.juggler.labels import SEAT_COLOURS, lit, seat_letter
from renderers.juggler.layout import LINE, PAD, plate_box
from renderers.theme import (
    FELT_DARK,
    GOLD,
    INK,
    PASS,
    PLATE,
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
    Colour,
)
from renderers.widgets import badge, draw_pill, draw_text, pill_padding, short_name, text_width

BADGE = 30
SIZE = 18
CHIP_HEIGHT = 24
# Chip text sizes and heights, largest first: the first at which a plate's chips fit.
CHIP_SIZES = ((SIZE, CHIP_HEIGHT), (15, 21), (13, 19))
PLACES = {
    2: msg("2nd"),
    3: msg("3rd"),
    4: msg("4th"),
    5: msg("5th"),
    6: msg("6th"),
}


def draw_plates(
    image: Image.Image, view: JugglerView, names: list[str], tiles: int, locale: str
) -> None:
    draw = ImageDraw.Draw(image)
    awaited = lit(view)
    for seat in range(view.players):
        left, top, right, bottom = box = plate_box(seat, tiles)
        on = seat in awaited
        fill = PLATE_ACTIVE if on else PLATE
        rounded_box(draw, box, fill, on)
        middle = top + PAD + LINE / 2
        token = badge(seat_letter(seat), BADGE, SEAT_COLOURS[seat], INK, fill, text_size=19)
        image.paste(token, (left + 8, round(middle - BADGE / 2)))
        name_left = left + 8 + BADGE + 8
        total_left = _total(image, view.totals[seat], view.target, fill, (right - PAD, middle))
        name = short_name(names[seat], SIZE, True, total_left - 12 - name_left)
        draw_text(image, (name_left, middle), name, SIZE, TEXT, fill, bold=True, anchor="middle")
        x, second = name_left, middle + LINE
        if view.phase is Phase.REVEAL:  # whether the word is in matters more than the count
            x += _reveal(image, view.named[seat], fill, (x, second), locale) + 12
        elif view.phase is not Phase.OVER:
            size, red = view.hand_sizes[seat], view.red_in_hand[seat]
            hand = text(nmsg("{count} card · {red} red", "{count} cards · {red} red", size,
                             red=red), locale)  # fmt: skip
            x += draw_text(image, (x, second), hand, SIZE, TEXT_DIM, fill, anchor="middle") + 12
        _roles(image, view, seat, fill, (x, second, right - PAD), locale)
        _progress(draw, view.totals[seat], view.target, (left + PAD, bottom - 9, right - PAD))


def rounded_box(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], fill: Colour,
                on: bool) -> None:  # fmt: skip
    draw.rounded_rectangle(box, radius=12, fill=fill, outline=GOLD if on else None, width=2)


def _total(image: Image.Image, total: int, target: int, fill: Colour, where: tuple[int, float]
           ) -> int:  # fmt: skip
    """The running total, large, against the target, small ("34/70"); returns its left end."""
    right, middle = where
    right -= draw_text(image, (right, middle), f"/{target}", SIZE, TEXT_DIM, fill, align="right",
                       anchor="middle")  # fmt: skip
    return right - 1 - draw_text(image, (right - 1, middle), str(total), 24, TEXT, fill,
                                 bold=True, align="right", anchor="middle")  # fmt: skip


def _roles(
    image: Image.Image,
    view: JugglerView,
    seat: int,
    fill: Colour,
    where: tuple[int, float, int],
    locale: str,
) -> None:
    """Roles as chips with words on them, or at the end the final place. The chips take
    a smaller size when both roles' words would not fit at the full one (the dealer
    declared, in a language with long words)."""
    x, middle, right = where
    if view.phase is Phase.OVER:
        place = 1 + sum(total > view.totals[seat] for total in view.totals)
        words: Message = msg("★ winner") if place == 1 else PLACES[place]
        ink = GOLD if place == 1 else TEXT
        draw_text(image, (x, middle), text(words, locale), SIZE, ink, fill, bold=True,
                  anchor="middle")  # fmt: skip
        return
    chips: list[tuple[Message, Colour]] = []
    if seat == view.dealer:
        chips.append((msg("DEALER"), TEXT_DIM))
    if seat == view.declarer:
        chips.append((msg("DECLARED"), GOLD))
    words = [(text(chip, locale), colour) for chip, colour in chips]
    size, height = next(
        ((size, height) for size, height in CHIP_SIZES
         if x + sum(text_width(chip, size, True) + 2 * pill_padding(height) + 8
                    for chip, _ in words) - 8 <= right),
        CHIP_SIZES[-1],
    )  # fmt: skip
    for chip, colour in words:
        x += draw_pill(image, (x, middle), chip, size, INK, colour, height=height) + 8


def _reveal(
    image: Image.Image, named: bool, fill: Colour, where: tuple[float, float], locale: str
) -> int:
    """During the reveal, whether the seat's word is in, in words; returns its width."""
    note, ink = (msg("✓ word named"), PASS) if named else (msg("naming a word"), TEXT)
    return draw_text(image, where, text(note, locale), SIZE, ink, fill, bold=named,
                     anchor="middle")  # fmt: skip


def _progress(
    draw: ImageDraw.ImageDraw, total: int, target: int, where: tuple[int, int, int]
) -> None:
    """A thin bar towards the target, so the race reads at a glance."""
    left, top, right = where
    draw.rectangle((left, top, right, top + 4), fill=FELT_DARK)
    reached = left + round((right - left) * min(1.0, total / target))
    if reached > left:
        draw.rectangle((left, top, reached, top + 4), fill=GOLD)
