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

from engines.core.messages import Message, msg, nmsg
from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers import cards
from renderers.i18n import SOURCE
from renderers.i18n import text as say
from renderers.siteswap.juggled import juggled_what, variation_words
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
from renderers.widgets import (
    draw_pill,
    draw_text,
    fit,
    seat_labels,
    short_name,
    text_width,
    wrap,
)

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


def status(view: SiteswapView, labels: list[str]) -> Message:
    if view.phase.value == "over":
        return msg("Game over")
    if view.performance is not None:
        return msg("{name} is juggling", name=labels[view.performance.performer])
    if view.phase.value == "trick_discard":
        return msg("{name} discards two cards", name=labels[view.turn])
    if view.swapper is not None:
        return msg("{name} may swap a card", name=labels[view.swapper])
    return msg("{name} to play", name=labels[view.turn])


def _status_pill(view: SiteswapView, labels: list[str], locale: str) -> str:
    """The header's status; a long name in it is shortened, as on the plates, so that
    the words about it stay whole in every language."""
    width = WIDTH - 2 * MARGIN - 40
    whole = say(status(view, labels), locale)
    if text_width(whole, SIZE, True) <= width:
        return whole
    room = width - text_width(say(status(view, [""] * len(labels)), locale), SIZE, True)
    shortened = [short_name(label, SIZE, True, room) for label in labels]
    return fit(say(status(view, shortened), locale), SIZE, True, width)


def _tag(view: SiteswapView, seat: int) -> Message | None:
    """What a seat is doing besides having the turn: guessing (with guesses left) or
    swapping a card."""
    if view.swapper == seat:
        return msg("swapping a card")
    performance = view.performance
    if performance is not None and performance.guesses[seat]:
        left = performance.guesses[seat]
        return nmsg("guessing · {count} left", "guessing · {count} left", left)
    return None


def _plate_height(view: SiteswapView) -> int:
    """Plates grow a line when some seat is tagged (guessing, swapping)."""
    tagged = any(_tag(view, seat) is not None for seat in range(view.players))
    return PLATE_HEIGHT + (TAG_LINE if tagged else 0)


def _plates(
    canvas: Image.Image, view: SiteswapView, labels: list[str], top: int, locale: str
) -> int:
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
        held_words = say(nmsg("{count} card", "{count} cards", held), locale)
        draw_text(canvas, (left + 10, middle + LINE), held_words, SIZE, TEXT, fill,
                  anchor="middle")  # fmt: skip
        tag = _tag(view, seat)
        if tag is not None:
            pill = fit(say(tag, locale), SIZE, False, PLATE_WIDTH - 40)
            draw_pill(canvas, (left + 8, middle + 2 * LINE + 6), pill, SIZE, INK, TEXT_DIM,
                      height=28)  # fmt: skip
    rows = (view.players + 1) // 2
    return top + rows * (height + 8)


def _performance_lines(view: SiteswapView, labels: list[str], locale: str) -> list[str]:
    """The title: who juggles what (a new pattern, or an extension of which one)."""
    performance = view.performance
    if performance is None:
        return []
    line = msg("{name} is juggling {what}: guess it!", name=labels[performance.performer],
               what=juggled_what(view, LETTERS))  # fmt: skip
    # Three lines at most: "an extension of B's 423" is longer in some languages.
    return wrap(say(line, locale), 20, True, WIDTH - 32, lines=3)


def _detail_lines(view: SiteswapView, locale: str) -> list[str]:
    """Under the title: how a repeat is varied, the hints so far, the wrong guesses."""
    performance = view.performance
    if performance is None:
        return []
    lines: list[Message] = []
    if performance.variation:
        lines.append(msg("Juggled {how}", how=variation_words(performance.variation, locale)))
    if performance.kind != "trick":
        hints = " · ".join(say(hint, locale) for hint in performance.hints)
        lines.append(msg("Hints: {hints}", hints=hints) if hints else msg("Hints: none yet"))
    if performance.missed:
        lines.append(msg("Not: {guesses}", guesses=", ".join(performance.missed)))
    return [part for line in lines for part in wrap(say(line, locale), SIZE, False, WIDTH - 32)]


def _performance(
    canvas: Image.Image, view: SiteswapView, labels: list[str], top: int, locale: str
) -> int:
    performance = view.performance
    if performance is None:
        return top
    lines = _performance_lines(view, labels, locale)
    bottom = top + performance_height(view, labels, locale)
    ImageDraw.Draw(canvas).rectangle((0, top, WIDTH, bottom - 8), fill=PANEL)
    y = top + 8 + LINE / 2
    for line in lines:
        draw_text(canvas, (16, y), line, 20, GOLD, PANEL, bold=True, anchor="middle")
        y += LINE
    for line in _detail_lines(view, locale):
        draw_text(canvas, (16, y), line, SIZE, TEXT, PANEL, anchor="middle")
        y += LINE
    return bottom


def performance_height(view: SiteswapView, labels: list[str], locale: str = SOURCE) -> int:
    performance = view.performance
    if performance is None:
        return 0
    lines = len(_performance_lines(view, labels, locale)) + len(_detail_lines(view, locale))
    return 8 + lines * LINE + 8 + 8


def _piles(canvas: Image.Image, view: SiteswapView, top: int, locale: str) -> int:
    canvas.paste(cards.back(CARD, FELT), (16, top))
    middle = top + CARD[1] / 2
    pickup = say(msg("Pick-up: {count}", count=view.pickup_count), locale)
    draw_text(canvas, (16 + CARD[0] + 10, middle), pickup, SIZE, TEXT, FELT, bold=True,
              anchor="middle")  # fmt: skip
    left = WIDTH // 2
    if view.discard_top is not None:
        canvas.paste(cards.face(view.discard_top, CARD, True, FELT), (left, top))
    else:
        canvas.paste(cards.slot(CARD, FELT), (left, top))
    discard = say(msg("Discard: {count}", count=view.discard_count), locale)
    draw_text(canvas, (left + CARD[0] + 10, middle), discard, SIZE, TEXT, FELT, bold=True,
              anchor="middle")  # fmt: skip
    return top + CARD[1] + 12


def _patterns(
    canvas: Image.Image, view: SiteswapView, labels: list[str], top: int, locale: str
) -> int:
    heading = say(msg("ON THE TABLE"), locale)
    draw_text(canvas, (16, top + 6), heading, SIZE, TEXT_DIM, FELT, bold=True)
    top += LINE + 8
    if not view.table:
        none = say(msg("No pattern laid yet"), locale)
        draw_text(canvas, (16, top + 4), none, SIZE, TEXT_DIM, FELT)
        return top + LINE + 8
    shown = view.table[-SHOWN_PATTERNS:]
    for laid in shown:
        middle = top + LINE / 2
        used = draw_text(canvas, (16, middle), text(tuple(laid.values)), 24, GOLD, FELT,
                         bold=True, anchor="middle")  # fmt: skip
        by = say(msg("by {name}", name=labels[laid.owner]), locale)
        owner = fit(by, SIZE, False, WIDTH - 48 - used)
        draw_text(canvas, (16 + used + 12, middle), owner, SIZE, TEXT, FELT, anchor="middle")
        if laid.extends_owner is not None:
            # Under its extender, with the pattern it grew from and whose that was.
            grew = say(msg("extends {name}'s {pattern}", name=LETTERS[laid.extends_owner],
                           pattern=text(tuple(laid.extends))), locale)  # fmt: skip
            top += LINE
            draw_text(canvas, (16, top + LINE / 2), fit(grew, SIZE, False, WIDTH - 32), SIZE,
                      TEXT_DIM, FELT, anchor="middle")  # fmt: skip
        for index, card in enumerate(laid.cards[:CARDS_SHOWN]):
            xy = (16 + index * (PATTERN_CARD[0] + 6), top + LINE + 4)
            canvas.paste(cards.face(card, PATTERN_CARD, True, FELT), xy)
        top += PATTERN_ROW
    hidden = len(view.table) - len(shown)
    if hidden:
        earlier = say(nmsg("and {count} earlier pattern", "and {count} earlier patterns", hidden),
                      locale)  # fmt: skip
        draw_text(canvas, (16, top + 4), earlier, SIZE, TEXT_DIM, FELT)
        top += LINE + 8
    return top


def table_height(view: SiteswapView, labels: list[str], locale: str = SOURCE) -> int:
    rows = (view.players + 1) // 2
    shown = view.table[-SHOWN_PATTERNS:]
    earlier = LINE + 8 if len(view.table) > SHOWN_PATTERNS else 0
    extended = sum(laid.extends_owner is not None for laid in shown)
    laid = len(shown) * PATTERN_ROW + extended * LINE if shown else LINE + 8
    return (HEADER + 10 + rows * (_plate_height(view) + 8)
            + performance_height(view, labels, locale)
            + CARD[1] + 12 + LINE + 8 + laid + earlier + 8)  # fmt: skip


def draw_table(
    view: SiteswapView, names: Sequence[str] | None, locale: str = SOURCE
) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view, labels, locale)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), "SITESWAP", 22, GOLD, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    pill = _status_pill(view, labels, locale)
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), pill, SIZE, INK, GOLD, height=30)
    top = _plates(canvas, view, labels, HEADER + 10, locale)
    top = _performance(canvas, view, labels, top, locale)
    top = _piles(canvas, view, top, locale)
    _patterns(canvas, view, labels, top, locale)
    return canvas
