"""The table picture posted in the game's thread: what every player may see.

It draws only the public parts of a view (never `hand`, `taken` or `word`),
so even a seat view passed here by mistake leaks nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import msg
from engines.juggler.views import JugglerView
from renderers.i18n import SOURCE, text
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
    view: JugglerView,
    names: Sequence[str] | None = None,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> Image.Image:
    seats = seat_names(view, names)
    recap = shows_recap(view)
    tiles = tiles_height(view)
    image = _background(view.players, recap, tiles)
    _header(image, view, seats, locale)
    draw_middle(image, view, four_colour, locale)
    draw_plates(image, view, seats, tiles, locale)
    if recap:
        draw_recap(image, view, tiles, locale)
    return image


def _header(image: Image.Image, view: JugglerView, names: list[str], locale: str) -> None:
    """Two lines: the round and where it stands, then what the table waits for."""
    first = 8 + LINE / 2
    right = WIDTH - MARGIN
    title = text(msg("Round {round}", round=view.round), locale)
    used = draw_text(
        image, (MARGIN + 2, first), title, TITLE_SIZE, TEXT, FELT_DARK, bold=True, anchor="middle"
    )
    left = MARGIN + 2 + used + 10
    line, who = stage_note(view, names)
    dot = text_width("· ", NOTE_SIZE)
    note = "· " + phrase(line, who, NOTE_SIZE, False, right - left - dot, locale)
    draw_text(image, (left, first), note, NOTE_SIZE, TEXT_DIM, FELT_DARK, anchor="middle",
              width=right - left)  # fmt: skip
    line, who = status(view, names, locale)
    room = right - MARGIN - 40 - 2 * pill_padding(STATUS_HEIGHT)
    words = phrase(line, who, STATUS_SIZE, True, room, locale)
    draw_pill(image, (MARGIN, HEADER - 8 - STATUS_HEIGHT / 2), words, STATUS_SIZE, INK, GOLD,
              height=STATUS_HEIGHT)  # fmt: skip
