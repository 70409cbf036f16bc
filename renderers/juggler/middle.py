"""The middle of the table: both decks face down, and the face-up cards anyone may take."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from engines.juggler.views import JugglerView
from renderers import cards
from renderers.juggler.layout import (
    DECK_CARD,
    LABEL_TOP,
    TILES_BOTTOM,
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


# Larger first: a table only shrinks its cards when they would not fit. The
# smaller size holds all 70 cards of the game in three rows, and is the least
# whose value, in its corner, still reads on a phone.
TILE_SIZES = (
    TileSize((58, 70), 13),
    TileSize((50, 60), 10),
)


def draw_middle(image: Image.Image, view: JugglerView, four_colour: bool) -> None:
    _decks(image, view)
    _table(image, view, four_colour)


def _decks(image: Image.Image, view: JugglerView) -> None:
    """Both decks on the label row, right-aligned: a small back in its colour and a count."""
    decks = ((view.red_left, RED_BACK, "vowels"), (view.black_left, BLACK_BACK, "consonants"))
    right = TILES_RIGHT
    middle = LABEL_TOP + 11
    for left, (colour, line), kind in reversed(decks):
        right -= draw_text(
            image,
            (right, middle),
            f"{left} {kind}",
            18,
            TEXT,
            PANEL,
            align="right",
            anchor="middle",
        )
        if left:
            card = cards.back(DECK_CARD, PANEL, colour=colour, line=line)
        else:
            card = cards.slot(DECK_CARD, PANEL)
        right -= DECK_CARD[0] + 6
        image.paste(card, (right, round(middle - DECK_CARD[1] / 2)))
        right -= 18


def _table(image: Image.Image, view: JugglerView, four_colour: bool) -> None:
    face_up = len(view.table)
    label = f"TABLE · {face_up} FACE UP" if face_up else "TABLE"
    draw_text(image, (TILES_LEFT, LABEL_TOP), label, 18, TEXT_DIM, PANEL, bold=True)
    if not face_up:
        middle = TILES_TOP + TILE_SIZES[0].size[1] / 2
        text = "no face-up cards yet: discards land here"
        draw_text(image, (TILES_LEFT, middle), text, 18, TEXT_DIM, PANEL, anchor="middle")
        return
    piles = table_order(view.table)
    size, places = _arrange(piles)
    for (letter, count), (x, y) in zip(piles, places, strict=True):
        card = tile(letter, view.letter_values[letter], size.size, PANEL, four_colour)
        for layer in range(count):
            image.paste(card, (x + layer * size.fan, y))


def tiles_height(view: JugglerView) -> int:
    """How tall the face-up cards lie: the rows they take at their size (one row of the
    larger size when there are none, for the line that says so)."""
    if not view.table:
        return TILE_SIZES[0].size[1]
    size, places = _arrange(table_order(view.table))
    rows = len({y for _, y in places})
    return rows * size.size[1] + (rows - 1) * ROW_GAP


def _arrange(piles: list[tuple[str, int]]) -> tuple[TileSize, list[tuple[int, int]]]:
    """The largest tile size at which every pile fits, and each pile's top-left corner."""
    for size in TILE_SIZES:
        places = _wrap(piles, size)
        if places is not None:
            return size, places
    raise ValueError("more face-up cards than the table picture can hold")


def _wrap(piles: list[tuple[str, int]], size: TileSize) -> list[tuple[int, int]] | None:
    """Piles left to right, wrapping into rows; None when they overflow the area."""
    width, height = size.size
    x, y = TILES_LEFT, TILES_TOP
    places = []
    for _, count in piles:
        span = width + (count - 1) * size.fan
        if x + span > TILES_RIGHT and x > TILES_LEFT:
            x, y = TILES_LEFT, y + height + ROW_GAP
        if y + height > TILES_BOTTOM:
            return None
        places.append((x, y))
        x += span + PILE_GAP
    return places
