"""Heroes as chips: the house emblem in its colour, the name, and the stars in words.

A chip is a line of text with a sign in front, so every hero stays readable
on a phone and a whole table of them fits a phone's column. The house shows
twice, as a shape and a colour (never colour alone), and each chip is drawn
once and cached, like the playing cards.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engines.heroes.roster import hero
from renderers.kept import kept
from renderers.theme import CARD_EDGE, CARD_FACE, INK, Colour
from renderers.widgets import SUPERSAMPLE, draw_text, smooth_shape, text_width

TEXT_SIZE = 18
CHIP_HEIGHT = 30
EMBLEM = 18
STAR: Colour = (130, 80, 0)  # the stars' ink: dark enough on the card's paper
HOUSE_COLOURS: dict[str, Colour] = {
    "Ember": (210, 40, 40),
    "Tide": (28, 92, 196),
    "Grove": (22, 128, 62),
    "Gale": (110, 64, 170),
    "Stone": (110, 110, 110),
}
HOUSE_SHAPES = {
    "Ember": "a triangle (a flame)",
    "Tide": "a disc (a drop)",
    "Grove": "a diamond (a leaf)",
    "Gale": "a star (the wind)",
    "Stone": "a square (a block)",
}


def _emblem(draw: ImageDraw.ImageDraw, house: str, centre: tuple[float, float], size: float,
            colour: Colour) -> None:  # fmt: skip
    x, y = centre
    r = size / 2
    if house == "Ember":  # a flame: a triangle
        draw.polygon([(x, y - r), (x + r * 0.9, y + r), (x - r * 0.9, y + r)], fill=colour)
    elif house == "Tide":  # a drop: a circle
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
    elif house == "Grove":  # a leaf: a diamond
        draw.polygon([(x, y - r), (x + r * 0.75, y), (x, y + r), (x - r * 0.75, y)], fill=colour)
    elif house == "Gale":  # a star of wind: five points
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = math.pi * i / 5 - math.pi / 2
            points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
        draw.polygon(points, fill=colour)
    else:  # Stone: a square block
        draw.rectangle((x - r * 0.85, y - r * 0.85, x + r * 0.85, y + r * 0.85), fill=colour)


def emblem(house: str, background: Colour) -> Image.Image:
    """The house's sign alone, drawn large and scaled down for smooth edges."""
    big = Image.new("RGB", (EMBLEM * SUPERSAMPLE,) * 2, background)
    half = EMBLEM * SUPERSAMPLE / 2
    _emblem(ImageDraw.Draw(big), house, (half, half), EMBLEM * SUPERSAMPLE, HOUSE_COLOURS[house])
    return big.resize((EMBLEM, EMBLEM), Image.Resampling.BOX)


def chip_width(hero_id: int, label: str = "") -> int:
    info = hero(hero_id)
    words = text_width(f"{label}{info.name}", TEXT_SIZE, True)
    return 8 + EMBLEM + 6 + words + 6 + text_width(f"★{info.stars}", TEXT_SIZE) + 8


@kept(256)
def hero_chip(hero_id: int, background: Colour, label: str = "") -> Image.Image:
    """A hero as a chip on `background`: emblem, `label` (a hand position), name, ★stars."""
    info = hero(hero_id)
    size = (chip_width(hero_id, label), CHIP_HEIGHT)
    image = smooth_shape(size, background, CARD_FACE, 8, outline=CARD_EDGE)
    image.paste(emblem(info.house, CARD_FACE), (8, (CHIP_HEIGHT - EMBLEM) // 2))
    x = 8 + EMBLEM + 6
    middle = CHIP_HEIGHT / 2
    x += draw_text(image, (x, middle), f"{label}{info.name}", TEXT_SIZE, INK, CARD_FACE,
                   bold=True, anchor="middle") + 6  # fmt: skip
    draw_text(image, (x, middle), f"★{info.stars}", TEXT_SIZE, STAR, CARD_FACE, anchor="middle")
    return image


def flow(
    canvas: Image.Image | None,
    chips: list[Image.Image],
    xy: tuple[int, int],
    right: int,
    gap: int = 6,
) -> int:
    """Chips left to right from `xy`, wrapping at `right`; returns the bottom of the last
    row. With no canvas, only measures (so a picture's height is known before drawing)."""
    left, top = xy
    x = left
    for chip in chips:
        if x + chip.width > right and x > left:
            x, top = left, top + CHIP_HEIGHT + gap
        if canvas is not None:
            canvas.paste(chip, (x, top))
        x += chip.width + gap
    return top + CHIP_HEIGHT
