"""A round's reveal: every hand with its word spelled out, and the points it made.

The word's cards come first in the word's order, then the cards left out,
dimmed: the picture reads as the word, and the arithmetic (used minus left
out) can be checked at a glance.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import Line, Message, msg
from engines.juggler.state import Phase, RoundResult
from engines.juggler.views import JugglerView
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.juggler.labels import (
    NAME,
    SEAT_COLOURS,
    joined,
    phrase,
    round_toppers,
    seat_letter,
    seat_names,
    winners,
)
from renderers.juggler.letters import tile
from renderers.theme import (
    FAIL,
    FELT,
    FELT_DARK,
    GOLD,
    HEADER,
    INK,
    LINE,
    MARGIN,
    PANEL,
    PASS,
    PICTURE_WIDTH,
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
    Colour,
)
from renderers.theme import (
    TEXT_SIZE as SIZE,
)
from renderers.widgets import (
    badge,
    draw_pill,
    draw_text,
    pill_padding,
    short_name,
    text_width,
    wrap,
)

WIDTH = PICTURE_WIDTH
PAD = 10
ROW_GAP = 8
TILE: cards.Size = (50, 60)  # the least whose value still reads on a phone
TILE_GAP = 4
LEAST_STEP = 36  # closer, a tile's letter hides under the next (a Q reads as a C)
LEFT_OUT_GAP = 14
BADGE = 30
TILES_LEFT = MARGIN + PAD
TILES_RIGHT = WIDTH - MARGIN - PAD


def tile_rows(count: int) -> int:
    """Rows a hand's tiles take: as many as keep every letter whole."""
    per_row = 1 + (TILES_RIGHT - TILES_LEFT - LEFT_OUT_GAP - TILE[0]) // LEAST_STEP
    return max(1, -(-count // per_row))


def tile_layout(count: int, split: bool) -> tuple[int, int, int]:
    """(rows, tiles a row, step between tiles) for `count` tiles, with the gap before the
    cards left out when `split`: never closer than `LEAST_STEP`."""
    rows = tile_rows(count)
    per_row = -(-count // rows)
    room = TILES_RIGHT - TILES_LEFT - (LEFT_OUT_GAP if split else 0)
    return rows, per_row, min(TILE[0] + TILE_GAP, (room - TILE[0]) // max(1, per_row - 1))


def row_height(view: JugglerView, seat: int, locale: str) -> int:
    result = view.results[-1]
    lines = len(_verdict_lines(view, seat, locale))
    return PAD + LINE + lines * LINE + 6 + tile_rows(len(result.hands[seat])) * (TILE[1] + 6) + PAD


def height(view: JugglerView, locale: str) -> int:
    rows = sum(row_height(view, seat, locale) + ROW_GAP for seat in range(view.players))
    return HEADER + 8 + rows + MARGIN - ROW_GAP


def draw_results(
    view: JugglerView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    if not view.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = view.results[-1]
    seats = seat_names(view, names)
    image = Image.new("RGB", (WIDTH, height(view, locale)), FELT)
    _header(image, view, result, seats, locale)
    best = set(winners(view) if view.phase is Phase.OVER else round_toppers(result))
    top = HEADER + 8
    for seat in range(view.players):
        _row(image, view, seat, seats[seat], seat in best, four_colour, top, locale)
        top += row_height(view, seat, locale) + ROW_GAP
    return image


def headline(view: JugglerView, result: RoundResult) -> Message:
    """Who topped the round, or won the game: a Message whose `name` is `NAME`."""
    if view.phase is Phase.OVER:
        if len(winners(view)) == 1:
            return msg("{name} wins the game", name=NAME)
        return msg("{name} share the win", name=NAME)
    if len(round_toppers(result)) == 1:
        return msg("{name} tops the round", name=NAME)
    return msg("{name} top the round", name=NAME)


def _header(
    image: Image.Image, view: JugglerView, result: RoundResult, names: list[str], locale: str
) -> None:
    """Two lines: which round, and who declared; then who topped it (or won the game)."""
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    first = 8 + LINE / 2
    title = text(msg("Round {round} results", round=result.round), locale)
    x = MARGIN + 2 + draw_text(image, (MARGIN + 2, first), title, 20, TEXT, FELT_DARK, bold=True,
                               anchor="middle")  # fmt: skip
    declarer = result.declarer
    room = WIDTH - MARGIN - x - 10
    note = "· " + text(msg("no declaration"), locale)
    if declarer is not None:
        said = msg("{name} declared", name=NAME)
        note = "· " + phrase(said, names[declarer], SIZE, False, room - text_width("· ", SIZE),
                             locale)  # fmt: skip
    draw_text(image, (x + 10, first), note, SIZE, TEXT_DIM, FELT_DARK, anchor="middle",
              width=room)  # fmt: skip
    best = winners(view) if view.phase is Phase.OVER else round_toppers(result)
    who = joined([names[seat] for seat in best], locale)
    room = WIDTH - 2 * MARGIN - 40 - 2 * pill_padding(PILL_HEIGHT)
    pill = phrase(headline(view, result), who, SIZE, True, room, locale)
    draw_pill(image, (MARGIN, HEADER - 8 - PILL_HEIGHT / 2), pill, SIZE, INK, GOLD,
              height=PILL_HEIGHT)  # fmt: skip


PILL_HEIGHT = 30


def _verdict_lines(view: JugglerView, seat: int, locale: str) -> list[tuple[str, Colour]]:
    result = view.results[-1]
    verdict, ink = verdict_text(result.hands[seat], result.words[seat], result.problems[seat],
                                view.letter_values)  # fmt: skip
    room = TILES_RIGHT - TILES_LEFT - SCORE_ROOM
    return [(line, ink) for line in wrap(text(verdict, locale), SIZE, False, room)]


SCORE_ROOM = 96


def _row(
    image: Image.Image,
    view: JugglerView,
    seat: int,
    name: str,
    best: bool,
    four_colour: bool,
    top: int,
    locale: str,
) -> None:
    result = view.results[-1]
    left, right = MARGIN, WIDTH - MARGIN
    fill = PLATE_ACTIVE if best else PANEL
    ImageDraw.Draw(image).rounded_rectangle(
        (left, top, right, top + row_height(view, seat, locale)),
        radius=12,
        fill=fill,
        outline=GOLD if best else None,
        width=2,
    )
    middle = top + PAD + LINE / 2
    token = badge(seat_letter(seat), BADGE, SEAT_COLOURS[seat], INK, fill, text_size=19)
    image.paste(token, (left + PAD, round(middle - BADGE / 2)))
    points = result.points[seat]
    score = f"+{points}" if points else "0"
    used = draw_text(image, (right - PAD, middle), score, 24, PASS if points else TEXT_DIM, fill,
                     bold=True, align="right", anchor="middle")  # fmt: skip
    total = text(msg("total {total}", total=result.totals[seat]), locale)
    draw_text(image, (right - PAD, middle + LINE), total, SIZE, TEXT_DIM, fill, align="right",
              anchor="middle")  # fmt: skip
    chip = text(msg("DECLARED"), locale) if seat == result.declarer else ""
    _name(image, name, chip, fill, (left + PAD + BADGE + 8, middle, right - PAD - used - 10))
    y = middle + LINE
    for line, ink in _verdict_lines(view, seat, locale):
        draw_text(image, (TILES_LEFT, y), line, SIZE, ink, fill, anchor="middle")
        y += LINE
    hand, word = result.hands[seat], result.words[seat]
    problem = result.problems[seat]
    # A word the rules refused used no cards: the whole hand counts against it.
    _tiles(image, view, hand, word if problem is None else "", fill, four_colour,
           round(y - LINE / 2 + 6), locale)  # fmt: skip


def _name(
    image: Image.Image, name: str, chip: str, fill: Colour, where: tuple[int, float, int]
) -> None:
    """The name and, for the declarer, a chip that says so."""
    x, middle, right = where
    room = right - x
    if chip:
        room -= text_width(chip, SIZE, True) + 2 * pill_padding(24) + 8
    x += draw_text(image, (x, middle), short_name(name, SIZE, True, room), SIZE, TEXT, fill,
                   bold=True, anchor="middle")  # fmt: skip
    if chip:
        draw_pill(image, (x + 8, middle), chip, SIZE, INK, GOLD, height=24)


def verdict_text(
    hand: str, word: str, problem: Line | None, values: dict[str, int]
) -> tuple[Line, Colour]:
    """The word and its sum (used minus left out), or why it scored nothing, in a line."""
    if not word:
        return msg("no word"), TEXT_DIM
    if problem is not None:
        return problem, FAIL
    left_out = "".join(sorted((Counter(hand) - Counter(word)).elements()))
    used = sum(values[letter] for letter in word)
    if not left_out:
        return msg("{word} {used} · every card used", word=word, used=used), TEXT
    lost = sum(values[letter] for letter in left_out)
    return msg("{word} {used} · left out {letters} −{lost}", word=word, used=used,
               letters=" ".join(left_out), lost=lost), TEXT  # fmt: skip


def _tiles(
    image: Image.Image,
    view: JugglerView,
    hand: str,
    word: str,
    fill: Colour,
    four_colour: bool,
    top: int,
    locale: str,
) -> None:
    """The word's cards in its order, then the rest dimmed.

    Tiles keep the one size whose letter and value read on a phone; a big hand
    closes them up no further than keeps each letter whole, then takes a
    second row.
    """
    used = list(word)
    spare = sorted((Counter(hand) - Counter(word)).elements())
    shown = [(letter, False) for letter in used] + [(letter, True) for letter in spare]
    if not shown:
        draw_text(image, (TILES_LEFT, top + TILE[1] / 2), text(msg("no cards"), locale), SIZE,
                  TEXT_DIM, fill, anchor="middle")  # fmt: skip
        return
    rows, per_row, step = tile_layout(len(shown), bool(used and spare))
    for row in range(rows):
        x, y = TILES_LEFT, top + row * (TILE[1] + 6)
        for position in range(row * per_row, min(len(shown), (row + 1) * per_row)):
            letter, dim = shown[position]
            if dim and (position == len(used) and position % per_row):
                x += LEFT_OUT_GAP
            card = tile(letter, view.letter_values[letter], TILE, fill, four_colour, dim=dim)
            image.paste(card, (x, y))
            x += step
