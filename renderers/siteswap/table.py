"""The Siteswap table picture: who holds how many cards, the patterns face up on the
table, the piles, and who is juggling, with no number of a pattern still hidden.

As in every game, gold marks whose turn it is (during a performance, the juggler's);
a seat still guessing carries a "guessing" tag with its guesses left. Nothing shows
how many cards a performance holds: its hints so far are drawn instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers import cards
from renderers.theme import FELT, GOLD, INK, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import draw_pill, draw_text, seat_labels

WIDTH = 760
HEADER, PLATE_HEIGHT, ROW = 56, 60, 70
CARD = cards.SMALL
PATTERN_CARD: cards.Size = (36, 50)  # the least whose rank reads on a phone
LETTERS = "ABCDEF"
SHOWN_PATTERNS = 6  # the latest ones; older patterns are summed up in a line
CARDS_SHOWN = 9  # of a long pattern's cards; its numbers are all written
TAG_LINE = 30  # a plate's third line: "guessing · 2 left"
EXTENDS_LINE = 24  # under an extension: "extends D's 9640135"
LINE = 26  # a line of the performance's panel


def require_view(view: object) -> SiteswapView:
    if not isinstance(view, SiteswapView):
        kind = type(view).__name__
        raise TypeError(f"Siteswap pictures are drawn from a SiteswapView, not {kind}")
    return view


def seat_names(view: SiteswapView, names: Sequence[str] | None) -> list[str]:
    return seat_labels(view.players, names)


def _status(view: SiteswapView, labels: list[str]) -> str:
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
        left = performance.guesses[seat]
        return f"guessing · {left} left"
    return ""


def _plates(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    draw = ImageDraw.Draw(canvas)
    columns = 3
    width = (WIDTH - 20 - 10 * (columns - 1)) // columns
    height = _plate_height(view)
    for seat in range(view.players):
        left = 10 + (seat % columns) * (width + 10)
        y = top + (seat // columns) * (height + 8)
        turn = seat == view.turn and view.phase.value != "over"
        fill = PLATE_ACTIVE if turn else PLATE
        draw.rounded_rectangle((left, y, left + width, y + height), radius=10, fill=fill)
        draw_text(canvas, (left + 12, y + 12), labels[seat], 20, GOLD if turn else TEXT, fill,
                  bold=True, width=width - 24)  # fmt: skip
        held = view.hand_counts[seat]
        draw_text(canvas, (left + 12, y + 38), f"{held} card{'s' if held != 1 else ''}", 18,
                  TEXT, fill)  # fmt: skip
        tag = _tag(view, seat)
        if tag:
            draw_pill(canvas, (left + 10, y + 72), tag, 17, INK, TEXT_DIM, height=26)
    rows = (view.players + columns - 1) // columns
    return top + rows * (height + 8)


def _performance_lines(view: SiteswapView) -> list[str]:
    """Under the title: how a repeat is varied, the hints so far, the wrong guesses."""
    performance = view.performance
    assert performance is not None
    lines = []
    if performance.variation:
        lines.append(f"Juggled {performance.variation}")
    if performance.kind != "trick":
        lines.append(f"Hints: {' · '.join(performance.hints) or 'none yet'}")
    if performance.missed:
        lines.append(f"Not: {', '.join(performance.missed)}")
    return lines


def _performance_height(view: SiteswapView) -> int:
    return 52 + LINE * len(_performance_lines(view)) if view.performance is not None else 0


def _performance(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    performance = view.performance
    if performance is None:
        return top
    height = _performance_height(view)
    ImageDraw.Draw(canvas).rectangle((0, top, WIDTH, top + height - 8), fill=PANEL)
    who = labels[performance.performer]
    if performance.kind == "trick":
        what = "a trick"
    elif performance.target is not None:
        laid = view.table[performance.target]
        what = f"an extension of {LETTERS[laid.owner]}'s {text(tuple(laid.values))}"
    else:
        what = "a new pattern"
    draw_text(canvas, (16, top + 22), f"{who} is juggling {what}: guess it!", 24, GOLD, PANEL,
              bold=True, anchor="middle", width=WIDTH - 32)  # fmt: skip
    for index, line in enumerate(_performance_lines(view)):
        draw_text(canvas, (16, top + 52 + index * LINE), line, 18, TEXT, PANEL, anchor="middle",
                  width=WIDTH - 32)  # fmt: skip
    return top + height


def _piles(canvas: Image.Image, view: SiteswapView, top: int) -> int:
    canvas.paste(cards.back(CARD, FELT), (16, top))
    draw_text(canvas, (16 + CARD[0] + 12, top + 22), f"Pick-up pile: {view.pickup_count}", 20,
              TEXT, FELT, bold=True, anchor="middle")  # fmt: skip
    left = WIDTH // 2
    if view.discard_top is not None:
        canvas.paste(cards.face(view.discard_top, CARD, True, FELT), (left, top))
    draw_text(canvas, (left + CARD[0] + 12, top + 22), f"Discard pile: {view.discard_count}", 20,
              TEXT, FELT, bold=True, anchor="middle")  # fmt: skip
    return top + CARD[1] + 14


def _patterns(canvas: Image.Image, view: SiteswapView, labels: list[str], top: int) -> int:
    draw_text(canvas, (16, top + 10), "ON THE TABLE", 18, TEXT_DIM, FELT, bold=True)
    top += 30
    if not view.table:
        draw_text(canvas, (16, top + 14), "No pattern laid yet", 20, TEXT_DIM, FELT)
        return top + 40
    shown = view.table[-SHOWN_PATTERNS:]
    for laid in shown:
        draw_text(canvas, (16, top + 24), labels[laid.owner], 20, TEXT, FELT, bold=True,
                  anchor="middle", width=150)  # fmt: skip
        draw_text(canvas, (176, top + 24), text(tuple(laid.values)), 28, GOLD, FELT, bold=True,
                  anchor="middle", width=210)  # fmt: skip
        for index, card in enumerate(laid.cards[:CARDS_SHOWN]):
            canvas.paste(cards.face(card, PATTERN_CARD, True, FELT), (400 + index * 40, top))
        if laid.extends_owner is not None:
            # Under its extender, with the pattern it grew from and whose that was.
            grew = f"extends {LETTERS[laid.extends_owner]}'s {text(tuple(laid.extends))}"
            draw_text(canvas, (16, top + 62), grew, 17, TEXT_DIM, FELT, anchor="middle",
                      width=WIDTH - 32)  # fmt: skip
            top += EXTENDS_LINE
        top += ROW - 12
    hidden = len(view.table) - len(shown)
    if hidden:
        draw_text(canvas, (16, top + 10), f"and {hidden} earlier patterns", 18, TEXT_DIM, FELT)
        top += 30
    return top


def _plate_height(view: SiteswapView) -> int:
    """Plates grow a line when some seat is tagged (guessing, swapping)."""
    tagged = any(_tag(view, seat) for seat in range(view.players))
    return PLATE_HEIGHT + (TAG_LINE if tagged else 0)


def table_height(view: SiteswapView) -> int:
    rows = (view.players + 2) // 3
    shown = view.table[-SHOWN_PATTERNS:]
    extended = sum(laid.extends_owner is not None for laid in shown)
    return (HEADER + 10 + rows * (_plate_height(view) + 8)
            + _performance_height(view)
            + CARD[1] + 14 + 30 + max(1, len(shown)) * (ROW - 12) + extended * EXTENDS_LINE
            + 60)  # fmt: skip


def draw_table(view: SiteswapView, names: Sequence[str] | None) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    draw_text(canvas, (16, HEADER // 2), "SITESWAP", 26, GOLD, PANEL, bold=True, anchor="middle")
    draw_text(canvas, (WIDTH - 16, HEADER // 2), _status(view, labels), 24, TEXT, PANEL,
              bold=True, align="right", anchor="middle", width=WIDTH - 200)  # fmt: skip
    top = _plates(canvas, view, labels, HEADER + 10)
    top = _performance(canvas, view, labels, top)
    top = _piles(canvas, view, top)
    _patterns(canvas, view, labels, top)
    return canvas
