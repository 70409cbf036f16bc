"""The table picture posted in the game's thread: what every player may see.

It draws only the public parts of a view (never `hand`, `sigil` or the card of
a face-down entry), so even a seat view passed here by mistake leaks nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from renderers.jugglers.drafts import draw_columns
from renderers.jugglers.footer import draw_plates, draw_policies, draw_rolls
from renderers.jugglers.layout import (
    COLUMN_HEIGHT,
    COLUMN_TOP,
    COLUMN_WIDTH,
    GAP,
    HEADER,
    HEIGHT,
    MARGIN,
    ROLLS_LEFT,
    STRIP_TOP,
    WIDTH,
    Who,
    column_left,
    who,
)
from renderers.kept import kept
from renderers.theme import FELT, FELT_DARK, GOLD, INK, PANEL, TEXT, TEXT_DIM
from renderers.widgets import draw_pill, draw_text, fit, pill_padding, rounded, text_width

TITLE_SIZE, STATUS_SIZE, CHAIR_SIZE = 22, 19, 18
PILL_HEIGHT = 34


@kept(1)
def _background() -> Image.Image:
    """Felt, header band and empty panels: the same on every picture, drawn once."""
    image = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    for index in range(3):
        left = column_left(index)
        box = (left, COLUMN_TOP, left + COLUMN_WIDTH, COLUMN_TOP + COLUMN_HEIGHT)
        rounded(draw, box, PANEL, radius=14)
    rounded(draw, (MARGIN, STRIP_TOP, ROLLS_LEFT - GAP, HEIGHT - MARGIN), PANEL, radius=14)
    rounded(draw, (ROLLS_LEFT, STRIP_TOP, WIDTH - MARGIN, HEIGHT - MARGIN), PANEL, radius=14)
    return image


def draw_table(
    view: JugglersView, names: Sequence[str] | None = None, four_colour: bool = True
) -> Image.Image:
    heads = who(view, names)
    image = _background().copy()
    _header(image, view, heads)
    draw_columns(image, view, heads, four_colour)
    draw_plates(image, view, heads)
    draw_policies(image, view, four_colour)
    draw_rolls(image, view)
    return image


def status(view: JugglersView, heads: Who) -> str:
    """What the table waits for, in a few words."""
    names = heads.names
    if view.phase is Phase.OVER:
        top = max(view.round_wins)
        champions = [names[seat] for seat, wins in enumerate(view.round_wins) if wins == top]
        return f"{' and '.join(champions)} {'wins' if len(champions) == 1 else 'win'} the match"
    if view.phase is Phase.INFLUENCE:
        return f"{names[view.chairman]} decides secret influence"
    head = view.acting_head
    if head is None:
        return ""
    seat = view.to_act[0] if view.to_act else head
    if seat != head:  # 2 players: a seat aims its dummy, whose plate is lit
        return f"{names[seat]} plays their dummy"
    return f"{names[head]} to play"


def _header(image: Image.Image, view: JugglersView, heads: Who) -> None:
    middle = HEADER / 2
    if view.phase is Phase.OVER:
        title = f"Round {view.round} · Game over"
    else:
        title = f"Round {view.round} · Gathering {view.gathering}/{view.gatherings}"
        if view.phase is Phase.PLAY:
            title += f" · Cycle {view.cycle}/{view.cycles}"
    used = draw_text(
        image, (MARGIN, middle), title, TITLE_SIZE, TEXT, FELT_DARK, bold=True, anchor="middle"
    )
    right = WIDTH - MARGIN
    room = right - (MARGIN + used + 24) - 2 * pill_padding(PILL_HEIGHT)
    text = fit(status(view, heads), STATUS_SIZE, True, room)
    if not text:
        return
    pill = draw_pill(
        image, (right, middle), text, STATUS_SIZE, INK, GOLD, height=PILL_HEIGHT, align="right"
    )
    room = right - pill - 18 - (MARGIN + used + 24)
    chair = f"Chair: {heads.names[view.chairman]}"
    # The status already names the chair while it decides, and the match winners at the end;
    # the chair's plate says it too, so the header names it only when the name fits whole.
    if view.phase is Phase.PLAY and text_width(chair, CHAIR_SIZE) <= room:
        draw_text(
            image,
            (right - pill - 18, middle),
            chair,
            CHAIR_SIZE,
            TEXT_DIM,
            FELT_DARK,
            align="right",
            anchor="middle",
        )
