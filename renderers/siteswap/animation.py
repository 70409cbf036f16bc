"""The juggler for the thread: an animated GIF of the pattern being performed.

Drawn from the view's `performance` alone, with the loop of `loop` (itself on the
ball model of `motion`): two cupped hands, balls (or clubs) in arcs whose height
follows the throw, each ball with its own colour and shape (`look`), the
throwing hand flashing on its beat over a pad that stays lit for the beat.

No digit, letter or mark gives the pattern away: the picture holds no text at
all, and the file has no name. Every GIF has the same size, palette, number of
frames and frame time, whatever the pattern, so neither its length nor its
timing says anything of the period (see `loop`). A repeated pattern shows its
variation: clubs instead of balls, the other hand first (mirrored), other
colours (the balls' colours shifted and another background).

Phone-sized: 400 pixels wide, balls about 24 pixels across, on a plain dark
ground. There is no body: GIF compresses each row of the box that changed from
one frame to the next, so every still line crossing that box (a body, arms, a
head) is paid again in every frame; a stick figure nearly doubled the file
(184 KB against 108 KB for 531) and gave nothing to read the pattern by. Each
frame is drawn straight into the fixed palette (no quantising). The bench
(bench/siteswap_animation.py) keeps the worst case, ten balls as clubs, near
210 KB and 70 ms.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.views import SiteswapView
from renderers.siteswap import loop
from renderers.siteswap.look import COLOURS, RGB, blend, draw_handle, draw_shape, look

SIZE = (400, 380)
FRAME_MS = 70  # five frames a beat: a beat of 0.35 s, a little slower than life
BACKGROUNDS = {False: (28, 32, 40), True: (46, 30, 50)}  # plain, "in other colours"
HAND = (150, 158, 172)
FLASH = ((255, 255, 255), (205, 210, 220))  # the throwing hand, as it throws and just after
PAD, PAD_LIT = (52, 58, 70), (225, 228, 235)
HANDS_Y, TOP_Y, PAD_Y = 318, 36, 348  # where the hands hold the balls, the highest peak
CENTRE, REACH = SIZE[0] / 2, SIZE[0] * 0.30  # x of the body, and of a hand's outer point
BALL = 12  # radius


class _Palette:
    """The GIF's colours, the same for every pattern (one set per background): the
    figure's, and every ball colour as seen at each opacity the loop uses. Each
    frame is drawn with these indices, so nothing needs quantising."""

    def __init__(self, background: RGB) -> None:
        self.background = background
        opacities = sorted({1.0, *(shown for shown in loop.FADE.values() if shown > 0)})
        fixed = [background, HAND, *FLASH, PAD, PAD_LIT]
        balls = [blend(colour, background, shown) for shown in opacities for colour in COLOURS]
        self.colours = list(dict.fromkeys(fixed + balls))
        self._index = {colour: index for index, colour in enumerate(self.colours)}
        self._balls = {
            (colour, shown): self._index[blend(colour, background, shown)]
            for shown in opacities
            for colour in COLOURS
        }

    def __call__(self, colour: RGB) -> int:
        return self._index[colour]

    def ball(self, colour: RGB, opacity: float) -> int:
        """A ball's colour as seen at `opacity`."""
        return self._balls[colour, opacity]

    def flat(self) -> list[int]:
        return [channel for colour in self.colours for channel in colour]


def _point(x: float, y: float) -> tuple[float, float]:
    return CENTRE + x * REACH, HANDS_Y - y * (HANDS_Y - TOP_Y)


def _stage(palette: _Palette) -> Image.Image:
    """What never moves: the background and the unlit pads."""
    image = Image.new("P", SIZE, palette(palette.background))
    image.putpalette(palette.flat())
    draw = ImageDraw.Draw(image)
    for side in (-1, 1):
        _pad(draw, side, palette(PAD))
    return image


def _pad(draw: ImageDraw.ImageDraw, side: int, fill: int) -> None:
    x = CENTRE + side * REACH * 0.68
    draw.rounded_rectangle((x - 34, PAD_Y, x + 34, PAD_Y + 9), radius=4, fill=fill)


def _hands(draw: ImageDraw.ImageDraw, frame: loop.Frame, palette: _Palette) -> None:
    """Both hands, cupped; the hand whose beat it is flashes as it throws, its pad lit."""
    beat_x = frame.hands[frame.beat_hand][0]
    _pad(draw, 1 if beat_x > 0 else -1, palette(PAD_LIT))
    for number, (x, y) in enumerate(frame.hands):
        hx, hy = _point(x, y)
        colour = HAND
        if number == frame.beat_hand and frame.flash > 0:
            colour = FLASH[0] if frame.flash >= 1 else FLASH[1]
            if frame.flash >= 1:
                draw.ellipse((hx - 22, hy - 14, hx + 22, hy + 24), outline=palette(colour), width=3)
        draw.pieslice((hx - 16, hy - 8, hx + 16, hy + 16), 0, 180, fill=palette(colour))


def _draw(stage: Image.Image, frame: loop.Frame, variation: str, palette: _Palette) -> Image.Image:
    image = stage.copy()
    draw = ImageDraw.Draw(image)
    _hands(draw, frame, palette)
    if frame.opacity <= 0:
        return image
    other_colours = "colours" in variation
    clubs = "clubs" in variation
    for prop in frame.props:
        colour, shape = look(prop.number, other_colours)
        fill = palette.ball(colour, frame.opacity)
        px, py = _point(prop.x, prop.y)
        py -= BALL if prop.held else 0  # resting in the palm
        if clubs:
            py -= BALL  # a club stands in the hand on its handle, and turns once a throw
            draw_handle(draw, px, py, BALL, math.pi / 2 + 2 * math.pi * prop.flown, fill)
        draw_shape(draw, shape, px, py, BALL, fill)
    return image


def frames(throws: Sequence[int], variation: str = "") -> list[Image.Image]:
    """One loop of the pattern, frame by frame (the next loop starts where it ends),
    as palette images."""
    palette = _Palette(BACKGROUNDS["colours" in variation])
    stage = _stage(palette)
    shown = loop.frames(throws, mirrored="other hand" in variation)
    return [_draw(stage, frame, variation, palette) for frame in shown]


def animate_gif(throws: Sequence[int], variation: str = "") -> bytes:
    """The pattern as a GIF that loops for ever, every frame FRAME_MS long."""
    images = frames(throws, variation)
    out = io.BytesIO()
    images[0].save(out, format="GIF", save_all=True, append_images=images[1:], loop=0,
                   duration=FRAME_MS, disposal=1, optimize=False, interlace=False)  # fmt: skip
    return out.getvalue()


def draw_performance(view: SiteswapView) -> bytes | None:
    """The GIF of the performance under way, or None when nothing is being watched
    (no performance, a live performance, a trick)."""
    performance = view.performance
    if performance is None or not performance.throws:
        return None
    return animate_gif(performance.throws, performance.variation)
