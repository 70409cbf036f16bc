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
TILES_BOTTOM = TILES_TOP + 3 * 60 + 2 * 10  # three rows of the smaller tiles
MIDDLE_BOTTOM = TILES_BOTTOM + PAD
PLATES_TOP = MIDDLE_BOTTOM + GAP
PLATE_HEIGHT = 104
PLATE_WIDTH = (WIDTH - 2 * MARGIN - GAP) // 2
STRIP_ROW = 40
STRIP_COLUMNS = 2


def plate_box(seat: int) -> tuple[int, int, int, int]:
    """Seats fill two columns, A and B side by side, so play order reads like text."""
    row, column = divmod(seat, 2)
    left = MARGIN + column * (PLATE_WIDTH + GAP)
    top = PLATES_TOP + row * (PLATE_HEIGHT + GAP)
    return left, top, left + PLATE_WIDTH, top + PLATE_HEIGHT


def plates_bottom(players: int) -> int:
    rows = (players + 1) // 2
    return PLATES_TOP + rows * (PLATE_HEIGHT + GAP) - GAP


def strip_height(players: int) -> int:
    rows = -(-players // STRIP_COLUMNS)
    return 40 + rows * STRIP_ROW + 6


def height(players: int, strip: bool) -> int:
    bottom = plates_bottom(players) + MARGIN
    return bottom + (strip_height(players) + GAP if strip else 0)
