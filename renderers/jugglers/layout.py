"""Where things go on the table picture, and how each head is shown.

Kept apart so the parts of the picture (header, drafts, footer) and the tests'
pixel probes agree on one set of numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.jugglers.labels import head_colour, head_names, head_tags, is_hollow
from renderers.theme import Colour

# 800 px wide so that, shrunk to a phone's 360 px, no text is under 8 px (fonts from 18 up).
WIDTH = 800
MARGIN = 12
GAP = 10
HEADER = 56
COLUMN_TOP = HEADER + GAP
COLUMN_WIDTH = (WIDTH - 2 * MARGIN - 2 * GAP) // 3
PAD = 12
INNER_WIDTH = COLUMN_WIDTH - 2 * PAD
CARD_ROW = COLUMN_TOP + 40  # the policy card and the face-down pile
CAPTION_ROW = CARD_ROW + cards.LARGE[1] + 8  # what the pile holds, up to three lines
CAPTION_LINE = 22
FACE_UP_ROW = CAPTION_ROW + 3 * CAPTION_LINE + 8
FACE_UP_STEP = (INNER_WIDTH - cards.SMALL[0]) // 4  # five face-up cards fill the width
COLUMN_HEIGHT = FACE_UP_ROW - COLUMN_TOP + cards.SMALL[1] + 90
PLATES_TOP = COLUMN_TOP + COLUMN_HEIGHT + GAP
PLATE_HEIGHT = 92
PLATE_GAP = 8
STRIP_TOP = PLATES_TOP + PLATE_HEIGHT + GAP
STRIP_HEIGHT = 176
HEIGHT = STRIP_TOP + STRIP_HEIGHT + MARGIN
ROLLS_LEFT = 500


@dataclass(frozen=True)
class Who:
    """How each head is shown: display name, tag on card backs, colour, ring or disc."""

    names: list[str]
    tags: list[str]
    colours: list[Colour]
    hollow: list[bool]


def who(view: JugglersView, names: Sequence[str] | None) -> Who:
    full = head_names(view, names)
    heads = range(len(view.heads))
    return Who(
        names=full,
        tags=head_tags(view, full),
        colours=[head_colour(view, head) for head in heads],
        hollow=[is_hollow(view, head) for head in heads],
    )


def column_left(index: int) -> int:
    """Left edge of draft column `index` (left, joker, right)."""
    return MARGIN + index * (COLUMN_WIDTH + GAP)


def plate_box(head: int, heads: int) -> tuple[int, int, int, int]:
    width = (WIDTH - 2 * MARGIN - (heads - 1) * PLATE_GAP) // heads
    left = MARGIN + head * (width + PLATE_GAP)
    return left, PLATES_TOP, left + width, PLATES_TOP + PLATE_HEIGHT
