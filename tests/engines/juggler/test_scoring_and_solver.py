"""Round scores, the warning text, and the solver against a brute-force search."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.core.messages import english
from engines.juggler.cards import LETTER_VALUES, deck
from engines.juggler.dictionary import words
from engines.juggler.scoring import check_word, round_score
from engines.juggler.solver import best_word

VALUES = LETTER_VALUES["en"]


@pytest.mark.parametrize(
    ("word", "hand", "points"),
    [
        ("THICKEST", "THICKEST", 17),
        ("thickens", "thickens", 17),
        ("KITCHENS", "THICKENS", 17),
        ("STICKER", "STICKER", 14),
        ("SKETCH", "SKETCH", 15),
        ("SKETCH", "THICKES", 14),  # the I is left over: 15 - 1
        ("sketch", "TqHICKES", 5),  # I and Q left over: 15 - 1 - 9
        ("AX", "AXQZJ", 0),  # never below 0
    ],
)
def test_round_score(word, hand, points):
    assert round_score(word, hand) == points


def test_declarer_scores_only_with_a_full_hand_word():
    assert round_score("SKETCH", "SKETCH", declarer=True) == 15
    assert round_score("SKETCH", "SKETCHI", declarer=True) == 0
    assert round_score("KITCHENS", "THICKENS", declarer=True) == 17


@pytest.mark.parametrize(
    ("word", "hand", "problem"),
    [
        ("", "SKETCH", "No word named: that scores 0 this round."),
        ("sket-ch", "SKETCH", "Use letters only: no spaces, hyphens, apostrophes or digits."),
        ("SKETCHES", "SKETCH", "SKETCHES needs cards that are not in the hand: E, S."),
        ("CHEST", "SKETCH", None),
        ("HECKST", "SKETCH", "HECKST is not in the dictionary."),
    ],
)
def test_check_word_explains_every_zero_the_rules_give(word, hand, problem):
    found = check_word(word, hand)
    assert (found if found is None else english(found)) == problem
    if problem is not None:
        assert round_score(word, hand) == 0


def test_check_word_tells_a_declarer_what_is_left_over():
    assert english(check_word("sketch", "SKETCHIQ", declarer=True) or "") == (
        "A declarer's word must use every card; left over: I, Q."
    )
    assert check_word("sketch", "SKETCH", declarer=True) is None


def test_a_hand_of_non_letters_is_an_error():
    with pytest.raises(ValueError, match="not letter cards"):
        round_score("A", "A1")


@pytest.mark.parametrize(
    ("hand", "best"),
    [
        ("THICKEST", "THICKEST"),
        ("THICKENS", "KITCHENS"),  # same letters, same score: the first alphabetically
        ("STICKER", "RICKETS"),
        ("thickes", "KITSCH"),  # KITSCH and SKETCH both use 15 points of cards
        ("QZXJ", ""),
        ("", ""),
    ],
)
def test_best_word_examples(hand, best):
    assert best_word(hand) == best


def _near(hand: str, spare: int) -> list[str]:
    """Upper-case words with at most `spare` letters outside the hand's letter set."""
    letters = set(hand.lower())
    return [
        w.upper()
        for w in words("en")
        if len(w) <= len(hand) + spare and len(set(w) - letters) <= spare
    ]


def _brute_best(hand: str) -> tuple[int, int]:
    have = Counter(hand)
    fitting = [w for w in _near(hand, 0) if not Counter(w) - have]
    return max(((sum(VALUES[c] for c in w), len(w)) for w in fitting), default=(0, 0))


@pytest.mark.parametrize("seed", range(4))
def test_best_word_matches_a_brute_force_search(seed):
    rng = random.Random(seed)
    hand = "".join(rng.sample(deck("red") + deck("black"), rng.randint(5, 11)))
    found = best_word(hand)
    assert (sum(VALUES[c] for c in found), len(found)) == _brute_best(hand)
    assert not Counter(found) - Counter(hand)


def test_best_word_handles_a_huge_hand():
    hand = "".join(deck("red") + deck("black"))
    assert len(best_word(hand)) >= 15
