"""The juggler for the thread: an animated GIF of the pattern being performed.

Drawn from the view's `performance` alone, with the ball model of `motion`: a
figure with two hands, balls (or clubs) in arcs whose height follows the
throw. No digit, letter or mark gives the pattern away: the picture holds no
text at all, every ball has the same colour, and the file has no name that
says anything. A repeated pattern shows its variation: clubs instead of
balls, the other hand first (mirrored), other colours. The loop is seamless:
it lasts `loop_beats` beats, after which identical balls are back in place.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.views import SiteswapView
from renderers.siteswap.motion import hand_positions, loop_beats, positions

SIZE = (300, 300)
FRAMES_PER_BEAT = 8
FRAME_MS = 45  # a beat of about 0.36 s: a little slower than life, easier to follow
BACKGROUND = (27, 82, 58)
FIGURE = (236, 226, 200)
PALETTES = ((242, 193, 78), (91, 192, 235), (229, 107, 159))
HANDS_Y, TOP_Y = 250, 30  # where hands hold the balls, and the highest peak
BALL = 9


def _colour(variation: str) -> tuple[int, int, int]:
    return PALETTES[1] if "colours" in variation else PALETTES[0]


def _point(x: float, y: float) -> tuple[float, float]:
    width = SIZE[0]
    return width / 2 + x * width * 0.30, HANDS_Y - y * (HANDS_Y - TOP_Y)


def _frame(throws: Sequence[int], time: float, variation: str) -> Image.Image:
    mirrored = "other hand" in variation
    clubs = "clubs" in variation
    image = Image.new("RGB", SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    centre = SIZE[0] / 2
    draw.ellipse((centre - 18, 150, centre + 18, 186), outline=FIGURE, width=4)  # head
    draw.line((centre, 186, centre, 290), fill=FIGURE, width=6)  # body
    balls = positions(throws, time, mirrored)
    hands = list(hand_positions(time, mirrored))
    for ball in balls:  # a hand holding a ball is where the ball is
        if ball.held:
            side = 0 if (ball.x > 0) != (hands[0][0] < 0) else 1
            hands[side] = (ball.x, ball.y)
    for x, y in hands:
        hx, hy = _point(x, y)
        draw.line((centre, 205, hx, hy + 6), fill=FIGURE, width=5)  # arm
        draw.ellipse((hx - 8, hy, hx + 8, hy + 12), fill=FIGURE)  # hand
    colour = _colour(variation)
    for ball in balls:
        bx, by = _point(ball.x, ball.y)
        by -= BALL if ball.held else 0  # resting in the palm
        if clubs:
            draw.ellipse((bx - 6, by - 16, bx + 6, by + 10), fill=colour)
            draw.line((bx, by + 6, bx, by + 18), fill=colour, width=4)
        else:
            draw.ellipse((bx - BALL, by - BALL, bx + BALL, by + BALL), fill=colour)
    return image


def frames(throws: Sequence[int], variation: str = "") -> list[Image.Image]:
    """One loop of the pattern, frame by frame (the next loop starts where it ends)."""
    count = loop_beats(throws) * FRAMES_PER_BEAT
    return [_frame(throws, step / FRAMES_PER_BEAT, variation) for step in range(count)]


def animate_gif(throws: Sequence[int], variation: str = "") -> bytes:
    """The pattern as a looping GIF."""
    shown = frames(throws, variation)
    palette = shown[0].quantize(colors=16)
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in shown]
    out = io.BytesIO()
    indexed[0].save(out, format="GIF", save_all=True, append_images=indexed[1:], loop=0,
                    duration=FRAME_MS, disposal=1, optimize=False)  # fmt: skip
    return out.getvalue()


def draw_performance(view: SiteswapView) -> bytes | None:
    """The GIF of the performance under way, or None when nothing is being watched
    (no performance, a live performance, a trick)."""
    performance = view.performance
    if performance is None or not performance.throws:
        return None
    return animate_gif(performance.throws, performance.variation)
