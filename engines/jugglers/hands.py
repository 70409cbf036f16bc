"""Poker hands of the Jugglers influence cards (2-10, four suits, at most 5 cards).

Hands are judged after every settling and by every bot search, so `evaluate` is
a hot path. Instead of trying subsets, each card carries an integer code whose
sum over a hand tells which ranks it holds and how many cards of each suit.
One table indexed by the rank part answers every category that ignores suits;
only a hand with four or five cards of one suit (about 4% of random 5-card
hands) takes a second look, indexed by that suit's ranks. Both tables are
built at import from about two thousand cases, and every answer is a shared
`HandValue`, so a call allocates almost nothing.
"""

from __future__ import annotations

from collections.abc import Collection
from enum import IntEnum
from itertools import combinations_with_replacement
from operator import attrgetter
from typing import Any, cast

from engines.core.cards import JOKER, SUITS, Card, full_deck

__all__ = ["Category", "HandValue", "evaluate", "evaluate_each"]

LOWEST_RANK = 2
HIGHEST_RANK = 10
MAX_CARDS = 5


class Category(IntEnum):
    """Hand categories, worst first, so comparing members compares categories."""

    EMPTY = 0
    HIGH_CARD = 1
    PAIR = 2
    STRAIGHT_4 = 3
    TWO_PAIRS = 4
    THREE_OF_A_KIND = 5
    FLUSH_4 = 6
    STRAIGHT = 7
    FLUSH = 8
    FULL_HOUSE = 9
    FOUR_OF_A_KIND = 10
    STRAIGHT_FLUSH_4 = 11
    STRAIGHT_FLUSH = 12

    @property
    def label(self) -> str:
        """The words players see in logs and on the table."""
        return _LABELS[self]


_LABELS = {
    Category.EMPTY: "no cards",
    Category.HIGH_CARD: "high card",
    Category.PAIR: "pair",
    Category.STRAIGHT_4: "straight (4)",
    Category.TWO_PAIRS: "two pairs",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.FLUSH_4: "flush (4)",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full house",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.STRAIGHT_FLUSH_4: "straight flush (4)",
    Category.STRAIGHT_FLUSH: "straight flush",
}


class HandValue:
    """How strong a hand is: its category and the ranks of its valid cards.

    Kickers are deliberately absent from `ranks`, because the rules never let
    them break a tie. Ordering, equality and hashing all go through one
    precomputed int so that comparing hands costs a single int comparison.
    `score` is a float that orders hands the same way and can be averaged
    (the bot weighs the cards a hand may still get): the category, then the
    ranks as base-11 digits after the point.
    """

    __slots__ = ("_strength", "category", "ranks", "score")
    category: Category
    ranks: tuple[int, ...]
    score: float
    _strength: int

    def __init__(self, category: Category, ranks: tuple[int, ...] = ()) -> None:
        # Category first, then up to five ranks as base-16 digits: within a
        # category the number of valid cards is fixed, so the packing orders
        # exactly like (category, ranks).
        strength = int(category)
        for position in range(MAX_CARDS):
            strength = strength * 16 + (ranks[position] if position < len(ranks) else 0)
        object.__setattr__(self, "category", Category(category))
        object.__setattr__(self, "ranks", tuple(ranks))
        object.__setattr__(self, "_strength", strength)
        fraction = sum(rank / 11 ** (position + 1) for position, rank in enumerate(ranks))
        object.__setattr__(self, "score", float(category) + fraction)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("hand values are immutable")

    def __reduce__(self) -> tuple[Any, tuple[Category, tuple[int, ...]]]:
        return (HandValue, (self.category, self.ranks))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength == other._strength

    def __lt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength < other._strength

    def __le__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength <= other._strength

    def __gt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength > other._strength

    def __ge__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._strength >= other._strength

    def __hash__(self) -> int:
        return hash(self._strength)

    def __str__(self) -> str:
        """Log text that reads as a phrase: "pair of 7s", "straight (4), 9 high"."""
        category, ranks = self.category, self.ranks
        if category is Category.EMPTY:
            return category.label
        if category in _BY_TOP_CARD:
            return f"{category.label}, {ranks[0]} high"
        if category in (Category.FLUSH, Category.FLUSH_4):
            return f"{category.label}, {'-'.join(map(str, ranks))}"
        if category is Category.HIGH_CARD:
            return f"high card {ranks[0]}"
        if category is Category.TWO_PAIRS:
            return f"two pairs, {ranks[0]}s and {ranks[1]}s"
        if category is Category.FULL_HOUSE:
            return f"full house, {ranks[0]}s over {ranks[1]}s"
        return f"{category.label} of {ranks[0]}s"

    def __repr__(self) -> str:
        return f"HandValue(Category.{self.category.name}, {self.ranks!r})"


_BY_TOP_CARD = frozenset(
    {Category.STRAIGHT_4, Category.STRAIGHT, Category.STRAIGHT_FLUSH_4, Category.STRAIGHT_FLUSH}
)

_ALL_RANKS = range(LOWEST_RANK, HIGHEST_RANK + 1)
_interned: dict[tuple[Category, tuple[int, ...]], HandValue] = {}


def _value(category: Category, ranks: tuple[int, ...] = ()) -> HandValue:
    key = (category, ranks)
    if key not in _interned:
        _interned[key] = HandValue(category, ranks)
    return _interned[key]


def _runs(length: int) -> list[tuple[int, frozenset[int]]]:
    """Every run of `length` adjacent ranks with its top card, highest first."""
    tops = range(HIGHEST_RANK, LOWEST_RANK + length - 2, -1)
    return [(top, frozenset(range(top - length + 1, top + 1))) for top in tops]


_RUNS_5 = _runs(5)
_RUNS_4 = _runs(4)


def _run_top(ranks: set[int], runs: list[tuple[int, frozenset[int]]]) -> int | None:
    return next((top for top, run in runs if run <= ranks), None)


def _suitless_value(multiset: tuple[int, ...]) -> HandValue:
    """Best category that a multiset of ranks forms while ignoring suits."""
    if not multiset:
        return _value(Category.EMPTY)
    groups = sorted(((multiset.count(rank), rank) for rank in set(multiset)), reverse=True)
    (count, rank), (second_count, second_rank), *_ = [*groups, (0, 0)]
    if count == 4:
        return _value(Category.FOUR_OF_A_KIND, (rank,))
    if count == 3 and second_count == 2:
        return _value(Category.FULL_HOUSE, (rank, second_rank))
    present = set(multiset)
    straight = _run_top(present, _RUNS_5) if len(present) == 5 else None
    if straight is not None:
        return _value(Category.STRAIGHT, (straight,))
    if count == 3:
        return _value(Category.THREE_OF_A_KIND, (rank,))
    if second_count == 2:
        return _value(Category.TWO_PAIRS, (rank, second_rank))
    straight_4 = _run_top(present, _RUNS_4) if len(present) >= 4 else None
    if straight_4 is not None:
        return _value(Category.STRAIGHT_4, (straight_4,))
    if count == 2:
        return _value(Category.PAIR, (rank,))
    return _value(Category.HIGH_CARD, (max(present),))


def _suited_value(ranks: set[int]) -> HandValue:
    """Best category of 4 or 5 cards of one suit (other cards cannot join it)."""
    straight, straight_4 = _run_top(ranks, _RUNS_5), _run_top(ranks, _RUNS_4)
    if straight is not None:
        return _value(Category.STRAIGHT_FLUSH, (straight,))
    if straight_4 is not None:
        return _value(Category.STRAIGHT_FLUSH_4, (straight_4,))
    category = Category.FLUSH if len(ranks) == 5 else Category.FLUSH_4
    return _value(category, tuple(sorted(ranks, reverse=True)))


# Rank weights: each weight is the smallest above the previous one such that
# any at most 5 ranks (at most 4 alike) still have distinct sums, a greedy
# Sidon-style sequence. A hand's rank sum, below 5 * 12522, thus indexes a list
# directly: a list lookup costs a fraction of a dict lookup by int key.
_RANK_WEIGHTS = (1, 5, 22, 94, 312, 992, 2422, 5624, 12522)
_RANK_SUMS = 4 * _RANK_WEIGHTS[-1] + _RANK_WEIGHTS[-2] + 1

# A card's code is `suit_count + (rank_weight << 12)`: a 3-bit count field per
# suit (at most 5 cards, no carries) under the rank weight. The top bit of a
# suit's field is set exactly when it holds 4 or 5 cards, which flags a flush.
# A hand's total stays below 2**28, inside CPython's one-digit ints, whose
# additions cost about half as much as those of wider ints. That decided the
# layout: a first version with 75-bit codes (counts plus a bit per card) was no
# faster than treys, and a dict keyed by rank counts cost another fifth.
_SUIT_FIELD_BITS = 3
_SUIT_COUNTS_BITS = _SUIT_FIELD_BITS * len(SUITS)
_FLUSH_FLAGS = {4 << (_SUIT_FIELD_BITS * suit): suit for suit in range(len(SUITS))}
_ANY_FLUSH = sum(_FLUSH_FLAGS)
# A total holding one of these indexes past the end of the rank table.
_NOT_INFLUENCE = 1 << 30
_DECK_BY_INDEX = sorted([*full_deck(), JOKER], key=attrgetter("index"))


def _is_influence(card: Card) -> bool:
    return LOWEST_RANK <= card.rank <= HIGHEST_RANK


def _code(card: Card) -> int:
    if not _is_influence(card):
        return _NOT_INFLUENCE
    suit_count = 1 << (_SUIT_FIELD_BITS * SUITS.index(card.suit))
    return suit_count + (_RANK_WEIGHTS[card.rank - LOWEST_RANK] << _SUIT_COUNTS_BITS)


# Indexed by Card.index (dense, 0..52): a list lookup is cheaper than hashing a card.
_CODES: list[int] = [_code(card) for card in _DECK_BY_INDEX]


def _rank_table() -> list[HandValue | None]:
    """Suitless values by rank sum; None where no hand sums (or duplicates do)."""
    table: list[HandValue | None] = [None] * _RANK_SUMS
    for size in range(MAX_CARDS + 1):
        for multiset in combinations_with_replacement(_ALL_RANKS, size):
            if size < MAX_CARDS or multiset[0] != multiset[-1]:  # no five alike
                rank_sum = sum(_RANK_WEIGHTS[rank - LOWEST_RANK] for rank in multiset)
                table[rank_sum] = _suitless_value(multiset)
    return table


_BY_RANKS = _rank_table()

# Suited values by 9-bit rank mask, for masks of 4 or 5 ranks.
_BY_SUITED_RANKS: list[HandValue | None] = [
    _suited_value({rank for rank in _ALL_RANKS if mask >> (rank - LOWEST_RANK) & 1})
    if 4 <= mask.bit_count() <= MAX_CARDS
    else None
    for mask in range(1 << len(_ALL_RANKS))
]

# By flush flag, then by Card.index: the card's bit in a rank mask if it has
# the flagged suit, else 0, so summing over a hand gives that suit's mask.
_SUITED_RANK_BITS: dict[int, list[int]] = {
    flag: [
        1 << (card.rank - LOWEST_RANK) if _is_influence(card) and card.suit == SUITS[suit] else 0
        for card in _DECK_BY_INDEX
    ]
    for flag, suit in _FLUSH_FLAGS.items()
}


def evaluate(cards: Collection[Card]) -> HandValue:
    """Value of a hand of up to 5 influence cards, its best category counting.

    Takes a sized collection (list, tuple, set), not a one-shot iterator,
    because a flush needs a second look at the cards. Raises ValueError for a
    card outside 2-10 or for more than 5 cards. Duplicate cards are not
    checked (the engine never deals a card twice): they give a meaningless
    value or a ValueError.
    """
    if len(cards) != MAX_CARDS:
        return _evaluate_other(cards)
    # Full hands dominate bot searches, so they get their own unrolled path:
    # unpacking and adding costs about half of summing a comprehension.
    first, second, third, fourth, fifth = cards
    total = (
        _CODES[first.index]
        + _CODES[second.index]
        + _CODES[third.index]
        + _CODES[fourth.index]
        + _CODES[fifth.index]
    )
    try:
        value = _BY_RANKS[total >> _SUIT_COUNTS_BITS]
    except IndexError:
        raise _invalid(cards) from None
    if value is None:
        raise _invalid(cards)
    if flush := total & _ANY_FLUSH:
        bits = _SUITED_RANK_BITS[flush]
        suited = _BY_SUITED_RANKS[
            bits[first.index]
            + bits[second.index]
            + bits[third.index]
            + bits[fourth.index]
            + bits[fifth.index]
        ]
        if suited is not None and suited._strength > value._strength:
            return suited
    return value


def _evaluate_other(cards: Collection[Card]) -> HandValue:
    """`evaluate` for any size but 5: the same tables, summed in a loop."""
    if len(cards) > MAX_CARDS:
        raise ValueError(f"a hand holds at most {MAX_CARDS} cards, not {len(cards)}")
    total = sum([_CODES[card.index] for card in cards])
    try:
        value = _BY_RANKS[total >> _SUIT_COUNTS_BITS]
    except IndexError:
        raise _invalid(cards) from None
    if value is None:
        raise _invalid(cards)
    if flush := total & _ANY_FLUSH:
        bits = _SUITED_RANK_BITS[flush]
        suited = _BY_SUITED_RANKS[sum([bits[card.index] for card in cards])]
        if suited is not None and suited._strength > value._strength:
            return suited
    return value


def evaluate_each(cards: Collection[Card], extra: Collection[Card]) -> list[HandValue]:
    """`evaluate([*cards, card])` for each card of `extra`, in order.

    The bot weighs each hand with every card it cannot see, move after move.
    The hand's own cards are summed once, and each extra card costs one
    addition and one lookup; only cards that would make four of a suit take
    the flush table's second look.
    """
    if len(cards) >= MAX_CARDS:
        raise ValueError(f"a hand holds at most {MAX_CARDS} cards, not {len(cards) + 1}")
    base = sum([_CODES[card.index] for card in cards])
    try:
        values = [_BY_RANKS[(base + _CODES[card.index]) >> _SUIT_COUNTS_BITS] for card in extra]
    except IndexError:
        raise _invalid([*cards, *extra]) from None
    if not all(values):  # a hand value is always true: only None (a duplicate) is not
        raise _invalid([*cards, *extra])
    for flag in _FLUSH_FLAGS:
        if (base + (flag >> 2)) & flag:  # three of this suit or more: flushes can form
            bits = _SUITED_RANK_BITS[flag]
            suited_base = sum([bits[card.index] for card in cards])
            for at, card in enumerate(extra):
                if (base + _CODES[card.index]) & flag:
                    suited = _BY_SUITED_RANKS[suited_base + bits[card.index]]
                    if suited is not None and suited._strength > values[at]._strength:
                        values[at] = suited
    return cast("list[HandValue]", values)  # `all` above ruled out None


def _invalid(cards: Collection[Card]) -> ValueError:
    for card in cards:
        if not _is_influence(card):
            return ValueError(f"{card} is not an influence card (2-10)")
    return ValueError(f"a card appears twice in {', '.join(map(str, cards))}")
