"""The performance in the terminal, drawn with characters, frame by frame.

The same loop as the GIF (`loop`): LOOP_BEATS beats whatever the pattern, the
restart hidden by a short fade, balls that keep their look from throw to throw
and hands that mark the beat. Plain characters only, no colour codes: the same
frames read right in a pipe or a log, and a shape per ball is what tells balls
apart for a colour-blind reader anyway. Never a digit or a letter, which could
be read as a throw.

    hands:  \\_/  a hand      \\^/  the hand throwing on this beat
    pads:   ═════ under the hand whose beat it is, ───── under the other
    clubs:  the ball's shape with a handle (│) under it while it flies
"""

from __future__ import annotations

from engines.siteswap.views import SiteswapView
from renderers.siteswap import loop
from renderers.siteswap.look import look

# The GIF's shapes in characters: each ball shows as the same shape in both.
CHARACTERS = dict(zip(("disc", "square", "triangle", "diamond", "down", "cross", "ring", "star"),
                      "●■▲◆▼+○★", strict=True))  # fmt: skip
SHAPES = "".join(CHARACTERS.values())
WIDTH, HEIGHT = 41, 14  # the last two rows are the hands and the pads
AIR = HEIGHT - 2  # rows for balls in the air, the lowest one just above the hands
HAND, THROWING = "\\_/", "\\^/"
PAD, PAD_LIT = "─────", "═════"
FADED = "·"  # a ball half seen, while the loop restarts
HANDLE = "│"


def _column(x: float) -> int:
    return min(max(round((x + 1.25) / 2.5 * (WIDTH - 1)), 0), WIDTH - 1)


def _row(y: float) -> int:
    return min(max(AIR - 1 - round(max(y, 0.0) * (AIR - 1)), 0), AIR - 1)


def _put(grid: list[list[str]], row: int, column: int, text: str) -> None:
    start = min(max(column - len(text) // 2, 0), WIDTH - len(text))
    grid[row][start : start + len(text)] = list(text)


def _draw(frame: loop.Frame, clubs: bool) -> list[str]:
    grid = [[" "] * WIDTH for _ in range(HEIGHT)]
    for number, (x, _) in enumerate(frame.hands):
        column = _column(x)
        throwing = number == frame.beat_hand and frame.flash >= 1
        _put(grid, HEIGHT - 2, column, THROWING if throwing else HAND)
    beat_x = frame.hands[frame.beat_hand][0]
    for side in (-1, 1):
        lit = (beat_x > 0) == (side > 0)
        _put(grid, HEIGHT - 1, _column(side * 0.68), PAD_LIT if lit else PAD)
    if frame.opacity > 0:
        for prop in frame.props:
            column, row = _column(prop.x), _row(prop.y)
            if frame.opacity < 1:
                grid[row][column] = FADED
                continue
            grid[row][column] = CHARACTERS[look(prop.number, other_colours=False)[1]]
            if clubs and not prop.held and row + 1 < AIR and grid[row + 1][column] == " ":
                grid[row + 1][column] = HANDLE
    return ["".join(row).rstrip() for row in grid]


def text_animation(view: SiteswapView) -> list[list[str]]:
    """Frames of the pattern being juggled (one loop), or none when nothing is shown."""
    performance = view.performance
    if performance is None or not performance.throws:
        return []
    variation = performance.variation
    shown = loop.frames(performance.throws, mirrored="other hand" in variation)
    return [_draw(frame, "clubs" in variation) for frame in shown]
