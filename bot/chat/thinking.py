"""How long bots seem to think before their moves are shown, as a person would.

A bot that answers in a millisecond feels like a machine: the thread fills
with its moves the instant a person clicks. So the announcement of bots' moves
waits a moment that grows with each decision: a glance for every move, a
little more for each doubling of the choices it had, and the search's own
thinking time. The CPU a search spent has already passed before the moves
reach the chat, so only the rest is waited. The whole wait is capped per
announcement (BOT_PAUSE_SECONDS, 2 s by default), and it sends nothing: the
one status edit (or picture) that shows the moves simply goes out later.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bot.tables.deciding import Thought

GLANCE = 0.35  # seconds a person takes over any move
PER_DOUBLING = 0.15  # and more for each doubling of the choices open to them
DEFAULT_CAP = 2.0


def seeming(thought: Thought) -> float:
    """How long a person might take over that decision."""
    return GLANCE + PER_DOUBLING * math.log2(max(thought.choices, 1)) + thought.seconds


def pause_before_showing(thoughts: Sequence[Thought], cap: float = DEFAULT_CAP) -> float:
    """What is still to wait before the bots' moves of one service call are shown:
    their seeming time together, at most `cap`, less the search time already spent."""
    if not thoughts or cap <= 0:
        return 0.0
    wanted = min(cap, sum(seeming(thought) for thought in thoughts))
    return max(0.0, wanted - sum(thought.seconds for thought in thoughts))
