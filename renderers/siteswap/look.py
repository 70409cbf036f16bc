"""How each ball of the juggler GIF looks: a colour and a shape of its own.

A ball keeps its look from throw to throw, so a watcher can follow one ball and
read the pattern off it (high, then a low pass, then high again...). Colours
alone would fail a colour-blind watcher, so every ball also has its own shape;
the colours are the Okabe-Ito set, chosen to stay apart under the common kinds
of colour blindness, ordered so that the first balls differ most. A pattern has
at most a dozen balls in this game; past eight, colours come round again with
other shapes, so no two balls look alike.

Clubs are the same shapes with a handle, turning once per throw.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import ImageDraw

RGB = tuple[int, int, int]

# Okabe-Ito, reordered: orange, sky blue, reddish purple, bluish green, yellow,
# vermillion, white (in place of black, on a dark ground: it goes with the hollow
# ring, the lightest shape), and blue, the darkest, last.
COLOURS: tuple[RGB, ...] = (
    (230, 159, 0), (86, 180, 233), (204, 121, 167), (0, 158, 115),
    (240, 228, 66), (213, 94, 0), (235, 235, 235), (0, 114, 178),
)  # fmt: skip
SHAPES = ("disc", "square", "triangle", "diamond", "down", "cross", "ring", "star")
OTHER_COLOURS_SHIFT = 4  # "in other colours": every ball takes the colour four along


def look(number: int, other_colours: bool) -> tuple[RGB, str]:
    """The colour and shape of ball `number`."""
    shift = OTHER_COLOURS_SHIFT if other_colours else 0
    colour = COLOURS[(number + shift) % len(COLOURS)]
    shape = SHAPES[(number + number // len(SHAPES)) % len(SHAPES)]
    return colour, shape


def blend(colour: RGB, background: RGB, opacity: float) -> RGB:
    """`colour` seen at `opacity` over `background` (the GIF has no partial transparency)."""
    red, green, blue = (
        round(c * opacity + b * (1 - opacity)) for c, b in zip(colour, background, strict=True)
    )
    return red, green, blue


@cache
def _outline(shape: str, r: float) -> tuple[tuple[float, float], ...]:
    """The corners of a shape with corners, around (0, 0): worked out once per shape."""
    if shape == "star":
        return tuple(
            (reach * math.cos(angle), reach * math.sin(angle))
            for k in range(10)
            for reach, angle in [(r * (1.3 if k % 2 == 0 else 0.6), math.pi * (k / 5 - 0.5))]
        )
    corners, reach, turn, shift = {
        "triangle": (3, 1.35, -math.pi / 2, 0.2),
        "down": (3, 1.35, math.pi / 2, -0.2),
        "diamond": (4, 1.25, 0.0, 0.0),
    }[shape]
    return tuple(
        (reach * r * math.cos(turn + 2 * math.pi * k / corners),
         shift * r + reach * r * math.sin(turn + 2 * math.pi * k / corners))
        for k in range(corners)
    )  # fmt: skip


def draw_shape(draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float,
               fill: int) -> None:  # fmt: skip
    """A ball of radius about `r` (shapes with corners reach further, so that every
    shape covers about the same area and none looks smaller than the others)."""
    if shape == "disc":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif shape == "square":
        side = r * 0.9
        draw.rectangle((cx - side, cy - side, cx + side, cy + side), fill=fill)
    elif shape == "cross":
        arm, half = r * 1.15, r * 0.42
        draw.rectangle((cx - arm, cy - half, cx + arm, cy + half), fill=fill)
        draw.rectangle((cx - half, cy - arm, cx + half, cy + arm), fill=fill)
    elif shape == "ring":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=fill, width=max(3, round(r * 0.45)))
    else:
        draw.polygon([(cx + x, cy + y) for x, y in _outline(shape, r)], fill=fill)


def draw_handle(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, angle: float,
                fill: int) -> None:  # fmt: skip
    """A club's handle, pointing at `angle` (radians, 0 = right, y downwards) from the
    club's body at (cx, cy)."""
    start = (cx + r * 0.7 * math.cos(angle), cy + r * 0.7 * math.sin(angle))
    end = (cx + r * 2.2 * math.cos(angle), cy + r * 2.2 * math.sin(angle))
    draw.line((start, end), fill=fill, width=max(3, round(r * 0.4)))
