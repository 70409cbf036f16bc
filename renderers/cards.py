"""Playing cards as small images: faces, backs, letter tiles, the joker and empty places.

Every picture is mostly cards, so each card is drawn once per size, palette and
background and then pasted: pasting costs microseconds, drawing a card about a
millisecond. Cards are drawn on the colour they will lie on, so they need no
transparency and paste without a mask.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.core.cards import SUIT_SYMBOLS, Card
from renderers.kept import kept
from renderers.theme import (
    BACK,
    BACK_LINE,
    CARD_DIM,
    CARD_EDGE,
    CARD_FACE,
    INK,
    INK_DIM,
    JOKER,
    SLOT_LINE,
    TEXT_DIM,
    Colour,
    suit_colour,
)
from renderers.widgets import SUPERSAMPLE, badge, draw_text, smooth_shape

Size = tuple[int, int]

LARGE: Size = (88, 124)
MEDIUM: Size = (62, 88)
SMALL: Size = (44, 62)
MINI: Size = (34, 48)

JOKER_LABEL_MIN = 18  # smaller, the word would not read on a phone: the star alone says it
SMALL_LAYOUT_BELOW = 56  # narrower cards stack rank over suit, centred


def radius(size: Size) -> int:
    return max(4, size[0] // 9)


@kept(256)
def face(
    card: Card, size: Size, four_colour: bool, background: Colour, dim: bool = False
) -> Image.Image:
    """A face-up card: rank and suit large enough to read in a Discord thumbnail."""
    width, height = size
    paper = CARD_DIM if dim else CARD_FACE
    ink = INK_DIM if dim else suit_colour(card.suit, four_colour)
    image = smooth_shape(size, background, paper, radius(size), outline=CARD_EDGE)
    suit, rank = SUIT_SYMBOLS[card.suit], card.rank_text

    def write(xy: tuple[float, float], text: str, size: int, **options: Any) -> int:
        return draw_text(image, xy, text, size, ink, paper, **options)

    if width < SMALL_LAYOUT_BELOW:
        rank_size = round(width * 0.48)  # "10" too: its digits are narrow enough
        write((width / 2, height * 0.11), rank, rank_size, bold=True, align="centre")
        write((width / 2, height * 0.70), suit, round(width * 0.56), align="centre", anchor="ink")
        return image
    rank_size = round(width * (0.34 if card.rank == 10 else 0.40))
    left, top = round(width * 0.08), height * 0.07
    index_centre = left + write((left, top), rank, rank_size, bold=True) / 2
    index = (index_centre, top + rank_size * 1.15)
    write(index, suit, round(width * 0.3), align="centre", anchor="ink")
    write((width * 0.6, height * 0.66), suit, round(width * 0.6), align="centre", anchor="ink")
    return image


@kept(256)
def back(
    size: Size,
    background: Colour,
    tag: str = "",
    tag_colour: Colour = TEXT_DIM,
    hollow: bool = False,
    colour: Colour = BACK,
    line: Colour = BACK_LINE,
) -> Image.Image:
    """A face-down card, optionally marked with who played it (its tag, top left).

    `colour` and `line` are there for games whose backs carry information,
    such as Juggler's red and black decks.
    """
    width, height = size
    image = smooth_shape(size, background, colour, radius(size), outline=CARD_EDGE)
    draw = ImageDraw.Draw(image)
    inset = max(3, width // 14)
    draw.rounded_rectangle(
        (inset, inset, width - 1 - inset, height - 1 - inset),
        radius=max(2, radius(size) - inset // 2),
        outline=line,
        width=1,
    )
    step = max(6, width // 6)
    inner = (inset + 3, inset + 3, width - inset - 4, height - inset - 4)
    lattice = Image.new("RGB", (inner[2] - inner[0], inner[3] - inner[1]), colour)
    pattern = ImageDraw.Draw(lattice)
    span = lattice.width + lattice.height
    for offset in range(-span, span, step):
        pattern.line((offset, 0, offset + lattice.height, lattice.height), fill=line)
        pattern.line((offset, lattice.height, offset + lattice.height, 0), fill=line)
    image.paste(lattice, inner[:2])
    if tag:
        diameter = max(18, round(width * 0.5))  # its letter readable on a phone
        image.paste(badge(tag, diameter, tag_colour, INK, colour, hollow), (inset + 1, inset + 1))
    return image


@kept(32)
def joker(size: Size, background: Colour) -> Image.Image:
    """The joker: a star, and on a card wide enough to keep it readable, its name."""
    width, height = size
    image = smooth_shape(size, background, CARD_FACE, radius(size), outline=CARD_EDGE)
    label_size = round(width * 0.21)
    if label_size < JOKER_LABEL_MIN:
        middle = (width / 2, height / 2)
        draw_text(
            image, middle, "★", round(width * 0.8), JOKER, CARD_FACE, align="centre", anchor="ink"
        )
        return image
    star, label = (width / 2, height * 0.44), (width / 2, height * 0.80)
    draw_text(image, star, "★", round(width * 0.6), JOKER, CARD_FACE, align="centre", anchor="ink")
    draw_text(
        image,
        label,
        "JOKER",
        label_size,
        JOKER,
        CARD_FACE,
        bold=True,
        align="centre",
        anchor="middle",
    )
    return image


@kept(64)
def slot(size: Size, background: Colour, label: str = "") -> Image.Image:
    """An empty place on the table, such as a draft without a policy."""
    width, height = size
    image = smooth_shape(size, background, background, radius(size), outline=SLOT_LINE, width=2)
    lines = label.split("\n") if label else []
    text_size = max(12, round(width * 0.29))
    top = height / 2 - (len(lines) - 1) * text_size * 0.65
    for number, line in enumerate(lines):
        xy = (width / 2, top + number * text_size * 1.3)
        draw_text(image, xy, line, text_size, TEXT_DIM, background, align="centre", anchor="middle")
    return image


@kept(256)
def tile(
    letter: str,
    value: int,
    size: Size,
    ink: Colour,
    background: Colour,
    band: Colour | None = None,
    dim: bool = False,
) -> Image.Image:
    """A letter card as word games show one: the letter large, its value in the corner.

    `band` colours the bottom edge, a second cue beside the ink for cards
    whose colour matters (Juggler's red vowels), so they differ in shape too.
    """
    width, height = size
    paper = CARD_DIM if dim else CARD_FACE
    ink = INK_DIM if dim else ink
    edge = max(3, round(height * 0.09)) if band is not None else 0
    big = Image.new("RGB", (width * SUPERSAMPLE, height * SUPERSAMPLE), background)
    draw = ImageDraw.Draw(big)
    box = (0, 0, big.width - 1, big.height - 1)
    corner = radius(size) * SUPERSAMPLE
    outline = {"outline": CARD_EDGE, "width": SUPERSAMPLE}
    draw.rounded_rectangle(box, radius=corner, fill=band or paper, **outline)
    if band is not None:
        # Paper above the band: round top corners, a straight edge where the band starts.
        top = (SUPERSAMPLE, SUPERSAMPLE, big.width - 1 - SUPERSAMPLE)
        paper_bottom = (height - edge) * SUPERSAMPLE
        draw.rounded_rectangle((*top, paper_bottom), radius=corner - SUPERSAMPLE, fill=paper)
        draw.rectangle((top[0], corner, top[2], paper_bottom), fill=paper)
    image = big.resize(size, Image.Resampling.BOX)
    # A little left of centre and up, as on word-game tiles: the value has its corner.
    middle = (height - edge) * 0.45
    draw_text(
        image,
        (width * 0.45, middle),
        letter,
        round(height * 0.48),
        ink,
        paper,
        bold=True,
        align="centre",
        anchor="middle",
    )
    corner_xy = (width - max(3, width // 12), height - edge - max(3, height // 14))
    draw_text(
        image,
        corner_xy,
        str(value),
        max(9, round(height * 0.3)),
        ink,
        paper,
        bold=True,
        align="right",
        anchor="baseline",
    )
    return image
