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

WIDTH = 1000
MARGIN = 16
HEADER = 62
ROW_TOP = HEADER + 44
ROW_HEIGHT = 84
ROW_GAP = 8
NAME_LEFT = MARGIN + 60
SIGIL_LEFT = NAME_LEFT + 170
GRID_LEFT = SIGIL_LEFT + cards.SMALL[0] + 24
GRID_RIGHT = WIDTH - MARGIN - 150  # the rest is for the points
MATCH_RING = 3


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
    draw_text(image, (MARGIN + 14, labels_y), "SIGILS REVEALED", 15, TEXT_DIM, FELT, bold=True)
    draw_text(
        image,
        (GRID_LEFT, labels_y),
        label,
        15,
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
    middle = top + ROW_HEIGHT / 2
    winner = head in result.winners
    fill = PLATE_ACTIVE if winner else PANEL
    box = (MARGIN, top, WIDTH - MARGIN, top + ROW_HEIGHT)
    rounded(draw, box, fill, radius=12, outline=GOLD if winner else None, width=2)
    token = badge(heads.tags[head], 34, heads.colours[head], INK, fill, heads.hollow[head])
    image.paste(token, (MARGIN + 14, round(middle - 17)))
    draw_text(
        image,
        (NAME_LEFT, middle - 12),
        heads.names[head],
        20,
        TEXT,
        fill,
        bold=True,
        anchor="middle",
        width=SIGIL_LEFT - NAME_LEFT - 12,
    )
    _subtitle(image, view, head, fill, middle + 14)
    sigil = result.sigils[head]
    if sigil is None:  # 2 players without dummy sigils
        image.paste(cards.slot(cards.SMALL, fill, "no\nsigil"), (SIGIL_LEFT, top + 11))
        return
    image.paste(cards.face(sigil, cards.SMALL, four_colour, fill), (SIGIL_LEFT, top + 11))
    _grid(image, draw, result.village_order, sigil, top + 18, fill, four_colour)
    if head < view.players:
        _score(image, result, head, sigil, fill, middle)


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
        26,
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
    width = min(text_width(text, 21, True) + 32, WIDTH - 2 * MARGIN - 300)
    right = WIDTH - MARGIN
    rounded(draw, (right - width, 12, right, HEADER - 12), GOLD, radius=19)
    draw_text(
        image,
        (right - width / 2, middle),
        text,
        21,
        INK,
        GOLD,
        bold=True,
        align="centre",
        anchor="middle",
        width=width - 24,
    )


def _subtitle(image: Image.Image, view: JugglersView, head: int, fill: Colour, y: float) -> None:
    """Round wins so far as stars; dummies win nothing."""
    if head >= view.players:
        draw_text(image, (NAME_LEFT, y), "dummy", 15, TEXT_DIM, fill, anchor="middle")
        return
    wins = view.round_wins[head]
    x = NAME_LEFT
    x += draw_text(image, (x, y), "★" * wins, 16, GOLD, fill, anchor="middle") if wins else 0
    missing = max(0, view.target_wins - wins)
    if missing:
        draw_text(image, (x, y), "☆" * missing, 16, TEXT_DIM, fill, anchor="middle")


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
    step = min(cards.MINI[0] + 6, (GRID_RIGHT - left - cards.MINI[0]) // max(1, len(order) - 1))
    if not order:
        draw_text(
            image,
            (left, top + cards.MINI[1] / 2),
            "no policy passed",
            16,
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
                    x + cards.MINI[0] + MATCH_RING - 1,
                    top + cards.MINI[1] + MATCH_RING - 1,
                ),
                radius=cards.radius(cards.MINI) + MATCH_RING,
                fill=GOLD,
            )
        image.paste(
            cards.face(card, cards.MINI, four_colour, GOLD if hit else fill, dim=not hit), (x, top)
        )


def _score(
    image: Image.Image,
    result: RoundResult,
    seat: int,
    sigil: Card,
    fill: Colour,
    middle: float,
) -> None:
    """Points, split into Village Order matches and the half points from allied sigils."""
    own = sum(1 for card in result.village_order if matches(sigil, card))
    allies = result.points[seat] - own
    right = WIDTH - MARGIN - 16
    points = result.points[seat]
    unit = "pt" if points == 1 else "pts"
    draw_text(
        image,
        (right, middle - 10),
        f"{points:g} {unit}",
        24,
        TEXT,
        fill,
        bold=True,
        align="right",
        anchor="middle",
    )
    detail = f"{own} from the order"
    if allies:
        detail += f" + {allies:g} from allies"
    draw_text(
        image, (right, middle + 16), detail, 14, TEXT_DIM, fill, align="right", anchor="middle"
    )
