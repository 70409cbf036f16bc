"""Where things go on the table picture, and how each head is shown.

The picture is a phone's column: 472 px wide, so its 18 px text keeps capitals
11 px tall when Discord shows it 400 px wide. Sections stack from the top
(header, the last gathering while it is fresh, the three drafts, the heads,
the Village Order, the dice), each as tall as it needs; the section functions
and the tests' pixel probes share these numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.i18n import SOURCE
from renderers.jugglers.labels import head_colour, head_names, head_tags, is_hollow
from renderers.theme import HEADER, LINE, MARGIN, PICTURE_WIDTH, Colour

WIDTH = PICTURE_WIDTH
GAP = 8
PAD = 10  # inside a panel
INNER = WIDTH - 2 * MARGIN - 2 * PAD  # a panel's room for text and cards
TOKEN = 30  # who put a face-down card there, or who a plate is
TOKEN_TEXT = 19  # bold from 19 px is "large" text: a ring's tag meets its 3:1 contrast
CARD_STEP = cards.SMALL[0] + 4  # face-up cards side by side

# One draft: its title line, its cards (policy, then face-up) with the hand's
# value beside them, then the line of what lies face down.
DRAFT_HEIGHT = PAD + LINE + 4 + cards.SMALL[1] + 8 + TOKEN + PAD
FACE_UP_LEFT = PAD + cards.SMALL[0] + 14  # from the panel's left edge
VALUE_ROOM = 168  # "straight flush," on one line, "10 high" on the next
VALUE_LEFT = WIDTH - 2 * MARGIN - PAD - VALUE_ROOM
FACE_UP_ROOM = VALUE_LEFT - 8 - FACE_UP_LEFT  # five cards close up to fit it

# The last gathering, shown until the next one's first cycle ends.
RECAP_ROW = cards.SMALL[1] + 8
RECAP_HEIGHT = PAD + LINE + 6 + 3 * RECAP_ROW + PAD - 8
RECAP_LABEL = 70  # "LEFT" before each hand's cards

PLATE_HEIGHT = LINE + 18
PLATE_GAP = 5

ROLL_LINE = 28
ROLLS_SHOWN = 3


@dataclass(frozen=True)
class Who:
    """How each head is shown: display name, tag on tokens, colour, ring or disc."""

    names: list[str]
    tags: list[str]
    colours: list[Colour]
    hollow: list[bool]


def who(view: JugglersView, names: Sequence[str] | None, locale: str = SOURCE) -> Who:
    full = head_names(view, names, locale)
    heads = range(len(view.heads))
    return Who(
        names=full,
        tags=head_tags(view, full),
        colours=[head_colour(view, head) for head in heads],
        hollow=[is_hollow(view, head) for head in heads],
    )


def shows_recap(view: JugglersView) -> bool:
    """The gathering that just ended stays in the picture until the next one's first cycle
    is over: the picture due when a gathering ends is drawn after the next one has begun
    (its policies dealt, and with 3 or 4 players its first face-up cards), so this is
    where everyone sees the settled hands and what passed."""
    if view.recap is None or view.phase is Phase.OVER:
        return False
    return view.phase is Phase.INFLUENCE or view.cycle <= 1


POLICIES_PER_ROW = INNER // CARD_STEP


def policy_rows(cards_shown: int) -> int:
    """Rows of policy cards in one group (passed, or failed), up to nine a row."""
    return max(1, -(-cards_shown // POLICIES_PER_ROW))


def policies_height(view: JugglersView) -> int:
    """The Village Order, and the failed policies under their own title when there are any."""
    groups = [len(view.village_order)] + (
        [len(view.failed_policies)] if view.failed_policies else []
    )
    rows = sum(LINE + policy_rows(shown) * (cards.SMALL[1] + 6) + 2 for shown in groups)
    return PAD + rows + 2 * LINE + PAD - 6


def rolls_height() -> int:
    return PAD + LINE + ROLLS_SHOWN * ROLL_LINE + PAD - 4


def plates_height(heads: int) -> int:
    return heads * PLATE_HEIGHT + (heads - 1) * PLATE_GAP


@dataclass(frozen=True)
class Sections:
    """The top of each section of one table picture, and its whole height."""

    recap: int | None
    drafts: int
    plates: int
    policies: int
    rolls: int
    height: int


def sections(view: JugglersView) -> Sections:
    top = HEADER + GAP
    recap = None
    if shows_recap(view):
        recap, top = top, top + RECAP_HEIGHT + GAP
    drafts = top
    top += 3 * DRAFT_HEIGHT + 2 * GAP + GAP
    plates = top
    top += plates_height(len(view.heads)) + GAP
    policies = top
    top += policies_height(view) + GAP
    rolls = top
    return Sections(recap, drafts, plates, policies, rolls, rolls + rolls_height() + MARGIN)


def draft_top(sections_: Sections, index: int) -> int:
    """Top edge of draft `index` (left, joker, right)."""
    return sections_.drafts + index * (DRAFT_HEIGHT + GAP)


def plate_box(sections_: Sections, head: int) -> tuple[int, int, int, int]:
    """A line per head, in ring order: the order of play reads down the list."""
    top = sections_.plates + head * (PLATE_HEIGHT + PLATE_GAP)
    return MARGIN, top, WIDTH - MARGIN, top + PLATE_HEIGHT
