"""The easy Boromir bot: it counts the stacks it can see, one move ahead, and no more.

What it leaves out is what makes the normal bot hard to beat: it never asks
whether a neighbour could take a stack back on the next turn, never weighs
the other suits against its own, and, with two players, never reads the pile
to guess who holds the Jack of Spades (without it, it keeps the ring level).
What it keeps is what any newcomer sees at once: take stacks for its own
colour (suit), fill gaps with its own colour, and keep the Jack of Spades in
hand while the pile lasts, since showing it tells everyone who is black.
"""

from __future__ import annotations

import random

from engines.boromir.actions import BoromirAction, Capture
from engines.boromir.bots import after, legal_from_view
from engines.boromir.ring import JACK_OF_SPADES, side
from engines.boromir.views import BoromirView


def _count(view: BoromirView, action: BoromirAction) -> float:
    """Stacks of its own side once the move is made (two players, side unknown:
    how far the ring is from level, as a cost)."""
    sides = [None if card.is_joker else side(card, view.players) for card in after(view, action)]
    if view.my_side is None:
        return -abs(sides.count("black") - sides.count("red"))
    return sides.count(view.my_side)


def easy_action(view: BoromirView, rng: random.Random) -> BoromirAction:
    legal = legal_from_view(view)
    if not legal:
        raise ValueError("the bot was asked to move but its seat is not awaited")

    def score(action: BoromirAction) -> float:
        placed = action.fill if isinstance(action, Capture) else getattr(action, "card", None)
        hides_jack = placed == JACK_OF_SPADES and view.players == 2 and view.draw_pile > 0
        return _count(view, action) - hides_jack

    scored = [(score(action), action) for action in legal]
    best = max(value for value, _ in scored)
    return rng.choice([action for value, action in scored if value == best])
