"""How strong a Jugglers poker hand is, and the words for it.

The values themselves; `hands` works out which one a hand of cards has.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from engines.core.messages import Message, msg

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

    __slots__ = ("_strength", "_text", "_words", "category", "ranks", "score")
    category: Category
    ranks: tuple[int, ...]
    score: float
    _strength: int
    _text: str  # made once: views and logs name the same few hundred values again and again
    _words: Message  # the same words for players, translated at the edges

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
        object.__setattr__(self, "_text", _phrase(Category(category), tuple(ranks)))
        object.__setattr__(self, "_words", _words(Category(category), tuple(ranks)))

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

    @property
    def words(self) -> Message:
        """The value in players' words ("pair of 7s"), as a Message for their language."""
        return self._words

    def __str__(self) -> str:
        """English text that reads as a phrase: "pair of 7s", "straight (4), 9 high"."""
        return self._text

    def __repr__(self) -> str:
        return f"HandValue(Category.{self.category.name}, {self.ranks!r})"


_BY_TOP_CARD = frozenset(
    {Category.STRAIGHT_4, Category.STRAIGHT, Category.STRAIGHT_FLUSH_4, Category.STRAIGHT_FLUSH}
)


def _phrase(category: Category, ranks: tuple[int, ...]) -> str:
    """A hand value's words: "pair of 7s", "straight (4), 9 high"."""
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


# The categories named inside a longer phrase ("straight (4), 9 high", "flush, 9-7-5-3-2").
_NAMED = {
    Category.STRAIGHT_4: msg("straight (4)"),
    Category.STRAIGHT: msg("straight"),
    Category.STRAIGHT_FLUSH_4: msg("straight flush (4)"),
    Category.STRAIGHT_FLUSH: msg("straight flush"),
    Category.FLUSH_4: msg("flush (4)"),
    Category.FLUSH: msg("flush"),
}


def _words(category: Category, ranks: tuple[int, ...]) -> Message:
    """`_phrase` as a Message: one msgid per shape of phrase, the ranks as numbers."""
    if category is Category.EMPTY:
        return msg("no cards")
    if category in _BY_TOP_CARD:
        return msg("{category}, {rank} high", category=_NAMED[category], rank=ranks[0])
    if category in (Category.FLUSH, Category.FLUSH_4):
        return msg("{category}, {ranks}", category=_NAMED[category],
                   ranks="-".join(map(str, ranks)))  # fmt: skip
    if category is Category.HIGH_CARD:
        return msg("high card {rank}", rank=ranks[0])
    if category is Category.TWO_PAIRS:
        return msg("two pairs, {high}s and {low}s", high=ranks[0], low=ranks[1])
    if category is Category.FULL_HOUSE:
        return msg("full house, {high}s over {low}s", high=ranks[0], low=ranks[1])
    if category is Category.PAIR:
        return msg("pair of {rank}s", rank=ranks[0])
    if category is Category.THREE_OF_A_KIND:
        return msg("three of a kind of {rank}s", rank=ranks[0])
    return msg("four of a kind of {rank}s", rank=ranks[0])
