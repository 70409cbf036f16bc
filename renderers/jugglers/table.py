"""The table picture posted in the game's thread: what every player may see.

It draws only the public parts of a view (never `hand`, `sigil` or the card of
a face-down entry), so even a seat view passed here by mistake leaks nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from renderers.jugglers.drafts import draw_drafts, draw_recap
from renderers.jugglers.footer import draw_plates, draw_policies, draw_rolls
from renderers.jugglers.layout import (
    GAP,
    HEADER,
    LINE,
    MARGIN,
    RECAP_HEIGHT,
    WIDTH,
    Who,
    sections,
    who,
)
from renderers.theme import FELT, FELT_DARK, GOLD, INK, TEXT, TEXT_DIM
from renderers.widgets import draw_pill, draw_text, fit, pill_padding, short_name, text_width

TITLE_SIZE, SIZE = 20, 18
PILL_HEIGHT = 30


def draw_table(
    view: JugglersView, names: Sequence[str] | None = None, four_colour: bool = True
) -> Image.Image:
    heads = who(view, names)
    where = sections(view)
    image = Image.new("RGB", (WIDTH, where.height), FELT)
    _header(image, view, heads)
    if where.recap is not None:
        draw_recap(image, view, where.recap, RECAP_HEIGHT, four_colour)
    draw_drafts(image, view, heads, where, four_colour)
    draw_plates(image, view, heads, where)
    draw_policies(image, view, where, four_colour)
    draw_rolls(image, view, where)
    return image


def status(view: JugglersView, heads: Who, room: int) -> str:
    """What the table waits for, in a few words, names shortened to fit `room`."""

    def name(head: int, rest: str) -> str:
        return short_name(heads.names[head], SIZE, True, room - text_width(rest, SIZE, True)) + rest

    if view.phase is Phase.OVER:
        top = max(view.round_wins)
        champions = [seat for seat, wins in enumerate(view.round_wins) if wins == top]
        if len(champions) == 1:
            return name(champions[0], " wins the match")
        return fit(" and ".join(heads.names[s] for s in champions) + " win", SIZE, True, room)
    if view.phase is Phase.INFLUENCE:
        return name(view.chairman, " decides secret influence")
    head = view.acting_head
    if head is None:
        return ""
    seat = view.to_act[0] if view.to_act else head
    if seat != head:  # 2 players: a seat aims its dummy, whose plate is lit
        return name(seat, " aims their dummy")
    return name(head, " to play")


def _header(image: Image.Image, view: JugglersView, heads: Who) -> None:
    """Two lines: where the match stands, then what it waits for and who chairs."""
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    first = 8 + LINE / 2
    if view.phase is Phase.OVER:
        title = f"Round {view.round} · Game over"
    else:
        title = f"Round {view.round} · Gathering {view.gathering} of {view.gatherings}"
        if view.phase is Phase.PLAY:
            title += f" · Cycle {view.cycle}/{view.cycles}"
    draw_text(image, (MARGIN + 2, first), fit(title, TITLE_SIZE, True, WIDTH - 2 * MARGIN),
              TITLE_SIZE, TEXT, FELT_DARK, bold=True, anchor="middle")  # fmt: skip
    second = HEADER - GAP - PILL_HEIGHT / 2
    right = WIDTH - MARGIN
    # The status first (names shortened to leave the chair some room), the chair in the rest.
    chair_room = 150 if view.phase is Phase.PLAY else 0
    text = status(view, heads, right - MARGIN - chair_room - 2 * pill_padding(PILL_HEIGHT))
    used = (
        draw_pill(image, (MARGIN, second), text, SIZE, INK, GOLD, height=PILL_HEIGHT) if text else 0
    )
    if view.phase is Phase.PLAY:
        room = right - MARGIN - used - 12 - text_width("chair: ", SIZE)
        chair = "chair: " + short_name(heads.names[view.chairman], SIZE, False, room)
        draw_text(image, (right, second), chair, SIZE, TEXT_DIM, FELT_DARK, align="right",
                  anchor="middle")  # fmt: skip
