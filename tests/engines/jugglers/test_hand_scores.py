"""Scores of each card a hand could take next (the bots' tables), against evaluating the
whole hand: every added card, flushes of one suit, and the tables shared by rank sums."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.jugglers.hands import evaluate, rank_sum, score_each, scores_by_ranks
from tests.engines.jugglers.hand_cards import INFLUENCE, dense_hand, hand


@settings(max_examples=300, deadline=None)
@given(dense_hand(st.integers(0, 4)))
def test_each_added_card_scores_what_evaluating_the_whole_hand_scores(cards):
    others = [card for card in INFLUENCE if card not in cards]
    assert score_each(cards) == {card: evaluate([*cards, card]).score for card in others}


def test_hands_of_one_suit_score_their_flushes_with_each_added_card():
    """Three of a suit make four with that suit only; four of it flush with any card."""
    for cards in (hand("2c 3c 9c"), hand("2c 3c 9c 10c"), hand("3h 5h 7h 6h")):
        others = [card for card in INFLUENCE if card not in cards]
        assert score_each(cards) == {card: evaluate([*cards, card]).score for card in others}


@settings(max_examples=300, deadline=None)
@given(dense_hand(st.integers(0, 4)))
def test_hands_without_three_of_a_suit_share_a_table_by_their_ranks(cards):
    ranks = rank_sum(cards)
    by_suit = Counter(card.suit for card in cards)
    assert (ranks is None) == (max(by_suit.values(), default=0) >= 3)
    if ranks is not None:
        table, as_it_is = scores_by_ranks(ranks)
        assert {card: table[card] for card in INFLUENCE if card not in cards} == score_each(cards)
        assert as_it_is == evaluate(cards).score


def test_the_same_ranks_in_other_suits_give_the_same_rank_sum():
    assert rank_sum(hand("7c 7d 9h")) == rank_sum(hand("7h 7s 9c")) != rank_sum(hand("7c 8d 9h"))
    assert rank_sum(hand("2c 5c 9c")) is None  # a fourth club makes a flush
    assert rank_sum(hand("2c 3d 4h 5s 6c")) is None  # a full hand takes no card
    assert rank_sum(hand("2c Qs")) is None


def test_four_alike_leave_their_own_cards_out_of_the_table():
    table, _ = scores_by_ranks(rank_sum(hand("10c 10d 10h 10s")))
    assert set(table) == {card for card in INFLUENCE if card.rank != 10}


def test_four_of_the_top_rank_score_with_each_added_card():
    """The rank sums run highest here: four 10s and a fifth card."""
    cards = hand("10c 10d 10h 10s")
    others = [card for card in INFLUENCE if card not in cards]
    assert score_each(cards) == {card: evaluate([*cards, card]).score for card in others}


def test_a_full_hand_a_card_outside_2_10_or_a_card_twice_is_refused():
    with pytest.raises(ValueError, match="at most 5"):
        score_each(hand("2c 3c 4c 5c 6c"))
    with pytest.raises(ValueError, match="not an influence card"):
        score_each(hand("2c Qs"))
    with pytest.raises(ValueError, match="appears twice"):
        score_each(hand("2c 2c"))
