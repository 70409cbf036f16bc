"""A round's end: every sigil revealed and how each one scored against the Village Order."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.cards import Card
from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, RoundResult
from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.jugglers.layout import Who, who
from renderers.theme import FELT, FELT_DARK, GOLD, INK, PANEL, PLATE_ACTIVE, TEXT, TEXT_DIM, Colour
from renderers.widgets import badge, draw_text, rounded, text_width

WIDTH = 800  # as wide as the table picture: text from 18 px, readable on a phone
MARGIN = 12
HEADER = 56
ROW_TOP = HEADER + 44
ROW_HEIGHT = 120
ROW_GAP = 8
TOKEN = 32
NAME_LEFT = MARGIN + 14 + TOKEN + 10
LINE_MIDDLE = 26  # of a row's first line: who, and their points
CARDS_TOP = 48  # of a row's second line: the sigil, then the Village Order against it
SIGIL_LEFT = MARGIN + 14
GRID_LEFT = SIGIL_LEFT + cards.SMALL[0] + 36
GRID_RIGHT = WIDTH - MARGIN - 14
MATCH_RING = 3
COMPACT = (38, 54)  # the smallest card whose rank stays readable on a phone


def draw_results(view: JugglersView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    if not view.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = view.results[-1]
    heads = who(view, names)
    rows = len(view.heads)
    image = Image.new("RGB", (WIDTH, ROW_TOP + rows * (ROW_HEIGHT + ROW_GAP) + MARGIN), FELT)
    draw = ImageDraw.Draw(image)
    _header(image, draw, view, result, heads.names)
    label = f"VILLAGE ORDER ({len(result.village_order)}) · a gold ring marks a match"
    labels_y = HEADER + 18
    draw_text(image, (MARGIN + 14, labels_y), "SIGIL", 18, TEXT_DIM, FELT, bold=True)
    draw_text(
        image,
        (GRID_LEFT, labels_y),
        label,
        18,
        TEXT_DIM,
        FELT,
        bold=True,
        width=GRID_RIGHT - GRID_LEFT,
    )
    for head in range(rows):
        _row(image, draw, view, result, heads, head, four_colour)
    return image


def _row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: JugglersView,
    result: RoundResult,
    heads: Who,
    head: int,
    four_colour: bool,
) -> None:
    """One head: who, the sigil it held, which policies matched it, its points."""
    top = ROW_TOP + head * (ROW_HEIGHT + ROW_GAP)
    middle = top + LINE_MIDDLE
    winner = head in result.winners
    fill = PLATE_ACTIVE if winner else PANEL
    box = (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT)
    rounded(draw, box, fill, radius=12, outline=GOLD if winner else None, width=2)
    token = badge(heads.tags[head], TOKEN, heads.colours[head], INK, fill, heads.hollow[head])
    image.paste(token, (MARGIN + 14, round(middle - TOKEN / 2)))
    sigil = result.sigils[head]
    score_width = _score(image, result, head, sigil, fill, middle) if head < view.players else 0
    name_room = WIDTH - MARGIN - 14 - score_width - NAME_LEFT - 16
    used = draw_text(
        image,
        (NAME_LEFT, middle),
        heads.names[head],
        18,
        TEXT,
        fill,
        bold=True,
        anchor="middle",
        width=name_room - 60,
    )
    _subtitle(image, view, head, fill, (NAME_LEFT + used + 10, middle))
    if sigil is None:  # 2 players without dummy sigils
        image.paste(cards.slot(cards.SMALL, fill, "no\nsigil"), (SIGIL_LEFT, top + CARDS_TOP))
        return
    image.paste(cards.face(sigil, cards.SMALL, four_colour, fill), (SIGIL_LEFT, top + CARDS_TOP))
    _grid(image, draw, result.village_order, sigil, top + CARDS_TOP + 4, fill, four_colour)


def _header(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: JugglersView,
    result: RoundResult,
    names: list[str],
) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    middle = HEADER / 2
    draw_text(
        image,
        (MARGIN, middle),
        f"Round {result.round} results",
        22,
        TEXT,
        FELT_DARK,
        bold=True,
        anchor="middle",
    )
    if view.phase is Phase.OVER:  # the last round's results: the match is decided
        top = max(view.round_wins)
        who = [names[s] for s, wins in enumerate(view.round_wins) if wins == top]
        text = f"{' and '.join(who)} {'wins' if len(who) == 1 else 'win'} the match"
    else:
        who = [names[s] for s in result.winners]
        text = f"{' and '.join(who)} {'wins' if len(who) == 1 else 'win'} the round"
    width = min(text_width(text, 19, True) + 32, WIDTH - 2 * MARGIN - 300)
    right = WIDTH - MARGIN
    rounded(draw, (right - width, 11, right, HEADER - 11), GOLD, radius=17)
    draw_text(
        image,
        (right - width / 2, middle),
        text,
        19,
        INK,
        GOLD,
        bold=True,
        align="centre",
        anchor="middle",
        width=width - 24,
    )


def _subtitle(
    image: Image.Image, view: JugglersView, head: int, fill: Colour, xy: tuple[float, float]
) -> None:
    """Round wins so far as stars; dummies (named so, with a hollow token) win nothing."""
    x, y = xy
    if head >= view.players:
        return
    wins = view.round_wins[head]
    x += draw_text(image, (x, y), "★" * wins, 18, GOLD, fill, anchor="middle") if wins else 0
    missing = max(0, view.target_wins - wins)
    if missing:
        draw_text(image, (x, y), "☆" * missing, 18, TEXT_DIM, fill, anchor="middle")


def _grid(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    order: list[Card],
    sigil: Card,
    top: int,
    fill: Colour,
    four_colour: bool,
) -> None:
    """The Village Order once per sigil: matching cards bright and ringed, the rest dimmed."""
    left = GRID_LEFT
    step = min(COMPACT[0] + 6, (GRID_RIGHT - left - COMPACT[0]) // max(1, len(order) - 1))
    if not order:
        draw_text(
            image,
            (left, top + COMPACT[1] / 2),
            "no policy passed",
            18,
            TEXT_DIM,
            fill,
            anchor="middle",
        )
    for position, card in enumerate(order):
        x = left + position * step
        hit = matches(sigil, card)
        if hit:
            draw.rounded_rectangle(
                (
                    x - MATCH_RING,
                    top - MATCH_RING,
                    x + COMPACT[0] + MATCH_RING - 1,
                    top + COMPACT[1] + MATCH_RING - 1,
                ),
                radius=cards.radius(COMPACT) + MATCH_RING,
                fill=GOLD,
            )
        image.paste(
            cards.face(card, COMPACT, four_colour, GOLD if hit else fill, dim=not hit), (x, top)
        )


def _score(
    image: Image.Image,
    result: RoundResult,
    seat: int,
    sigil: Card | None,
    fill: Colour,
    middle: float,
) -> int:
    """Points, split into Village Order matches and the half points from allied sigils;
    returns how wide they are drawn, so the name never runs into them."""
    own = sum(1 for card in result.village_order if sigil is not None and matches(sigil, card))
    allies = result.points[seat] - own
    right = WIDTH - MARGIN - 14
    points = result.points[seat]
    detail = f"({own} from the order" + (f" + {allies:g} from allies)" if allies else ")")
    detail_width = draw_text(
        image, (right, middle), detail, 18, TEXT_DIM, fill, align="right", anchor="middle"
    )
    unit = "pt" if points == 1 else "pts"
    points_width = draw_text(
        image,
        (right - detail_width - 10, middle),
        f"{points:g} {unit}",
        22,
        TEXT,
        fill,
        bold=True,
        align="right",
        anchor="middle",
    )
    return detail_width + 10 + points_width
