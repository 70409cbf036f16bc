"""The hand evaluator against the rulings and against a brute-force reference.

The reference below follows the rulings word for word: it tries every subset of
a hand, asks which categories that subset forms on its own (its cards being the
"valid cards"), and keeps the best. It is slow and table-free on purpose, so
it shares no idea with the fast evaluator beyond the rules themselves.
"""

import copy
import pickle
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations, combinations_with_replacement, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core.cards import JOKER, SUITS, Card
from engines.core.messages import english
from engines.jugglers.hands import Category, HandValue, evaluate
from tests.engines.jugglers.hand_cards import INFLUENCE, dense_hand, hand


def value(text: str) -> HandValue:
    return evaluate(hand(text))


# -- the reference ---------------------------------------------------------------

Key = tuple[Category, tuple[int, ...]]


def formed(subset: Sequence[Card]) -> Iterator[Key]:
    """Every category these exact cards form, with their tie-break ranks."""
    size = len(subset)
    ranks = sorted((card.rank for card in subset), reverse=True)
    one_suit = len({card.suit for card in subset}) == 1
    counts = Counter(ranks)
    shape = sorted(counts.values())
    run = shape == [1] * size and ranks[0] - ranks[-1] == size - 1
    if size == 5 and one_suit and run:
        yield Category.STRAIGHT_FLUSH, (ranks[0],)
    if size == 4 and one_suit and run:
        yield Category.STRAIGHT_FLUSH_4, (ranks[0],)
    if size == 4 and shape == [4]:
        yield Category.FOUR_OF_A_KIND, (ranks[0],)
    if size == 5 and shape == [2, 3]:
        triple = next(rank for rank, count in counts.items() if count == 3)
        pair = next(rank for rank, count in counts.items() if count == 2)
        yield Category.FULL_HOUSE, (triple, pair)
    if size == 5 and one_suit:
        yield Category.FLUSH, tuple(ranks)
    if size == 5 and run:
        yield Category.STRAIGHT, (ranks[0],)
    if size == 4 and one_suit:
        yield Category.FLUSH_4, tuple(ranks)
    if size == 3 and shape == [3]:
        yield Category.THREE_OF_A_KIND, (ranks[0],)
    if size == 4 and shape == [2, 2]:
        yield Category.TWO_PAIRS, (ranks[0], ranks[-1])
    if size == 4 and run:
        yield Category.STRAIGHT_4, (ranks[0],)
    if size == 2 and shape == [2]:
        yield Category.PAIR, (ranks[0],)
    if size == 1:
        yield Category.HIGH_CARD, (ranks[0],)


def reference_key(cards: Sequence[Card]) -> Key:
    keys = [
        key
        for size in range(1, len(cards) + 1)
        for subset in combinations(cards, size)
        for key in formed(subset)
    ]
    return max(keys, default=(Category.EMPTY, ()))


def assert_matches_reference(cards: Sequence[Card]) -> None:
    result = evaluate(cards)
    assert (result.category, result.ranks) == reference_key(cards), cards


def assert_same_order(hands: Sequence[Sequence[Card]]) -> None:
    """Sorting by the reference must sort the evaluator's values too, ties included."""
    keyed = sorted((reference_key(cards), evaluate(cards)) for cards in hands)
    for (key, result), (next_key, next_result) in pairwise(keyed):
        assert (key < next_key) == (result < next_result), (result, next_result)
        assert (key == next_key) == (result == next_result), (result, next_result)


# -- categories, from the rulings ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "category", "ranks"),
    [
        ("", Category.EMPTY, ()),
        ("9h 5c 3d", Category.HIGH_CARD, (9,)),
        ("7c 7d 9s", Category.PAIR, (7,)),
        ("5h 6c 7d 8s 2c", Category.STRAIGHT_4, (8,)),
        ("10c 10d 4s 4h", Category.TWO_PAIRS, (10, 4)),
        ("6c 6d 6s 2h 9h", Category.THREE_OF_A_KIND, (6,)),
        ("2h 4h 6h 8h 3c", Category.FLUSH_4, (8, 6, 4, 2)),
        ("4c 5d 6h 7s 8c", Category.STRAIGHT, (8,)),
        ("2h 4h 6h 8h 10h", Category.FLUSH, (10, 8, 6, 4, 2)),
        ("10h 10c 4s 4d 4h", Category.FULL_HOUSE, (4, 10)),
        ("3c 3d 3h 3s 10d", Category.FOUR_OF_A_KIND, (3,)),
        ("6s 7s 8s 9s 10c", Category.STRAIGHT_FLUSH_4, (9,)),
        ("6s 7s 8s 9s 10s", Category.STRAIGHT_FLUSH, (10,)),
    ],
)
def test_each_category_is_recognised(text, category, ranks):
    result = value(text)
    assert (result.category, result.ranks) == (category, ranks)


def test_categories_rank_as_the_rulings_list_them():
    best_first = [
        Category.STRAIGHT_FLUSH,
        Category.STRAIGHT_FLUSH_4,
        Category.FOUR_OF_A_KIND,
        Category.FULL_HOUSE,
        Category.FLUSH,
        Category.STRAIGHT,
        Category.FLUSH_4,
        Category.THREE_OF_A_KIND,
        Category.TWO_PAIRS,
        Category.STRAIGHT_4,
        Category.PAIR,
        Category.HIGH_CARD,
        Category.EMPTY,
    ]
    assert sorted(Category, reverse=True) == best_first


def test_weakest_hand_of_a_category_beats_the_best_of_the_one_below():
    ascending = [
        "",
        "10c 9d 7h 5s 3c",
        "10c 10d 9h 8s 6c",
        "2c 3d 4h 5s 9c",
        "3c 3d 2h 2s 10c",
        "2c 2d 2h 10s 9c",
        "2h 3h 4h 6h 10c",
        "2c 3d 4h 5s 6c",
        "2h 3h 4h 6h 7h",
        "2c 2d 2h 3s 3c",
        "2c 2d 2h 2s 10c",
        "2h 3h 4h 5h 10c",
        "2h 3h 4h 5h 6h",
    ]
    values = [value(text) for text in ascending]
    assert [result.category for result in values] == sorted(Category)
    assert all(low < high for low, high in pairwise(values))


def test_a_four_card_straight_flush_inside_a_five_card_flush_beats_that_flush():
    result = value("2h 3h 4h 5h 9h")
    assert result.category is Category.STRAIGHT_FLUSH_4
    assert result > value("3s 5s 7s 9s 10s")


def test_no_aces_and_no_wrapping_in_straights():
    assert value("10c 9d 8h 7s").category is Category.STRAIGHT_4
    assert value("2c 3d 4h 10s 9c").category is Category.HIGH_CARD


def test_influence_cards_only():
    assert value("2c").ranks == (2,) and value("10s").ranks == (10,)


# -- ties: only the valid cards count --------------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("7c 7d 9s", "7h 7s 2c"),
        ("9c 5d 3h", "9s 8c 2d"),
        ("9c", "9h 8c 7d"),
        ("10c 10d 4s 4h 9c", "10h 10s 4c 4d 2c"),
        ("6c 6d 6s 2h 9h", "6h 6c 6d 10s 8s"),
        ("3c 3d 3h 3s 10d", "3c 3d 3h 3s 2d"),
        ("5h 6c 7d 8s 2c", "5c 6d 7h 8h 10s"),
        ("2h 4h 6h 8h 3c", "2s 4s 6s 8s 10c"),
    ],
)
def test_kickers_never_count(first, second):
    assert value(first) == value(second)
    assert hash(value(first)) == hash(value(second))


@pytest.mark.parametrize(
    ("lower", "higher"),
    [
        ("10c 10d 2s 2h", "10h 10s 3c 3d"),
        ("9c 9d 8s 8h", "10h 10s 2c 2d"),
        ("5c 5d 5h 10s 10c", "6c 6d 6h 2s 2c"),
        ("6c 6d 6h 2s 2c", "6c 6d 6h 3s 3c"),
        ("2h 3h 4h 6h 10h", "2s 3s 5s 6s 10s"),
        ("2h 3h 4h 7h 9h", "2s 3s 4s 8s 9s"),
        ("9h 7h 5h 3h", "9s 7s 5s 4s"),
        ("4c 5d 6h 7s 8c", "5c 6d 7h 8s 9c"),
        ("2c 3d 4h 5s", "3c 4d 5h 6s"),
        ("2h 3h 4h 5h", "3s 4s 5s 6s 2c"),
        ("2c 2d", "3c 3d"),
        ("9c 8d", "10c 2d"),
    ],
)
def test_valid_cards_decide_from_the_top(lower, higher):
    assert value(lower) < value(higher)
    assert value(higher) > value(lower)


def test_empty_hands():
    assert value("") == value("")
    assert value("") < value("2c")
    assert str(value("")) == "no cards"


def test_comparison_operators_agree():
    low, high = value("7c 7d"), value("8c 8d")
    assert low < high and low <= high and high > low and high >= low and low != high
    assert low <= value("7h 7s") and low >= value("7h 7s")
    assert (low == "pair") is False


# -- the value object ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "no cards"),
        ("9h 5c 3d", "high card 9"),
        ("7c 7d 9s", "pair of 7s"),
        ("5h 6c 7d 8s 2c", "straight (4), 8 high"),
        ("10c 10d 4s 4h", "two pairs, 10s and 4s"),
        ("6c 6d 6s", "three of a kind of 6s"),
        ("2h 4h 6h 8h", "flush (4), 8-6-4-2"),
        ("4c 5d 6h 7s 8c", "straight, 8 high"),
        ("2h 4h 6h 8h 10h", "flush, 10-8-6-4-2"),
        ("10h 10c 4s 4d 4h", "full house, 4s over 10s"),
        ("3c 3d 3h 3s", "four of a kind of 3s"),
        ("6s 7s 8s 9s", "straight flush (4), 9 high"),
        ("6s 7s 8s 9s 10s", "straight flush, 10 high"),
    ],
)
def test_str_is_short_and_readable(text, words):
    assert str(value(text)) == words
    assert english(value(text).words) == words  # the same words for players, as a Message
    assert value(text).category.label in words


def test_value_is_immutable_interned_and_copyable():
    result = value("7c 7d 9s")
    assert repr(result) == "HandValue(Category.PAIR, (7,))"
    assert value("7h 7s") is result
    assert HandValue(Category.PAIR, (7,)) == result
    with pytest.raises(AttributeError):
        result.category = Category.FLUSH
    assert copy.deepcopy(result) == result
    assert pickle.loads(pickle.dumps(result)) == result


def test_any_sized_collection_of_cards():
    cards = hand("2h 3h 4h 5h 9h")
    assert evaluate(tuple(cards)) is evaluate(set(cards)) is evaluate(cards)
    assert evaluate(set(cards[:3])) is evaluate(cards[:3])


# -- invalid input ---------------------------------------------------------------


@pytest.mark.parametrize(
    "cards",
    [
        hand("2c 3c 4c 5c 6c 7c"),
        hand("2c 3d 4h 5s 6c 7d 8h"),
        hand("Jh"),
        hand("2c 3c Qs 5c 6c"),
        hand("2c 3c As 5c"),
        [JOKER, *hand("2c 3c 4c 5c")],
        INFLUENCE,
    ],
)
def test_invalid_hands_are_refused(cards):
    with pytest.raises(ValueError):
        evaluate(cards)


def test_the_error_names_the_bad_card():
    with pytest.raises(ValueError, match="Qs is not an influence card"):
        evaluate(hand("2c 3c Qs 5c 6c"))


# -- against the reference -------------------------------------------------------


def test_every_hand_of_up_to_three_cards_matches_the_reference():
    hands = [list(cards) for size in range(4) for cards in combinations(INFLUENCE, size)]
    for cards in hands:
        assert_matches_reference(cards)
    assert_same_order(hands)


def test_every_rank_multiset_matches_the_reference():
    """All 1993 shapes of up to 5 ranks, with suits dealt in turn so none holds 3."""
    for size in range(6):
        for ranks in combinations_with_replacement(range(2, 11), size):
            if max(Counter(ranks).values(), default=0) <= 4:
                assert_matches_reference([Card(rank, "cdhsc"[i]) for i, rank in enumerate(ranks)])


def test_every_one_suit_group_with_any_extra_rank_matches_the_reference():
    for suit, other in zip(SUITS, "dhsc", strict=True):
        suited = [Card(rank, suit) for rank in range(2, 11)]
        for size in (4, 5):
            for group in combinations(suited, size):
                assert_matches_reference(group)
        for group in combinations(suited, 4):
            for rank in range(2, 11):
                assert_matches_reference([*group, Card(rank, other)])


any_hand = st.lists(st.sampled_from(INFLUENCE), min_size=4, max_size=5, unique=True)


@settings(max_examples=300, deadline=None)
@given(st.one_of(any_hand, dense_hand(st.integers(4, 5))))
def test_four_and_five_card_hands_match_the_reference(cards):
    assert_matches_reference(cards)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(any_hand, dense_hand(st.integers(0, 5))),
    st.one_of(any_hand, dense_hand(st.integers(0, 5))),
)
def test_pairs_of_hands_order_like_the_reference(first, second):
    assert (reference_key(first) < reference_key(second)) == (evaluate(first) < evaluate(second))
    assert (reference_key(first) == reference_key(second)) == (evaluate(first) == evaluate(second))
    assert (evaluate(first).score < evaluate(second).score) == (evaluate(first) < evaluate(second))
