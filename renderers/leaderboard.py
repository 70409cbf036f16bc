"""A server's leaderboard as a picture: one plate per player, medals for the top three.

It takes plain lines (names already resolved, values already worded), so it
knows nothing of Discord or of how the ranking was computed; the caption the
caller passes says that. Drawn at about the width Discord shows an embed image,
so nothing is scaled down into blur.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import ceil

from PIL import Image, ImageDraw

from engines.core.messages import msg, nmsg
from renderers.describe import paragraph
from renderers.i18n import SOURCE, text
from renderers.theme import (
    DUMMY_COLOUR,
    FELT,
    FELT_DARK,
    GOLD,
    HEAD_COLOURS,
    INK,
    PANEL,
    PICTURE_WIDTH,
    TEXT,
    TEXT_DIM,
    Colour,
    encode_png,
)
from renderers.widgets import badge, draw_text, rounded, short_name, text_width, wrap

WIDTH = PICTURE_WIDTH  # as wide as the games' pictures: its 18 px text reads on a phone
MARGIN = 10
HEADER = 72
ROW_HEIGHT = 62
ROW_GAP = 6
BADGE = 32
NAME_LEFT = MARGIN + 12 + BADGE + 12
VALUE_RIGHT = WIDTH - MARGIN - 16
VALUE_ROOM = 120  # the widest English value: "100 wins"
NAME_ROOM = VALUE_RIGHT - VALUE_ROOM - 16 - NAME_LEFT  # the names' room beside English values
# A language's longer value ("100 victoires") takes room from the names, up to this.
WIDEST_VALUE = 170
EMPTY_HEIGHT = 2 * ROW_HEIGHT
EMPTY = msg("Nobody is ranked yet")
EMPTY_HINT = msg("Finish a few games with other people to get on the board.")
HINT_ROOM = 300  # the hint's lines: two short ones under the heading, as a phone shows them
# Theme colours, so the palette keeps them exact: gold, a silvery grey, a copper.
MEDALS: tuple[Colour, ...] = (GOLD, DUMMY_COLOUR, HEAD_COLOURS[0])


@dataclass(frozen=True)
class LeaderboardLine:
    """One ranked player; `value` is what they are ranked by, worded ("31.2", "12 wins")."""

    place: int
    name: str
    value: str
    games: int
    wins: int
    win_rate: float  # 0..1


def render_leaderboard(
    title: str, subtitle: str, rows: Sequence[LeaderboardLine], locale: str = SOURCE
) -> bytes:
    """The leaderboard as PNG bytes; with no rows, a board that says nobody is ranked yet.
    Its own words in `locale`; `title`, `subtitle` and the values come worded already."""
    body = len(rows) * (ROW_HEIGHT + ROW_GAP) - ROW_GAP if rows else EMPTY_HEIGHT
    image = Image.new("RGB", (WIDTH, HEADER + ROW_GAP * 2 + body + MARGIN), FELT)
    draw = ImageDraw.Draw(image)
    _header(image, draw, title, subtitle)
    top = HEADER + ROW_GAP * 2
    if not rows:
        _empty(image, draw, top, locale)
    widest = max((text_width(row.value, 22, True) for row in rows), default=0)
    room = min(WIDEST_VALUE, max(VALUE_ROOM, ceil(widest)))
    for index, row in enumerate(rows):
        _row(image, draw, row, top + index * (ROW_HEIGHT + ROW_GAP), locale, room)
    return encode_png(image)


def describe_leaderboard(
    title: str, subtitle: str, rows: Sequence[LeaderboardLine], locale: str = SOURCE
) -> str:
    """The board in words, place by place, for the picture's description (in `locale`)."""
    if not rows:
        return paragraph([title, subtitle, text(EMPTY, locale), text(EMPTY_HINT, locale)])
    return paragraph(
        [
            title,
            subtitle,
            *(f"{row.place}. {row.name}: {row.value}, {details(row, locale)}" for row in rows),
        ]
    )


def details(row: LeaderboardLine, locale: str = SOURCE) -> str:
    """ "12 games · 5 wins · 42% won", in `locale`."""
    games = nmsg("{count} game", "{count} games", row.games)
    wins = nmsg("{count} win", "{count} wins", row.wins)
    said = msg("{games} · {wins} · {percent}% won", games=games, wins=wins,
               percent=round(row.win_rate * 100))  # fmt: skip
    return text(said, locale)


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, title: str, subtitle: str) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw.rectangle((0, HEADER - 3, WIDTH, HEADER), fill=GOLD)
    room = WIDTH - 2 * MARGIN - 8
    draw_text(image, (MARGIN + 4, 14), title, 22, TEXT, FELT_DARK, bold=True, width=room)
    draw_text(image, (MARGIN + 4, 44), subtitle, 18, TEXT_DIM, FELT_DARK, width=room)


def _row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    row: LeaderboardLine,
    top: int,
    locale: str,
    value_room: int = VALUE_ROOM,
) -> None:
    name_room = NAME_ROOM - (value_room - VALUE_ROOM)
    medal = MEDALS[row.place - 1] if 1 <= row.place <= len(MEDALS) and row.wins else None
    middle = top + ROW_HEIGHT / 2
    rounded(
        draw,
        (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT),
        PANEL,
        radius=12,
        outline=medal,
        width=2,
    )
    token = (
        badge(str(row.place), BADGE, medal, INK, PANEL, text_size=19)
        if medal
        else badge(str(row.place), BADGE, TEXT_DIM, INK, PANEL, hollow=True, text_size=19)
    )
    image.paste(token, (MARGIN + 12, round(middle - BADGE / 2)))
    draw_text(
        image,
        (VALUE_RIGHT, middle - 12),
        row.value,
        22,
        medal or TEXT,
        PANEL,
        bold=True,
        align="right",
        anchor="middle",
        width=value_room,
    )
    draw_text(
        image,
        (NAME_LEFT, middle - 12),
        short_name(row.name, 18, True, name_room),
        18,
        TEXT,
        PANEL,
        bold=True,
        anchor="middle",
        width=name_room,
    )
    room = WIDTH - MARGIN - 12 - NAME_LEFT
    draw_text(image, (NAME_LEFT, middle + 13), details(row, locale), 18, TEXT_DIM, PANEL,
              anchor="middle", width=room)  # fmt: skip


def _empty(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, locale: str) -> None:
    rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + EMPTY_HEIGHT), PANEL, radius=12)
    middle = top + EMPTY_HEIGHT / 2
    hint = wrap(text(EMPTY_HINT, locale), 18, False, HINT_ROOM)
    shown = [(text(EMPTY, locale), 20, TEXT, True, middle - 26)]
    shown += [(line, 18, TEXT_DIM, False, middle + 4 + 24 * n) for n, line in enumerate(hint)]
    for words, size, ink, bold, y in shown:
        draw_text(
            image,
            (WIDTH / 2, y),
            words,
            size,
            ink,
            PANEL,
            bold=bold,
            align="centre",
            anchor="middle",
        )
