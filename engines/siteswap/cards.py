"""The 80-card Siteswap deck and what each card throws for each player.

Two packs of ace to 10 in four suits. A card's value is its throw: 2-9 as
printed, the ace 1 and the 10 0, except for players who have flashed 10 balls
(their 10 is a 10) and 11 balls (their ace is an 11).
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.cards import SUITS, Card

ACE, TEN = 14, 10
RANKS = (ACE, *range(2, 11))
DECK: tuple[Card, ...] = tuple(
    Card(rank, suit) for _ in range(2) for suit in SUITS for rank in RANKS
)
PLAIN_FLASHED = 9  # the seed's plain values: nobody has flashed 10 balls


def value(card: Card, flashed: int = PLAIN_FLASHED) -> int:
    """The throw `card` makes for a player who has flashed `flashed` balls at most."""
    if card.rank == ACE:
        return 11 if flashed >= 11 else 1
    if card.rank == TEN:
        return 10 if flashed >= 10 else 0
    return card.rank


def values(cards: Iterable[Card], flashed: int = PLAIN_FLASHED) -> tuple[int, ...]:
    return tuple(value(card, flashed) for card in cards)


def cards_for(throws: Iterable[int], hand: Iterable[Card], flashed: int) -> list[Card] | None:
    """Cards of `hand` that make `throws` in order, or None when the hand lacks one."""
    left = sorted(hand)
    chosen = []
    for throw in throws:
        card = next((card for card in left if value(card, flashed) == throw), None)
        if card is None:
            return None
        left.remove(card)
        chosen.append(card)
    return chosen


def hand_sizes(players: int) -> int:
    """8 cards each for 2-4 players, 7 for 5, 6 for 6."""
    return {5: 7, 6: 6}.get(players, 8)
