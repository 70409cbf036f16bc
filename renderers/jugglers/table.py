"""The table picture posted in the game's thread: what every player may see.

It draws only the public parts of a view (never `hand`, `sigil` or the card of
a face-down entry), so even a seat view passed here by mistake leaks nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from engines.core.messages import Message, msg
from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from engines.jugglers.words import listed
from renderers.i18n import SOURCE, text
from renderers.jugglers.drafts import draw_drafts, draw_recap
from renderers.jugglers.footer import draw_plates, draw_policies, draw_rolls
from renderers.jugglers.labels import named
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
from renderers.widgets import draw_pill, draw_text, fit, pill_padding

TITLE_SIZE, SIZE = 20, 18
PILL_HEIGHT = 30


def draw_table(
    view: JugglersView,
    names: Sequence[str] | None = None,
    four_colour: bool = True,
    locale: str = SOURCE,
) -> Image.Image:
    heads = who(view, names, locale)
    where = sections(view)
    image = Image.new("RGB", (WIDTH, where.height), FELT)
    _header(image, view, heads, locale)
    if where.recap is not None:
        draw_recap(image, view, where.recap, RECAP_HEIGHT, four_colour, locale)
    draw_drafts(image, view, heads, where, four_colour, locale)
    draw_plates(image, view, heads, where, locale)
    draw_policies(image, view, where, four_colour, locale)
    draw_rolls(image, view, where, locale)
    return image


def status(view: JugglersView, heads: Who, room: int, locale: str = SOURCE) -> str:
    """What the table waits for, in a few words, names shortened to fit `room`."""

    def name(head: int, words: Callable[[str], Message]) -> str:
        return named(words, heads.names[head], SIZE, True, room, locale)

    if view.phase is Phase.OVER:
        top = max(view.round_wins)
        champions = [seat for seat, wins in enumerate(view.round_wins) if wins == top]
        if len(champions) == 1:
            return name(champions[0], lambda who: msg("{name} wins the match", name=who))
        together = listed([heads.names[seat] for seat in champions])
        return fit(text(msg("{names} win", names=together), locale), SIZE, True, room)
    if view.phase is Phase.INFLUENCE:
        return name(view.chairman, lambda who: msg("{name} decides secret influence", name=who))
    head = view.acting_head
    if head is None:
        return ""
    seat = view.to_act[0] if view.to_act else head
    if seat != head:  # 2 players: a seat aims its dummy, whose plate is lit
        return name(seat, lambda who: msg("{name} aims their dummy", name=who))
    return name(head, lambda who: msg("{name} to play", name=who))


def _header(image: Image.Image, view: JugglersView, heads: Who, locale: str) -> None:
    """Two lines: where the match stands, then what it waits for and who chairs."""
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    first = 8 + LINE / 2
    if view.phase is Phase.OVER:
        words = msg("Round {round} · Game over", round=view.round)
    elif view.phase is Phase.PLAY:
        words = msg(
            "Round {round} · Gathering {gathering} of {gatherings} · Cycle {cycle}/{cycles}",
            round=view.round, gathering=view.gathering, gatherings=view.gatherings,
            cycle=view.cycle, cycles=view.cycles,
        )  # fmt: skip
    else:
        words = msg("Round {round} · Gathering {gathering} of {gatherings}", round=view.round,
                    gathering=view.gathering, gatherings=view.gatherings)  # fmt: skip
    title = text(words, locale)
    draw_text(image, (MARGIN + 2, first), fit(title, TITLE_SIZE, True, WIDTH - 2 * MARGIN),
              TITLE_SIZE, TEXT, FELT_DARK, bold=True, anchor="middle")  # fmt: skip
    second = HEADER - GAP - PILL_HEIGHT / 2
    right = WIDTH - MARGIN
    # The status first (names shortened to leave the chair some room), the chair in the rest.
    chair_room = 150 if view.phase is Phase.PLAY else 0
    waiting = status(view, heads, right - MARGIN - chair_room - 2 * pill_padding(PILL_HEIGHT),
                     locale)  # fmt: skip
    used = (
        draw_pill(image, (MARGIN, second), waiting, SIZE, INK, GOLD, height=PILL_HEIGHT)
        if waiting
        else 0
    )
    if view.phase is Phase.PLAY:
        room = right - MARGIN - used - 12
        chair = named(lambda who: msg("chair: {name}", name=who), heads.names[view.chairman],
                      SIZE, False, room, locale)  # fmt: skip
        draw_text(image, (right, second), chair, SIZE, TEXT_DIM, FELT_DARK, align="right",
                  anchor="middle")  # fmt: skip
