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

WIDTH, HEIGHT = 1120, 680
MARGIN = 17
GAP = 12
HEADER = 62
COLUMN_TOP = 74
COLUMN_WIDTH = (WIDTH - 2 * MARGIN - 2 * GAP) // 3
COLUMN_HEIGHT = 314
PAD = 14
CARD_ROW = COLUMN_TOP + 40  # the policy card and the face-down pile
FACE_UP_ROW = CARD_ROW + cards.LARGE[1] + 12
PLATES_TOP = COLUMN_TOP + COLUMN_HEIGHT + 12
PLATE_HEIGHT = 58
PLATE_GAP = 10
STRIP_TOP = PLATES_TOP + PLATE_HEIGHT + 12
ROLLS_LEFT = 748


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
