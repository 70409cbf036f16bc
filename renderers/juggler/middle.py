"""The middle of the table: both decks face down, and the face-up cards anyone may take."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from engines.core.messages import msg, nmsg
from engines.juggler.views import JugglerView
from renderers import cards
from renderers.i18n import text
from renderers.juggler.layout import (
    DECK_CARD,
    LABEL_TOP,
    LINE,
    TILES_LEFT,
    TILES_RIGHT,
    TILES_TOP,
)
from renderers.juggler.letters import BLACK_BACK, RED_BACK, table_order, tile
from renderers.theme import PANEL, TEXT, TEXT_DIM
from renderers.widgets import draw_text

PILE_GAP = 8
ROW_GAP = 10


@dataclass(frozen=True)
class TileSize:
    size: cards.Size
    fan: int  # how far each card of a pile shows from under the next


# Larger first: a table only shrinks its cards when they would take more than
# four rows. The smaller size is the least whose value, in its corner, still
# reads on a phone; all 70 cards of the game fit at it in rows enough.
TILE_SIZES = (
    TileSize((58, 70), 13),
    TileSize((50, 60), 10),
)
LARGER_ROWS = 4


def draw_middle(image: Image.Image, view: JugglerView, four_colour: bool, locale: str) -> None:
    _decks(image, view, locale)
    _table(image, view, four_colour, locale)


def _decks(image: Image.Image, view: JugglerView, locale: str) -> None:
    """Both decks on the second line: a small back in its colour, and what it holds in words
    (the colour is never the only sign of which deck is which)."""
    red = nmsg("{count} vowel", "{count} vowels", view.red_left)
    black = nmsg("{count} consonant", "{count} consonants", view.black_left)
    decks = ((view.red_left, RED_BACK, red), (view.black_left, BLACK_BACK, black))
    x = TILES_LEFT
    middle = LABEL_TOP + LINE + 12
    for left, (colour, line), kind in decks:
        if left:
            card = cards.back(DECK_CARD, PANEL, colour=colour, line=line)
        else:
            card = cards.slot(DECK_CARD, PANEL)
        image.paste(card, (x, round(middle - DECK_CARD[1] / 2)))
        x += DECK_CARD[0] + 6
        x += draw_text(image, (x, middle), text(kind, locale), 18, TEXT, PANEL, anchor="middle")
        x += 18


def _table(image: Image.Image, view: JugglerView, four_colour: bool, locale: str) -> None:
    face_up = len(view.table)
    label = (
        nmsg("TABLE · {count} FACE UP", "TABLE · {count} FACE UP", face_up)
        if face_up
        else msg("TABLE")
    )
    draw_text(image, (TILES_LEFT, LABEL_TOP), text(label, locale), 18, TEXT_DIM, PANEL, bold=True,
              width=TILES_RIGHT - TILES_LEFT)  # fmt: skip
    if not face_up:
        middle = TILES_TOP + TILE_SIZES[0].size[1] / 2
        empty = text(msg("none yet: discards land here"), locale)
        draw_text(image, (TILES_LEFT, middle), empty, 18, TEXT_DIM, PANEL, anchor="middle",
                  width=TILES_RIGHT - TILES_LEFT)  # fmt: skip
        return
    piles = table_order(view.table)
    size, places = arrange(piles)
    for (letter, count), (x, y) in zip(piles, places, strict=True):
        card = tile(letter, view.letter_values[letter], size.size, PANEL, four_colour)
        for layer in range(count):
            image.paste(card, (x + layer * size.fan, y))


def tiles_height(view: JugglerView) -> int:
    """How tall the face-up cards lie: the rows they take at their size (one row of the
    larger size when there are none, for the line that says so)."""
    if not view.table:
        return TILE_SIZES[0].size[1]
    size, places = arrange(table_order(view.table))
    rows = len({y for _, y in places})
    return rows * size.size[1] + (rows - 1) * ROW_GAP


def arrange(piles: list[tuple[str, int]]) -> tuple[TileSize, list[tuple[int, int]]]:
    """The largest tile size at which the piles fit in a few rows, and each pile's corner."""
    places = _wrap(piles, TILE_SIZES[0])
    if len({y for _, y in places}) <= LARGER_ROWS:
        return TILE_SIZES[0], places
    return TILE_SIZES[-1], _wrap(piles, TILE_SIZES[-1])


def _wrap(piles: list[tuple[str, int]], size: TileSize) -> list[tuple[int, int]]:
    """Piles left to right, wrapping into rows."""
    width, height = size.size
    x, y = TILES_LEFT, TILES_TOP
    places = []
    for _, count in piles:
        span = width + (count - 1) * size.fan
        if x + span > TILES_RIGHT and x > TILES_LEFT:
            x, y = TILES_LEFT, y + height + ROW_GAP
        places.append((x, y))
        x += span + PILE_GAP
    return places
