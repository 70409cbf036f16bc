"""A round's reveal: every hand with its word spelled out, and the points it made.

The word's cards come first in the word's order, then the cards left out,
dimmed: the picture reads as the word, and the arithmetic (used minus left
out) can be checked at a glance.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.juggler.state import Phase, RoundResult
from engines.juggler.views import JugglerView
from renderers import cards
from renderers.juggler.labels import (
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
    INK,
    PANEL,
    PASS,
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
    Colour,
)
from renderers.widgets import badge, draw_pill, draw_text, fit, pill_padding, text_width

WIDTH = 800
MARGIN = 16
HEADER = 60
ROW_TOP = HEADER + 14
ROW_HEIGHT = 108
ROW_GAP = 8
TEXT_LEFT = 70  # from the row's left edge
SCORE_ROOM = 120
TILE: cards.Size = (50, 60)  # the least whose value still reads on a phone
TILE_GAP = 4
LEFT_OUT_GAP = 16
BADGE = 40
PILL_SIZE, PILL_HEIGHT, PILL_MAX = 20, 36, 420


def height(players: int) -> int:
    return ROW_TOP + players * (ROW_HEIGHT + ROW_GAP) - ROW_GAP + MARGIN


def draw_results(view: JugglerView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    if not view.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = view.results[-1]
    seats = seat_names(view, names)
    image = Image.new("RGB", (WIDTH, height(view.players)), FELT)
    _header(image, view, result, seats)
    best = set(winners(view) if view.phase is Phase.OVER else round_toppers(result))
    for seat in range(view.players):
        _row(image, view, seat, seats[seat], seat in best, four_colour)
    return image


def _header(image: Image.Image, view: JugglerView, result: RoundResult, names: list[str]) -> None:
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    middle = HEADER / 2
    if view.phase is Phase.OVER:
        best = winners(view)
        verb = " wins the game" if len(best) == 1 else " share the win"
    else:
        best = round_toppers(result)
        verb = " tops the round" if len(best) == 1 else " top the round"
    who = joined([names[seat] for seat in best])
    pill = phrase(who, verb, PILL_SIZE, True, PILL_MAX - 2 * pill_padding(PILL_HEIGHT))
    right = WIDTH - MARGIN
    used = draw_pill(
        image, (right, middle), pill, PILL_SIZE, INK, GOLD, height=PILL_HEIGHT, align="right"
    )
    title = f"Round {result.round} results"
    x = MARGIN + draw_text(
        image, (MARGIN, middle), title, 26, TEXT, FELT_DARK, bold=True, anchor="middle"
    )
    # Only whole: the declarer's row carries a chip anyway.
    room = right - used - 16 - (x + 12)
    declarer = result.declarer
    note = "· no declaration" if declarer is None else f"· {names[declarer]} declared"
    if text_width(note, 18) <= room:
        draw_text(image, (x + 12, middle), note, 18, TEXT_DIM, FELT_DARK, anchor="middle")


def _row(
    image: Image.Image, view: JugglerView, seat: int, name: str, best: bool, four_colour: bool
) -> None:
    result = view.results[-1]
    top = ROW_TOP + seat * (ROW_HEIGHT + ROW_GAP)
    left, right = MARGIN, WIDTH - MARGIN
    fill = PLATE_ACTIVE if best else PANEL
    ImageDraw.Draw(image).rounded_rectangle(
        (left, top, right, top + ROW_HEIGHT),
        radius=12,
        fill=fill,
        outline=GOLD if best else None,
        width=2,
    )
    token = badge(seat_letter(seat), BADGE, SEAT_COLOURS[seat], INK, fill)
    image.paste(token, (left + 14, top + ROW_HEIGHT // 2 - BADGE // 2))
    text_left = left + TEXT_LEFT
    score_left = right - SCORE_ROOM
    points = result.points[seat]
    score = f"+{points}" if points else "0"
    draw_text(
        image,
        (right - 16, top + 34),
        score,
        30,
        PASS if points else TEXT_DIM,
        fill,
        bold=True,
        align="right",
        anchor="middle",
    )
    total = f"total {result.totals[seat]}"
    draw_text(
        image, (right - 16, top + 72), total, 18, TEXT_DIM, fill, align="right", anchor="middle"
    )
    x = _name(image, result, seat, name, fill, (text_left, top + 14))
    hand, word = result.hands[seat], result.words[seat]
    problem = result.problems[seat]
    line, ink = _verdict(hand, word, problem, view.letter_values)
    draw_text(image, (x + 14, top + 14), line, 18, ink, fill, width=score_left - x - 24)
    # A word the rules refused used no cards: the whole hand counts against it.
    _tiles(
        image,
        view,
        hand,
        word if problem is None else "",
        fill,
        four_colour,
        (text_left, top + 44, score_left),
    )


def _name(
    image: Image.Image,
    result: RoundResult,
    seat: int,
    name: str,
    fill: Colour,
    xy: tuple[int, int],
) -> int:
    """The name and, for the declarer, a chip; returns where they end."""
    x, y = xy
    shown = fit(name, 20, True, 190)
    x += draw_text(image, (x, y), shown, 20, TEXT, fill, bold=True)
    if seat == result.declarer:
        x += 8 + draw_pill(image, (x + 8, y + 9), "DECLARED", 18, INK, GOLD, height=24)
    return x


def _verdict(
    hand: str, word: str, problem: str | None, values: dict[str, int]
) -> tuple[str, Colour]:
    """The word and its sum (used minus left out), or why it scored nothing, in a line."""
    if not word:
        return "no word", TEXT_DIM
    if problem is not None:
        return problem, FAIL
    left_out = "".join(sorted((Counter(hand) - Counter(word)).elements()))
    used = sum(values[letter] for letter in word)
    if not left_out:
        return f"{word} {used} · every card used", TEXT
    lost = sum(values[letter] for letter in left_out)
    return f"{word} {used} · left out {' '.join(left_out)} −{lost}", TEXT


def _tiles(
    image: Image.Image,
    view: JugglerView,
    hand: str,
    word: str,
    fill: Colour,
    four_colour: bool,
    where: tuple[int, int, int],
) -> None:
    """The word's cards in its order, then the rest dimmed.

    Tiles keep the one size whose letter and value read on a phone; a big
    hand closes them up, each still showing its letter.
    """
    left, top, right = where
    used = list(word)
    spare = sorted((Counter(hand) - Counter(word)).elements())
    cards_shown = len(used) + len(spare)
    if not cards_shown:
        draw_text(image, (left, top + TILE[1] / 2), "no cards", 18, TEXT_DIM, fill, anchor="middle")
        return
    gap = LEFT_OUT_GAP if used and spare else 0
    room = right - left - gap
    width = TILE[0]
    step = min(width + TILE_GAP, (room - width) // max(1, cards_shown - 1))
    y = top
    x = left
    for position, letter in enumerate(used + spare):
        dim = position >= len(used)
        if dim and position == len(used):
            x += gap
        card = tile(letter, view.letter_values[letter], TILE, fill, four_colour, dim=dim)
        image.paste(card, (x, y))
        x += step
