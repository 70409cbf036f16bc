"""The Siteswap table picture: who holds how many cards, the patterns face up on the
table, the piles, and who is juggling, with no number of a pattern still hidden.

As in every game, gold marks whose turn it is (during a performance, the juggler's);
a seat still guessing carries a "guessing" tag with its guesses left. Nothing shows
how many cards a performance holds: its hints so far are drawn instead.

A phone's column, 472 px wide, so its 18 px text keeps capitals 11 px tall
when Discord shows it 400 px wide.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers import cards
from renderers.siteswap.juggled import juggled_what
from renderers.theme import (
    FELT,
    FELT_DARK,
    GOLD,
    HEADER,
    INK,
    LINE,
    MARGIN,
    PANEL,
    PICTURE_WIDTH,
    PLATE,
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
)
from renderers.theme import (
    TEXT_SIZE as SIZE,
)
from renderers.widgets import draw_pill, draw_text, fit, seat_labels, short_name, wrap

WIDTH = PICTURE_WIDTH
PLATE_HEIGHT = 2 * LINE + 14
PLATE_WIDTH = (WIDTH - 2 * MARGIN - 8) // 2
CARD = cards.SMALL
PATTERN_CARD: cards.Size = (38, 54)  # the least whose rank reads on a phone
PATTERN_ROW = LINE + PATTERN_CARD[1] + 12
LETTERS = "ABCDEF"
SHOWN_PATTERNS = 6  # the latest ones; older patterns are summed up in a line
CARDS_SHOWN = 10  # of a long pattern's cards; its numbers are all written
TAG_LINE = LINE + 8  # a plate's third line: "guessing · 2 left"


def require_view(view: object) -> SiteswapView:
    if not isinstance(view, SiteswapView):
        kind = type(view).__name__
        raise TypeError(f"Siteswap pictures are drawn from a SiteswapView, not {kind}")
    return view


def seat_names(view: SiteswapView, names: Sequence[str] | None) -> list[str]:
    return seat_labels(view.players, names)


def status(view: SiteswapView, labels: list[str]) -> str:
    if view.phase.value == "over":
        return "Game over"
    if view.performance is not None:
        return f"{labels[view.performance.performer]} is juggling"
    if view.phase.value == "trick_discard":
        return f"{labels[view.turn]} discards two cards"
    if view.swapper is not None:
        return f"{labels[view.swapper]} may swap a card"
    return f"{labels[view.turn]} to play"


def _tag(view: SiteswapView, seat: int) -> str:
    """What a seat is doing besides having the turn: guessing (with guesses left) or
    swapping a card."""
    if view.swapper == seat:
        return "swapping a card"
    performance = view.performance
    if performance is not None and performance.guesses[seat]:
        return f"guessing · {performance.guesses[seat]} left"
    return ""


def _plate_height(view: SiteswapView) -> int:
    """Plates grow a line when some seat is tagged (guessing, swapping)."""
    tagged = any(_tag(view, seat) for seat in range(view.players))
    return PLATE_HEIGHT + (TAG_LINE if tagged else 0)


def _plates(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    draw = ImageDraw.Draw(canvas)
    height = _plate_height(view)
    for seat in range(view.players):
        left = MARGIN + (seat % 2) * (PLATE_WIDTH + 8)
        y = top + (seat // 2) * (height + 8)
        turn = seat == view.turn and view.phase.value != "over"
        fill = PLATE_ACTIVE if turn else PLATE
        draw.rounded_rectangle((left, y, left + PLATE_WIDTH, y + height), radius=10,
                               fill=fill, outline=GOLD if turn else None, width=2)  # fmt: skip
        middle = y + 7 + LINE / 2
        name = short_name(labels[seat], SIZE, True, PLATE_WIDTH - 20)
        draw_text(canvas, (left + 10, middle), name, SIZE, GOLD if turn else TEXT, fill,
                  bold=True, anchor="middle")  # fmt: skip
        held = view.hand_counts[seat]
        draw_text(canvas, (left + 10, middle + LINE), f"{held} card{'s' if held != 1 else ''}",
                  SIZE, TEXT, fill, anchor="middle")  # fmt: skip
        tag = _tag(view, seat)
        if tag:
            pill = fit(tag, SIZE, False, PLATE_WIDTH - 40)
            draw_pill(canvas, (left + 8, middle + 2 * LINE + 6), pill, SIZE, INK, TEXT_DIM,
                      height=28)  # fmt: skip
    rows = (view.players + 1) // 2
    return top + rows * (height + 8)


def _performance_lines(view: SiteswapView, labels: list[str]) -> list[str]:
    """The title: who juggles what (a new pattern, or an extension of which one)."""
    performance = view.performance
    if performance is None:
        return []
    what = juggled_what(view, LETTERS)
    line = f"{labels[performance.performer]} is juggling {what}: guess it!"
    return wrap(line, 20, True, WIDTH - 32)


def _detail_lines(view: SiteswapView) -> list[str]:
    """Under the title: how a repeat is varied, the hints so far, the wrong guesses."""
    performance = view.performance
    if performance is None:
        return []
    lines = []
    if performance.variation:
        lines.append(f"Juggled {performance.variation}")
    if performance.kind != "trick":
        lines.append(f"Hints: {' · '.join(performance.hints) or 'none yet'}")
    if performance.missed:
        lines.append(f"Not: {', '.join(performance.missed)}")
    return [part for line in lines for part in wrap(line, SIZE, False, WIDTH - 32)]


def _performance(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    performance = view.performance
    if performance is None:
        return top
    lines = _performance_lines(view, labels)
    bottom = top + performance_height(view, labels)
    ImageDraw.Draw(canvas).rectangle((0, top, WIDTH, bottom - 8), fill=PANEL)
    y = top + 8 + LINE / 2
    for line in lines:
        draw_text(canvas, (16, y), line, 20, GOLD, PANEL, bold=True, anchor="middle")
        y += LINE
    for line in _detail_lines(view):
        draw_text(canvas, (16, y), line, SIZE, TEXT, PANEL, anchor="middle")
        y += LINE
    return bottom


def performance_height(view: SiteswapView, labels: list[str]) -> int:
    performance = view.performance
    if performance is None:
        return 0
    lines = len(_performance_lines(view, labels)) + len(_detail_lines(view))
    return 8 + lines * LINE + 8 + 8


def _piles(canvas: Image.Image, view: SiteswapView, top: int) -> int:
    canvas.paste(cards.back(CARD, FELT), (16, top))
    middle = top + CARD[1] / 2
    draw_text(canvas, (16 + CARD[0] + 10, middle), f"Pick-up: {view.pickup_count}", SIZE, TEXT,
              FELT, bold=True, anchor="middle")  # fmt: skip
    left = WIDTH // 2
    if view.discard_top is not None:
        canvas.paste(cards.face(view.discard_top, CARD, True, FELT), (left, top))
    else:
        canvas.paste(cards.slot(CARD, FELT), (left, top))
    draw_text(canvas, (left + CARD[0] + 10, middle), f"Discard: {view.discard_count}", SIZE,
              TEXT, FELT, bold=True, anchor="middle")  # fmt: skip
    return top + CARD[1] + 12


def _patterns(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    draw_text(canvas, (16, top + 6), "ON THE TABLE", SIZE, TEXT_DIM, FELT, bold=True)
    top += LINE + 8
    if not view.table:
        draw_text(canvas, (16, top + 4), "No pattern laid yet", SIZE, TEXT_DIM, FELT)
        return top + LINE + 8
    shown = view.table[-SHOWN_PATTERNS:]
    for laid in shown:
        middle = top + LINE / 2
        used = draw_text(canvas, (16, middle), text(tuple(laid.values)), 24, GOLD, FELT,
                         bold=True, anchor="middle")  # fmt: skip
        owner = fit(f"by {labels[laid.owner]}", SIZE, False, WIDTH - 48 - used)
        draw_text(canvas, (16 + used + 12, middle), owner, SIZE, TEXT, FELT, anchor="middle")
        if laid.extends_owner is not None:
            # Under its extender, with the pattern it grew from and whose that was.
            grew = f"extends {LETTERS[laid.extends_owner]}'s {text(tuple(laid.extends))}"
            top += LINE
            draw_text(canvas, (16, top + LINE / 2), fit(grew, SIZE, False, WIDTH - 32), SIZE,
                      TEXT_DIM, FELT, anchor="middle")  # fmt: skip
        for index, card in enumerate(laid.cards[:CARDS_SHOWN]):
            xy = (16 + index * (PATTERN_CARD[0] + 6), top + LINE + 4)
            canvas.paste(cards.face(card, PATTERN_CARD, True, FELT), xy)
        top += PATTERN_ROW
    hidden = len(view.table) - len(shown)
    if hidden:
        draw_text(canvas, (16, top + 4), f"and {hidden} earlier patterns", SIZE, TEXT_DIM, FELT)
        top += LINE + 8
    return top


def table_height(view: SiteswapView, labels: list[str]) -> int:
    rows = (view.players + 1) // 2
    shown = view.table[-SHOWN_PATTERNS:]
    earlier = LINE + 8 if len(view.table) > SHOWN_PATTERNS else 0
    extended = sum(laid.extends_owner is not None for laid in shown)
    laid = len(shown) * PATTERN_ROW + extended * LINE if shown else LINE + 8
    return (HEADER + 10 + rows * (_plate_height(view) + 8) + performance_height(view, labels)
            + CARD[1] + 12 + LINE + 8 + laid + earlier + 8)  # fmt: skip


def draw_table(view: SiteswapView, names: Sequence[str] | None) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view, labels)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), "SITESWAP", 22, GOLD, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    pill = fit(status(view, labels), SIZE, True, WIDTH - 2 * MARGIN - 40)
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), pill, SIZE, INK, GOLD, height=30)
    top = _plates(canvas, view, labels, HEADER + 10)
    top = _performance(canvas, view, labels, top)
    top = _piles(canvas, view, top)
    _patterns(canvas, view, labels, top)
    return canvas
