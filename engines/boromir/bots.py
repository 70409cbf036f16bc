"""A Boromir bot that plays to its secret side, from its own view only.

It scores each legal move by the ring it leaves: stacks of its side count for
it, stacks of sides it believes others play count against it.
- Two players, side unknown (it has not drawn the Jack of Spades): while the
  other is less likely than not to hold it, it keeps the ring balanced; as
  the pile runs down, the other more likely holds it, so it turns to red.
- Holding the Jack of Spades: it tilts the ring toward black, and keeps the
  jack in hand (playing it shows everyone who is black) unless nothing else
  is left.
- Three or four players: its suit counts for it, every other suit against it
  in proportion to how likely another player holds it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engines.boromir.actions import BoromirAction, Capture, CoverJoker, Pass
from engines.boromir.ring import JACK_OF_SPADES, captures, joker_spot, side
from engines.boromir.views import BoromirView
from engines.core.cards import SUITS, Card

REVEAL_PENALTY = 1.5  # in stacks: what showing the Jack of Spades early gives away
EXPOSED = 0.5  # what a stack is worth while a neighbour could capture it


def legal_from_view(view: BoromirView) -> list[BoromirAction]:
    """The viewer's moves, worked out from its view alone (tops are all moves need)."""
    if view.seat is None or view.seat not in view.to_act:
        return []
    ring = [(stack.top,) for stack in view.ring]
    hand = sorted(set(view.hand))
    moves: list[BoromirAction] = []
    if hand:
        for source, target in captures(ring, view.players):
            moves += [Capture(stack=source, onto=target, fill=card) for card in hand]
        if joker_spot(ring) is not None:
            moves += [CoverJoker(card=card) for card in hand]
    return moves or [Pass()]


def _other_holds_jack(view: BoromirView) -> float:
    """The chance the other player holds the Jack of Spades, seen from a non-holder."""
    other = 1 - (view.seat or 0)
    unseen_there = view.hand_counts[other]
    return unseen_there / max(1, unseen_there + view.draw_pile)


def side_weights(view: BoromirView) -> dict[str, float] | None:
    """Worth of one stack of each side; None means "keep the ring balanced"."""
    if view.players > 2:
        mine = view.my_side or ""
        others = [suit for suit in SUITS if suit != mine]
        held = (view.players - 1) / len(others)  # chance another player plays a given suit
        return {suit: 1.0 if suit == mine else -held for suit in SUITS}
    if view.my_side is not None:
        theirs = "red" if view.my_side == "black" else "black"
        return {view.my_side: 1.0, theirs: -1.0}
    lean = 2 * _other_holds_jack(view) - 1  # > 0: the other is more likely black
    if lean <= 0:
        return None
    return {"red": lean, "black": -lean}


def _exposed(tops: Sequence[Card], players: int) -> list[bool]:
    """Which stacks a neighbour could capture on the next turn."""
    ring = [(card,) for card in tops]
    hit = [False] * len(tops)
    for _, target in captures(ring, players):
        hit[target] = True
    return hit


def ring_value(tops: Sequence[Card], players: int, weights: dict[str, float] | None) -> float:
    """Stacks for and against the bot; a stack the next player could take counts half."""
    sides = [None if card.is_joker else side(card, players) for card in tops]
    if weights is None:
        return -abs(sides.count("black") - sides.count("red"))
    exposed = _exposed(tops, players)
    return sum(
        weights.get(name, 0.0) * (EXPOSED if open_to_capture else 1.0)
        for name, open_to_capture in zip(sides, exposed, strict=True)
        if name is not None
    )


def after(view: BoromirView, action: BoromirAction) -> list[Card]:
    """The ring's tops once `action` is made."""
    tops = [stack.top for stack in view.ring]
    if isinstance(action, Capture):
        tops[action.onto], tops[action.stack] = tops[action.stack], action.fill
    elif isinstance(action, CoverJoker):
        spot = next(spot for spot, card in enumerate(tops) if card.is_joker)
        tops[spot] = action.card
    return tops


def score(view: BoromirView, action: BoromirAction, weights: dict[str, float] | None) -> float:
    """The bot's worth of a move: the ring it leaves, less the cost of showing the
    Jack of Spades while the pile lasts."""
    value = ring_value(after(view, action), view.players, weights)
    placed = action.fill if isinstance(action, Capture) else getattr(action, "card", None)
    if placed == JACK_OF_SPADES and view.players == 2 and view.draw_pile > 0:
        value -= REVEAL_PENALTY
    return value


def bot_action(view: BoromirView, rng: random.Random) -> BoromirAction:
    legal = legal_from_view(view)
    if not legal:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    weights = side_weights(view)
    scored = [(score(view, action, weights), action) for action in legal]
    best = max(value for value, _ in scored)
    return rng.choice([action for value, action in scored if value == best])
