"""Where things go on the Juggler table picture.

The picture is a phone's column, 472 px wide, so its 18 px text keeps capitals
11 px tall when Discord shows it 400 px wide. Sections stack from the top:
header, the middle (decks and face-up cards, as tall as its cards need), the
seats' plates one under another, and last round's words while the round is young.
"""

from __future__ import annotations

from renderers import cards
from renderers.theme import HEADER, LINE, MARGIN, PICTURE_WIDTH

WIDTH = PICTURE_WIDTH
GAP = 8
PAD = 10
MIDDLE_TOP = HEADER + GAP
LABEL_TOP = MIDDLE_TOP + PAD  # "TABLE" on the first line, the decks on the second
DECK_CARD: cards.Size = (24, 34)
TILES_LEFT = MARGIN + PAD
TILES_RIGHT = WIDTH - MARGIN - PAD
TILES_TOP = LABEL_TOP + 2 * LINE + 10
PLATE_HEIGHT = PAD + 2 * LINE + 12
PLATE_GAP = 6
STRIP_ROW = 32


# The middle panel is as tall as the face-up cards need (`tiles`, their height in
# pixels), so a table with few cards is not mostly empty felt; what lies below it
# moves up with it.


def middle_bottom(tiles: int) -> int:
    return TILES_TOP + tiles + PAD


def plate_box(seat: int, tiles: int) -> tuple[int, int, int, int]:
    """A plate a seat, in play order down the picture, each as wide as the picture."""
    top = middle_bottom(tiles) + GAP + seat * (PLATE_HEIGHT + PLATE_GAP)
    return MARGIN, top, WIDTH - MARGIN, top + PLATE_HEIGHT


def plates_bottom(players: int, tiles: int) -> int:
    return middle_bottom(tiles) + GAP + players * (PLATE_HEIGHT + PLATE_GAP) - PLATE_GAP


def strip_height(players: int) -> int:
    return PAD + LINE + players * STRIP_ROW + PAD


def height(players: int, strip: bool, tiles: int) -> int:
    bottom = plates_bottom(players, tiles) + MARGIN
    return bottom + (strip_height(players) + GAP if strip else 0)
