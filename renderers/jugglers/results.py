"""A round's end: every sigil revealed, the policies each one matched, and the points.

The Village Order is drawn once at the top; each head's row then shows its
sigil and only the policies that match it, so a match is told by being
there, not by a colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.cards import Card
from engines.core.messages import Message, msg, nmsg
from engines.core.scores import whole_or_fraction
from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, RoundResult
from engines.jugglers.views import JugglersView
from engines.jugglers.words import listed
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.jugglers.layout import TOKEN_TEXT, Who, who
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
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
    Colour,
)
from renderers.theme import (
    TEXT_SIZE as SIZE,
)
from renderers.widgets import badge, draw_pill, draw_text, fit, rounded, short_name

WIDTH = PICTURE_WIDTH
PAD = 10
TOKEN = 30
CARD_STEP = cards.SMALL[0] + 4
PER_ROW = (WIDTH - 2 * MARGIN - 2 * PAD) // CARD_STEP
ROW_HEIGHT = PAD + 2 * LINE + 4 + cards.SMALL[1] + PAD
ROW_GAP = 8
MATCHES_LEFT = PAD + cards.SMALL[0] + 16  # from a row's left edge


def order_height(result: RoundResult) -> int:
    rows = max(1, -(-len(result.village_order) // PER_ROW))
    return LINE + rows * (cards.SMALL[1] + 6) + LINE


def height(view: JugglersView) -> int:
    result = view.results[-1]
    rows = len(view.heads)
    return HEADER + 10 + order_height(result) + 6 + rows * (ROW_HEIGHT + ROW_GAP) + MARGIN


def draw_results(
    view: JugglersView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    if not view.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = view.results[-1]
    heads = who(view, names, locale)
    image = Image.new("RGB", (WIDTH, height(view)), FELT)
    _header(image, view, result, heads.names, locale)
    top = HEADER + 10
    left = MARGIN + PAD
    order = text(msg("VILLAGE ORDER ({count})", count=len(result.village_order)), locale)
    draw_text(image, (left, top), order, SIZE, TEXT_DIM, FELT, bold=True)
    for index, card in enumerate(result.village_order):
        row, column = divmod(index, PER_ROW)
        xy = (left + column * CARD_STEP, top + LINE + row * (cards.SMALL[1] + 6))
        image.paste(cards.face(card, cards.SMALL, four_colour, FELT), xy)
    if not result.village_order:
        draw_text(image, (left, top + LINE + 20), text(msg("no policy passed"), locale), SIZE,
                  TEXT_DIM, FELT)  # fmt: skip
    top += order_height(result)
    draw_text(image, (left, top - LINE + 2),
              text(msg("Each sigil, then the policies it matches:"), locale), SIZE, TEXT_DIM,
              FELT)  # fmt: skip
    top += 6
    for head in range(len(view.heads)):
        _row(image, view, result, heads, head, top + head * (ROW_HEIGHT + ROW_GAP), four_colour,
             locale)  # fmt: skip
    return image


def headline(view: JugglersView, result: RoundResult, names: list[str]) -> Message:
    if view.phase is Phase.OVER:  # the last round's results: the match is decided
        top = max(view.round_wins)
        best = [names[s] for s, wins in enumerate(view.round_wins) if wins == top]
        return nmsg("{names} wins the match", "{names} win the match", len(best),
                    names=listed(best))  # fmt: skip
    best = [names[s] for s in result.winners]
    return nmsg("{names} wins the round", "{names} win the round", len(best),
                names=listed(best))  # fmt: skip


def _header(
    image: Image.Image, view: JugglersView, result: RoundResult, names: list[str], locale: str
) -> None:
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    if view.phase is Phase.OVER:
        title = msg("Round {round} results · Game over", round=result.round)
    else:
        title = msg("Round {round} results", round=result.round)
    draw_text(image, (MARGIN + 2, 8 + LINE / 2), text(title, locale), 20, TEXT, FELT_DARK,
              bold=True, anchor="middle")  # fmt: skip
    room = WIDTH - 2 * MARGIN - 40
    said = fit(text(headline(view, result, names), locale), SIZE, True, room)
    draw_pill(image, (MARGIN, HEADER - 8 - 15), said, SIZE, INK, GOLD, height=30)


def _row(
    image: Image.Image,
    view: JugglersView,
    result: RoundResult,
    heads: Who,
    head: int,
    top: int,
    four_colour: bool,
    locale: str,
) -> None:
    """One head: who, its points and where they came from, its sigil and what it matched."""
    winner = head in result.winners
    fill = PLATE_ACTIVE if winner else PANEL
    left, right = MARGIN, WIDTH - MARGIN
    rounded(ImageDraw.Draw(image), (left, top, right, top + ROW_HEIGHT), fill, radius=12,
            outline=GOLD if winner else None, width=2)  # fmt: skip
    middle = top + PAD + LINE / 2
    token = badge(heads.tags[head], TOKEN, heads.colours[head], INK, fill, heads.hollow[head],
                  text_size=TOKEN_TEXT)  # fmt: skip
    image.paste(token, (left + PAD, round(middle - TOKEN / 2)))
    seat = head < view.players
    score = ""
    if seat:
        points = result.points[head]
        score = text(nmsg("{count} pt", "{count} pts", whole_or_fraction(points)), locale)
    used = 0
    if score:
        used = draw_text(image, (right - PAD, middle), score, 22, TEXT, fill, bold=True,
                         align="right", anchor="middle")  # fmt: skip
    mark = text(msg("WINNER"), locale) if winner else ""
    name_left = left + PAD + TOKEN + 8
    room = right - PAD - used - 12 - name_left
    if mark:
        room -= draw_text(image, (right - PAD - used - 12, middle), mark, SIZE, GOLD, fill,
                          bold=True, align="right", anchor="middle") + 10  # fmt: skip
    name = short_name(heads.names[head], SIZE, True, room)
    draw_text(image, (name_left, middle), name, SIZE, TEXT, fill, bold=True, anchor="middle")
    sigil = result.sigils[head]
    detail = fit(text(_detail(view, result, head, sigil), locale), SIZE, False,
                 right - left - 2 * PAD)  # fmt: skip
    draw_text(image, (left + PAD, middle + LINE), detail, SIZE, TEXT_DIM, fill, anchor="middle")
    cards_top = top + PAD + 2 * LINE + 4
    if sigil is None:  # 2 players without dummy sigils
        draw_text(image, (left + PAD, cards_top + 20), text(msg("no sigil"), locale), SIZE,
                  TEXT_DIM, fill)  # fmt: skip
        return
    image.paste(cards.face(sigil, cards.SMALL, four_colour, fill), (left + PAD, cards_top))
    _matches(image, result.village_order, sigil, (left + MATCHES_LEFT, cards_top, right - PAD),
             fill, four_colour, locale)  # fmt: skip


def _detail(view: JugglersView, result: RoundResult, head: int, sigil: Card | None) -> Message:
    """Where the points came from, and the round wins so far, in words."""
    if head >= view.players:
        return msg("dummy: its sigil counts for allies only")
    own = sum(1 for card in result.village_order if sigil is not None and matches(sigil, card))
    allies = whole_or_fraction(result.points[head] - own)
    wins = view.round_wins[head]
    if allies:
        return nmsg("{own} from the order + {allies} from allies · {count} round win",
                    "{own} from the order + {allies} from allies · {count} round wins", wins,
                    own=own, allies=allies)  # fmt: skip
    return nmsg("{own} from the order · {count} round win",
                "{own} from the order · {count} round wins", wins, own=own)  # fmt: skip


def _matches(
    image: Image.Image,
    order: Sequence[Card],
    sigil: Card,
    where: tuple[int, int, int],
    fill: Colour,
    four_colour: bool,
    locale: str,
) -> None:
    """The policies of the Village Order that match the sigil (rank or suit), closed up to
    fit the row, or words saying there are none."""
    left, top, right = where
    hits = [card for card in order if matches(sigil, card)]
    label = text(nmsg("= {count} match", "= {count} matches", len(hits)), locale)
    label += ":" if hits else ""
    x = left + draw_text(image, (left, top + cards.SMALL[1] / 2), label, SIZE, TEXT, fill,
                         anchor="middle") + 10  # fmt: skip
    if not hits:
        return
    step = min(CARD_STEP, (right - x - cards.SMALL[0]) // max(1, len(hits) - 1))
    for card in hits:
        image.paste(cards.face(card, cards.SMALL, four_colour, fill), (x, top))
        x += step
