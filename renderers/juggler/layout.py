"""Where things go on the Juggler table picture.

Kept apart so the parts of the picture and the tests' pixel probes agree on
one set of numbers. The picture is 800 pixels wide and uses no text under
18 px, so shrunk to a phone's 360 px it still reads at 8.
"""

from __future__ import annotations

from renderers import cards

WIDTH = 800
MARGIN = 16
GAP = 12
PAD = 14
HEADER = 60
MIDDLE_TOP = HEADER + GAP
LABEL_TOP = MIDDLE_TOP + PAD  # "TABLE" on the left, the decks on the right
DECK_CARD: cards.Size = (24, 34)
TILES_LEFT = MARGIN + PAD
TILES_RIGHT = WIDTH - MARGIN - PAD
TILES_TOP = MIDDLE_TOP + 48
TILES_MOST = 3 * 60 + 2 * 10  # the tiles' height at most: three rows of the smaller size
TILES_BOTTOM = TILES_TOP + TILES_MOST
PLATE_HEIGHT = 104
PLATE_WIDTH = (WIDTH - 2 * MARGIN - GAP) // 2
STRIP_ROW = 40
STRIP_COLUMNS = 2


# The middle panel is as tall as the face-up cards need (`tiles`, their height in
# pixels), so a table with few cards is not mostly empty felt; what lies below it
# moves up with it.


def middle_bottom(tiles: int) -> int:
    return TILES_TOP + tiles + PAD


def plate_box(seat: int, tiles: int) -> tuple[int, int, int, int]:
    """Seats fill two columns, A and B side by side, so play order reads like text."""
    row, column = divmod(seat, 2)
    left = MARGIN + column * (PLATE_WIDTH + GAP)
    top = middle_bottom(tiles) + GAP + row * (PLATE_HEIGHT + GAP)
    return left, top, left + PLATE_WIDTH, top + PLATE_HEIGHT


def plates_bottom(players: int, tiles: int) -> int:
    rows = (players + 1) // 2
    return middle_bottom(tiles) + GAP + rows * (PLATE_HEIGHT + GAP) - GAP


def strip_height(players: int) -> int:
    rows = -(-players // STRIP_COLUMNS)
    return 40 + rows * STRIP_ROW + 6


def height(players: int, strip: bool, tiles: int) -> int:
    bottom = plates_bottom(players, tiles) + MARGIN
    return bottom + (strip_height(players) + GAP if strip else 0)
