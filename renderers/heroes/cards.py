"""Hero cards: the house colour, the house emblem drawn with shapes, stars and name.

Each card is drawn once per size and cached, like the playing cards. Emblems
are shapes, not letters, so the house reads at a glance and without a font.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engines.heroes.roster import hero
from renderers.kept import kept
from renderers.theme import BACK, BACK_LINE, CARD_EDGE, CARD_FACE, INK, Colour
from renderers.widgets import draw_text, smooth_shape

Size = tuple[int, int]
# Wide enough for the longest name at 17 px: every Heroes picture is 760 px wide,
# and 17 px is the least that reads when Discord shrinks it to a phone's 360.
CARD: Size = (100, 136)
TEXT_SIZE = 17
STAR: Colour = (160, 100, 0)

HOUSE_COLOURS: dict[str, Colour] = {
    "Ember": (210, 40, 40),
    "Tide": (28, 92, 196),
    "Grove": (22, 128, 62),
    "Gale": (110, 64, 170),
    "Stone": (110, 110, 110),
}


def _emblem(draw: ImageDraw.ImageDraw, house: str, centre: tuple[float, float], size: float,
            colour: Colour) -> None:  # fmt: skip
    x, y = centre
    r = size / 2
    if house == "Ember":  # a flame: a triangle
        draw.polygon([(x, y - r), (x + r * 0.8, y + r), (x - r * 0.8, y + r)], fill=colour)
    elif house == "Tide":  # a drop: a circle
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
    elif house == "Grove":  # a leaf: a diamond
        draw.polygon([(x, y - r), (x + r * 0.7, y), (x, y + r), (x - r * 0.7, y)], fill=colour)
    elif house == "Gale":  # a star of wind: five points
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = math.pi * i / 5 - math.pi / 2
            points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
        draw.polygon(points, fill=colour)
    else:  # Stone: a square block
        draw.rectangle((x - r * 0.8, y - r * 0.8, x + r * 0.8, y + r * 0.8), fill=colour)


@kept(256)
def hero_card(hero_id: int, size: Size, background: Colour) -> Image.Image:
    """A face-up hero."""
    info = hero(hero_id)
    width, height = size
    colour = HOUSE_COLOURS[info.house]
    image = smooth_shape(size, background, CARD_FACE, max(5, width // 10), outline=CARD_EDGE)
    draw = ImageDraw.Draw(image)
    band = round(height * 0.26)
    draw.rectangle((3, 3, width - 4, band), fill=colour)
    _emblem(draw, info.house, (width / 2, band * 0.55), band * 0.62, CARD_FACE)
    draw_text(image, (width / 2, band + height * 0.18), "★" * info.stars, TEXT_SIZE + 2,
              STAR, CARD_FACE, align="centre", anchor="middle", width=width - 4)  # fmt: skip
    draw_text(image, (width / 2, band + height * 0.40), info.name, TEXT_SIZE, INK,
              CARD_FACE, bold=True, align="centre", anchor="middle", width=width - 4)  # fmt: skip
    draw_text(image, (width / 2, band + height * 0.58), info.house, TEXT_SIZE, colour,
              CARD_FACE, align="centre", anchor="middle", width=width - 4)  # fmt: skip
    return image


@kept(32)
def hero_back(size: Size, background: Colour, label: str = "") -> Image.Image:
    """A face-down hero; `label` numbers hand positions for jokers that target them."""
    width, height = size
    image = smooth_shape(size, background, BACK, max(5, width // 10), outline=CARD_EDGE)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((5, 5, width - 6, height - 6), radius=6, outline=BACK_LINE, width=2)
    if label:
        draw_text(image, (width / 2, height / 2), label, round(width * 0.3), CARD_FACE, BACK,
                  bold=True, align="centre", anchor="middle")  # fmt: skip
    return image
