"""Round scoring: sigil matches with the Village Order, plus the ally bonus."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.cards import Card


def matches(sigil: Card, card: Card) -> bool:
    """A card matches a sigil by rank (ideology) or by suit (lineage)."""
    return card.rank == sigil.rank or card.suit == sigil.suit


def round_points(
    sigils: Sequence[Card | None], village_order: Sequence[Card], players: int
) -> tuple[float, ...]:
    """Points per seat: 1 per matching passed policy, 0.5 per matching other sigil.

    `sigils` is per ring head (dummies after the seats); dummies' sigils count
    for the ally bonus but dummies themselves score nothing.
    """
    points: list[float] = []
    for seat in range(players):
        sigil = sigils[seat]
        assert sigil is not None, "every seated player holds a sigil"
        own = sum(1.0 for card in village_order if matches(sigil, card))
        allies = sum(
            0.5
            for head, other in enumerate(sigils)
            if head != seat and other is not None and matches(sigil, other)
        )
        points.append(float(own + allies))  # a sum of nothing is the int 0
    return tuple(points)
