"""One name plate per seat: who, their total against the target, their hand from behind.

A hand's size and how many of its cards are red show on the table, since card
backs carry their deck's colour; the plate says both in words. The dealer and
the declarer wear chips with their role written on them, after the hand's
words; when a dealer declares and both chips would not fit there, the dealer's
moves up beside the name, so no chip is drawn smaller than a phone can read.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.core.messages import msg, nmsg
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
CHIP_GAP = 8
PLACES = {
    2: msg("2nd"),
    3: msg("3rd"),
    4: msg("4th"),
    5: msg("5th"),
    6: msg("6th"),
}

# A chip: its words in the reader's language and its colour.
Chip = tuple[str, Colour]
# The words on a plate's second line before any chips: text, ink, bold.
Note = tuple[str, Colour, bool]


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
        note = _note(view, seat, locale)
        after_note = name_left + (text_width(note[0], SIZE, note[2]) + 12 if note else 0)
        beside, below = _share(_chips(view, seat, locale), right - PAD - after_note)
        total_left = _total(image, view.totals[seat], view.target, fill, (right - PAD, middle))
        _name(image, names[seat], beside, fill, (name_left, middle, total_left - 12))
        second = middle + LINE
        if note:
            draw_text(image, (name_left, second), note[0], SIZE, note[1], fill, bold=note[2],
                      anchor="middle")  # fmt: skip
        if view.phase is Phase.OVER:
            _place(image, view, seat, fill, (after_note, second), locale)
        else:
            _draw_chips(image, below, (after_note, second))
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


def _note(view: JugglerView, seat: int, locale: str) -> Note | None:
    """The second line's words: the hand's size and reds, or during the reveal whether
    the word is in (which matters more then than the count); none once it is over."""
    if view.phase is Phase.REVEAL:
        if view.named[seat]:
            return text(msg("✓ word named"), locale), PASS, True
        return text(msg("naming a word"), locale), TEXT, False
    if view.phase is Phase.OVER:
        return None
    size, red = view.hand_sizes[seat], view.red_in_hand[seat]
    hand = nmsg("{count} card · {red} red", "{count} cards · {red} red", size, red=red)
    return text(hand, locale), TEXT_DIM, False


def _chips(view: JugglerView, seat: int, locale: str) -> list[Chip]:
    """The seat's roles as chips, the dealer's first; none once the game is over."""
    if view.phase is Phase.OVER:
        return []
    chips: list[Chip] = []
    if seat == view.dealer:
        chips.append((text(msg("DEALER"), locale), TEXT_DIM))
    if seat == view.declarer:
        chips.append((text(msg("DECLARED"), locale), GOLD))
    return chips


def _chips_width(chips: list[Chip]) -> int:
    """Pixels the chips take side by side, gaps between them included."""
    widths = [text_width(words, SIZE, True) + 2 * pill_padding(CHIP_HEIGHT) for words, _ in chips]
    return sum(widths) + CHIP_GAP * max(0, len(widths) - 1)


def _share(chips: list[Chip], room: int) -> tuple[list[Chip], list[Chip]]:
    """(chips beside the name, chips after the hand's words): all after the words when
    they fit in `room`, else the dealer's beside the name. Moving a chip rather than
    shrinking both keeps their words the size a phone can read in every language."""
    if _chips_width(chips) <= room:
        return [], chips
    return chips[:1], chips[1:]


def _name(image: Image.Image, name: str, chips: list[Chip], fill: Colour,
          where: tuple[int, float, int]) -> None:  # fmt: skip
    """The name in bold, shortened to leave room for the chips drawn after it."""
    x, middle, right = where
    room = right - x - (_chips_width(chips) + CHIP_GAP if chips else 0)
    x += draw_text(image, (x, middle), short_name(name, SIZE, True, room), SIZE, TEXT, fill,
                   bold=True, anchor="middle")  # fmt: skip
    _draw_chips(image, chips, (x + CHIP_GAP, middle))


def _draw_chips(image: Image.Image, chips: list[Chip], where: tuple[float, float]) -> None:
    x, middle = where
    for words, colour in chips:
        x += draw_pill(image, (x, middle), words, SIZE, INK, colour, height=CHIP_HEIGHT)
        x += CHIP_GAP


def _place(
    image: Image.Image,
    view: JugglerView,
    seat: int,
    fill: Colour,
    where: tuple[float, float],
    locale: str,
) -> None:
    """At the end, the seat's final place in words: the winner's in gold."""
    place = 1 + sum(total > view.totals[seat] for total in view.totals)
    words = msg("★ winner") if place == 1 else PLACES[place]
    ink = GOLD if place == 1 else TEXT
    draw_text(image, where, text(words, locale), SIZE, ink, fill, bold=True, anchor="middle")


def _progress(
    draw: ImageDraw.ImageDraw, total: int, target: int, where: tuple[int, int, int]
) -> None:
    """A thin bar towards the target, so the race reads at a glance."""
    left, top, right = where
    draw.rectangle((left, top, right, top + 4), fill=FELT_DARK)
    reached = left + round((right - left) * min(1.0, total / target))
    if reached > left:
        draw.rectangle((left, top, reached, top + 4), fill=GOLD)
