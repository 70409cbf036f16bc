"""The table picture posted in the game's thread: what every player may see.

It draws only the public parts of a view (never `hand`, `taken` or `word`),
so even a seat view passed here by mistake leaks nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.juggler.views import JugglerView
from renderers.juggler.labels import phrase, seat_names, stage_note, status
from renderers.juggler.layout import (
    HEADER,
    LINE,
    MARGIN,
    MIDDLE_TOP,
    WIDTH,
    height,
    middle_bottom,
)
from renderers.juggler.middle import draw_middle, tiles_height
from renderers.juggler.plates import draw_plates
from renderers.juggler.recap import draw_recap, shows_recap
from renderers.theme import FELT, FELT_DARK, GOLD, INK, PANEL, TEXT, TEXT_DIM
from renderers.widgets import draw_pill, draw_text, pill_padding, rounded, text_width

TITLE_SIZE, NOTE_SIZE, STATUS_SIZE = 20, 18, 18
STATUS_HEIGHT = 30


def _background(players: int, recap: bool, tiles: int) -> Image.Image:
    """Felt, header band and the middle panel. Drawn afresh each time (0.13 ms): a cache
    of the fifty sizes a table can take would hold about 1.5 MB each."""
    image = Image.new("RGB", (WIDTH, height(players, recap, tiles)), FELT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    rounded(draw, (MARGIN, MIDDLE_TOP, WIDTH - MARGIN, middle_bottom(tiles)), PANEL, radius=14)
    return image


def draw_table(
    view: JugglerView, names: Sequence[str] | None = None, four_colour: bool = True
) -> Image.Image:
    seats = seat_names(view, names)
    recap = shows_recap(view)
    tiles = tiles_height(view)
    image = _background(view.players, recap, tiles)
    _header(image, view, seats)
    draw_middle(image, view, four_colour)
    draw_plates(image, view, seats, tiles)
    if recap:
        draw_recap(image, view, tiles)
    return image


def _header(image: Image.Image, view: JugglerView, names: list[str]) -> None:
    """Two lines: the round and where it stands, then what the table waits for."""
    first = 8 + LINE / 2
    right = WIDTH - MARGIN
    title = f"Round {view.round}"
    used = draw_text(
        image, (MARGIN + 2, first), title, TITLE_SIZE, TEXT, FELT_DARK, bold=True, anchor="middle"
    )
    left = MARGIN + 2 + used + 10
    who, rest = stage_note(view, names)
    dot = text_width("· ", NOTE_SIZE)
    note = "· " + (phrase(who, rest, NOTE_SIZE, False, right - left - dot) if who else rest)
    draw_text(image, (left, first), note, NOTE_SIZE, TEXT_DIM, FELT_DARK, anchor="middle",
              width=right - left)  # fmt: skip
    who, rest = status(view, names)
    room = right - MARGIN - 40 - 2 * pill_padding(STATUS_HEIGHT)
    text = phrase(who, rest, STATUS_SIZE, True, room)
    draw_pill(image, (MARGIN, HEADER - 8 - STATUS_HEIGHT / 2), text, STATUS_SIZE, INK, GOLD,
              height=STATUS_HEIGHT)  # fmt: skip
