"""Cards for the hand evaluator's tests: hands from text, and hypothesis's hands."""

from __future__ import annotations

from hypothesis import strategies as st

from engines.core.cards import SUITS, Card, parse_card

INFLUENCE = [Card(rank, suit) for suit in SUITS for rank in range(2, 11)]


def hand(text: str) -> list[Card]:
    return [parse_card(word) for word in text.split()]


def dense_hand(size: st.SearchStrategy[int]) -> st.SearchStrategy[list[Card]]:
    """Hands from few ranks and suits, where pairs, runs and flushes are common."""
    pool = [Card(rank, suit) for suit in "hs" for rank in range(5, 11)]
    return size.flatmap(
        lambda n: st.lists(st.sampled_from(pool), min_size=n, max_size=n, unique=True)
    )
