"""The middle of the table: both decks face down, and the face-up cards anyone may take."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from engines.juggler.views import JugglerView
from renderers import cards
from renderers.juggler.layout import (
    DECK_CARD,
    DECK_LEFT,
    DECK_TOP,
    GAP,
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


# Largest first: a table only shrinks its cards when they would not fit. The
# last size holds all 70 cards of the game, in three rows.
TILE_SIZES = (
    TileSize((58, 70), 13),
    TileSize((50, 60), 11),
    TileSize((44, 52), 9),
    TileSize((32, 38), 6),
)


def draw_middle(image: Image.Image, view: JugglerView, four_colour: bool) -> None:
    _decks(image, view)
    _table(image, view, four_colour)


def _decks(image: Image.Image, view: JugglerView) -> None:
    draw_text(image, (DECK_LEFT, LABEL_TOP), "DECKS", 15, TEXT_DIM, PANEL, bold=True)
    decks = ((view.red_left, RED_BACK, "vowels"), (view.black_left, BLACK_BACK, "consonants"))
    for index, (left, (colour, line), kind) in enumerate(decks):
        x = DECK_LEFT + index * (DECK_CARD[0] + GAP)
        if left:
            card = cards.back(DECK_CARD, PANEL, colour=colour, line=line)
        else:
            card = cards.slot(DECK_CARD, PANEL, "empty")
        image.paste(card, (x, DECK_TOP))
        middle = x + DECK_CARD[0] / 2
        below = DECK_TOP + DECK_CARD[1] + 10
        draw_text(image, (middle, below), str(left), 22, TEXT, PANEL, bold=True, align="centre")
        draw_text(image, (middle, below + 28), kind, 14, TEXT_DIM, PANEL, align="centre")


def _table(image: Image.Image, view: JugglerView, four_colour: bool) -> None:
    face_up = len(view.table)
    label = f"TABLE · {face_up} FACE UP" if face_up else "TABLE"
    draw_text(image, (TILES_LEFT, LABEL_TOP), label, 15, TEXT_DIM, PANEL, bold=True)
    if not face_up:
        middle = TILES_TOP + TILE_SIZES[0].size[1] / 2
        text = "no face-up cards yet: discards land here"
        draw_text(image, (TILES_LEFT, middle), text, 17, TEXT_DIM, PANEL, anchor="middle")
        return
    piles = table_order(view.table)
    size, places = _arrange(piles)
    for (letter, count), (x, y) in zip(piles, places, strict=True):
        card = tile(letter, view.letter_values[letter], size.size, PANEL, four_colour)
        for layer in range(count):
            image.paste(card, (x + layer * size.fan, y))


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
