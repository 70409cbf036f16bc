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
from itertools import combinations_with_replacement
from operator import attrgetter

from engines.core.cards import JOKER, SUITS, Card, full_deck
from engines.jugglers.hand_values import MAX_CARDS, Category, HandValue

__all__ = ["Category", "HandValue", "evaluate", "rank_sum", "score_each", "scores_by_ranks"]

LOWEST_RANK = 2
HIGHEST_RANK = 10


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


# The influence cards and their rank weights, for `score_each`; a card's rank
# weight is the rank part of its code, and rank parts add without carries.
_INFLUENCE_WEIGHTS = [
    (card, _CODES[card.index] >> _SUIT_COUNTS_BITS) for card in full_deck(_ALL_RANKS)
]
# The influence cards of each suit, by that suit's flush flag.
_SUITS_CARDS = {
    flag: [card for card in full_deck(_ALL_RANKS) if card.suit == SUITS[suit]]
    for flag, suit in _FLUSH_FLAGS.items()
}
# `HandValue.score` by rank sum, padded with None up to five cards of the top
# rank: `score_each` looks its hand's own cards up too, before dropping them.
_SCORES_BY_RANKS = [None if value is None else value.score for value in _BY_RANKS]
_SCORES_BY_RANKS += [None] * (MAX_CARDS * _RANK_WEIGHTS[-1] + 1 - len(_SCORES_BY_RANKS))


def score_each(cards: Collection[Card]) -> dict[Card, float]:
    """`evaluate([*cards, card]).score` for every influence card not in `cards`.

    The bot weighs each hand with every card it cannot see, and a hand that has
    just changed needs the whole table at once. The hand's rank part is summed
    once and each card's score is one addition and one lookup; only a hand
    holding three cards of a suit or more takes the flush table's second look.
    """
    if len(cards) >= MAX_CARDS:
        raise ValueError(f"a hand holds at most {MAX_CARDS} cards, not {len(cards) + 1}")
    base = sum([_CODES[card.index] for card in cards])
    if base >= _NOT_INFLUENCE:
        raise _invalid(cards)
    table = _with_each_rank(base >> _SUIT_COUNTS_BITS)
    try:
        for card in cards:
            del table[card]
    except KeyError:  # a card given twice: distinct cards always make a hand
        raise _invalid(cards) from None
    for flag in _FLUSH_FLAGS:
        if (base + (flag >> 2)) & flag:  # three of this suit or more: flushes can form
            _add_flushes(table, cards, base, flag)
    return table  # type: ignore[return-value]  # distinct cards: no None


# One more card in every suit: a hand holding three of a suit then shows that
# suit's flush flag.
_ONE_OF_EACH_SUIT = sum(flag >> 2 for flag in _FLUSH_FLAGS)


def rank_sum(cards: Collection[Card]) -> int | None:
    """The rank part of a hand's code when ranks alone decide its value with any
    one card more; None when it holds three cards of a suit (a fourth makes a
    flush), five cards, or a card outside 2-10.

    Hands with the same rank sum hold the same ranks, so `scores_by_ranks` can
    serve them all with one table."""
    if len(cards) >= MAX_CARDS:
        return None
    base = sum([_CODES[card.index] for card in cards])
    if base >= _NOT_INFLUENCE or (base + _ONE_OF_EACH_SUIT) & _ANY_FLUSH:
        return None
    return base >> _SUIT_COUNTS_BITS


def scores_by_ranks(ranks: int) -> tuple[dict[Card, float], float]:
    """For the hands whose `rank_sum` is `ranks`: the score with each influence
    card added, and the score as they are. A card of the hand itself gets the
    score of a second card of its rank, or no entry where that would make five
    alike."""
    table = _with_each_rank(ranks)
    if None in table.values():
        table = {card: score for card, score in table.items() if score is not None}
    return table, _SCORES_BY_RANKS[ranks]  # type: ignore[return-value]  # None only where removed


def _with_each_rank(ranks: int) -> dict[Card, float | None]:
    """Each influence card's score with a hand whose rank sum is `ranks`, suits aside
    (None where it would make five alike)."""
    scores = _SCORES_BY_RANKS
    return {card: scores[ranks + weight] for card, weight in _INFLUENCE_WEIGHTS}


def _add_flushes(
    table: dict[Card, float | None], cards: Collection[Card], base: int, flag: int
) -> None:
    """`score_each`'s second look for the suit of `flag`, which `cards` (summing to
    `base`) hold three of or more: with three, only that suit's cards make four."""
    bits = _SUITED_RANK_BITS[flag]
    suited_base = sum([bits[card.index] for card in cards])
    for card in list(table) if base & flag else _SUITS_CARDS[flag]:
        if card in table:
            suited = _BY_SUITED_RANKS[suited_base + bits[card.index]]
            plain = _BY_RANKS[(base + _CODES[card.index]) >> _SUIT_COUNTS_BITS]
            if suited is not None and suited._strength > plain._strength:  # type: ignore[union-attr]
                table[card] = suited.score


def _invalid(cards: Collection[Card]) -> ValueError:
    for card in cards:
        if not _is_influence(card):
            return ValueError(f"{card} is not an influence card (2-10)")
    return ValueError(f"a card appears twice in {', '.join(map(str, cards))}")
