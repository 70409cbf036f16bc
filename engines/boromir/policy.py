"""The normal bot's judgement, worked out on a search deal: the hard bot's playouts.

The same scoring as `bots.bot_action` (stacks for its side, against the sides
it believes others play, half for a stack a neighbour could take, a cost for
showing the Jack of Spades early; with two players and no side yet, a level
ring until the pile says the other likely holds the jack), from what the
mover could see in that deal: its hand, its side, the tops, the counts. It
works on card indices and rescores only the spots a move changes, because a
playout asks it at every step.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engines.boromir.bots import EXPOSED, REVEAL_PENALTY
from engines.boromir.ring import JACK_OF_SPADES, NEIGHBOURS, TAKES
from engines.boromir.sim import BLACK, JOKER_SOURCE, RED, SIDES, Deal, Move, moves
from engines.boromir.state import RING_SIZE


def _window(*spots: int) -> tuple[int, ...]:
    """The spots whose worth can change when `spots` get new tops: they and their
    neighbours (a top's exposure depends on the tops beside it)."""
    return tuple(sorted({near for spot in spots for near in (spot, *NEIGHBOURS[spot])}))


_WINDOWS = {
    (source, target): _window(target) if source == JOKER_SOURCE else _window(source, target)
    for source in (JOKER_SOURCE, *range(RING_SIZE))
    for target in range(RING_SIZE)
}


def weights(deal: Deal, seat: int) -> tuple[float, ...] | None:
    """Worth of one stack of each side index, then 0.0 last, so that the joker's
    index -1 is worth nothing; None: keep the ring level (two players, no side)."""
    if deal.players > 2:
        held = (deal.players - 1) / 3  # chance another seat plays a given other suit
        mine = deal.sides[seat]
        return (*(1.0 if suit == mine else -held for suit in range(4)), 0.0)
    if deal.holder == seat or (deal.shown and deal.holder is not None):
        mine = BLACK if deal.holder == seat else RED
        return (1.0, -1.0, 0.0) if mine == BLACK else (-1.0, 1.0, 0.0)
    other = len(deal.hands[1 - seat])
    lean = 2 * other / max(1, other + len(deal.pile)) - 1
    return None if lean <= 0 else (-lean, lean, 0.0)


def scored(deal: Deal) -> list[tuple[float, Move]]:
    """Each move of the seat to act, with the normal bot's score for it."""
    legal = moves(deal)
    if legal == [None]:
        return [(0.0, None)]
    worth = weights(deal, deal.turn)
    by_suit = deal.players > 2
    tops = [card.index for card in deal.tops]
    rate = _level(tops, SIDES[by_suit]) if worth is None else _weighted(tops, worth, by_suit)
    hide_jack = deal.players == 2 and bool(deal.pile)
    result: list[tuple[float, Move]] = []
    for move in legal:
        assert move is not None
        source, target, card = move
        ring = tops.copy()
        if source == JOKER_SOURCE:
            ring[target] = card.index
        else:
            ring[target], ring[source] = tops[source], card.index
        value = rate(ring, source, target)
        if hide_jack and card is JACK_OF_SPADES:
            value -= REVEAL_PENALTY
        result.append((round(value, 9), move))
    return result


Rate = Callable[[list[int], int, int], float]


def _level(tops: list[int], sides: tuple[int, ...]) -> Rate:
    """How far from level the ring is after a move, as a cost (two players, no side)."""

    def lean(card: int) -> int:
        return (sides[card] == BLACK) - (sides[card] == RED)

    now = sum(map(lean, tops))

    def rate(ring: list[int], source: int, target: int) -> float:
        changed = (target,) if source == JOKER_SOURCE else (source, target)
        return -float(abs(now + sum(lean(ring[spot]) - lean(tops[spot]) for spot in changed)))

    return rate


def _weighted(tops: list[int], worth: tuple[float, ...], by_suit: bool) -> Rate:
    """The worth of the ring after a move: the worth now, with the spots the move
    touches (and their neighbours, whose exposure it may change) rescored."""
    sides, takes = SIDES[by_suit], TAKES[by_suit]

    def spot_worth(ring: list[int], spot: int) -> float:
        before, after = NEIGHBOURS[spot]
        exposed = takes[ring[before]][ring[spot]] or takes[ring[after]][ring[spot]]
        return worth[sides[ring[spot]]] * (EXPOSED if exposed else 1.0)

    now = [spot_worth(tops, spot) for spot in range(RING_SIZE)]
    total = sum(now)

    def rate(ring: list[int], source: int, target: int) -> float:
        window = _WINDOWS[source, target]
        return total + sum(spot_worth(ring, spot) - now[spot] for spot in window)

    return rate


def best(deal: Deal, rng: random.Random) -> Move:
    """The normal bot's move in this deal: a best-scored one, ties drawn at random."""
    options = scored(deal)
    top = max(value for value, _ in options)
    tied = [move for value, move in options if value == top]
    return tied[rng.randrange(len(tied))] if len(tied) > 1 else tied[0]
