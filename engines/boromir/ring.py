"""The ring's arithmetic: which rank beats which, colours and suits, neighbours, tops.

Pure functions of cards and the ring, shared by the rules, the views, the bot
and the pictures.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.boromir.state import RING_SIZE
from engines.core.cards import JOKER, Card, full_deck

ACE, JACK, KING = 14, 11, 13
JACK_OF_SPADES = Card(JACK, "s")
BLACK_SUITS = frozenset("cs")


def beats(a: Card, b: Card) -> bool:
    """Does card a's rank beat card b's? 2 < 3 < ... < 10 < J < Q < K; the ace beats
    J, Q and K but loses to 2-10; equal ranks never beat."""
    if a.rank == b.rank:
        return False
    if a.rank == ACE:
        return JACK <= b.rank <= KING
    if b.rank == ACE:
        return a.rank < JACK
    return a.rank > b.rank


def colour(card: Card) -> str:
    """ "black" for clubs and spades, "red" for diamonds and hearts."""
    return "black" if card.suit in BLACK_SUITS else "red"


def side(card: Card, players: int) -> str:
    """What a top card counts for: its colour with 2 players, its suit with 3-4."""
    return colour(card) if players == 2 else card.suit


def neighbours(spot: int) -> tuple[int, int]:
    return ((spot - 1) % RING_SIZE, (spot + 1) % RING_SIZE)


def tops(ring: Sequence[Sequence[Card]]) -> list[Card]:
    return [stack[-1] for stack in ring]


def joker_spot(ring: Sequence[Sequence[Card]]) -> int | None:
    """The spot whose top is the joker, while it is uncovered."""
    return next((spot for spot, stack in enumerate(ring) if stack[-1].is_joker), None)


def _may_take(mover: Card, victim: Card, players: int) -> bool:
    """The rule itself: may a stack topped by `mover` land on one topped by `victim`?"""
    if mover.is_joker:
        return False
    if victim.is_joker:
        return True
    return side(mover, players) != side(victim, players) and beats(mover, victim)


def _table(players: int) -> tuple[tuple[bool, ...], ...]:
    cards = sorted([*full_deck(), JOKER], key=lambda card: card.index)
    return tuple(tuple(_may_take(mover, victim, players) for victim in cards) for mover in cards)


# TAKES[by_suit][mover.index][victim.index]: the rule worked out once for every
# pair of tops, because bots and the search ask it many times per move.
TAKES = (_table(2), _table(3))
NEIGHBOURS = tuple(neighbours(spot) for spot in range(RING_SIZE))


def can_capture(ring: Sequence[Sequence[Card]], source: int, target: int, players: int) -> bool:
    """May the stack at `source` move onto its neighbour at `target`?"""
    if target not in NEIGHBOURS[source]:
        return False
    return TAKES[players > 2][ring[source][-1].index][ring[target][-1].index]


def captures(ring: Sequence[Sequence[Card]], players: int) -> list[tuple[int, int]]:
    """Every (source, target) move the ring allows, whoever makes it."""
    takes = TAKES[players > 2]
    indices = [stack[-1].index for stack in ring]
    return [
        (source, target)
        for source in range(RING_SIZE)
        for target in NEIGHBOURS[source]
        if takes[indices[source]][indices[target]]
    ]


def one_side_only(ring: Sequence[Sequence[Card]], players: int) -> bool:
    """Every stack shows one colour (suit); joker tops count for nobody."""
    shown = {side(card, players) for card in tops(ring) if not card.is_joker}
    return len(shown) <= 1


def stacks_of(ring: Sequence[Sequence[Card]], players: int) -> dict[str, int]:
    """How many stacks each colour (suit) shows."""
    counts: dict[str, int] = {}
    for card in tops(ring):
        if not card.is_joker:
            counts[side(card, players)] = counts.get(side(card, players), 0) + 1
    return counts
