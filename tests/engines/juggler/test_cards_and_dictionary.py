"""The 70-card English deck and the ENABLE word list."""

from __future__ import annotations

import pytest

from engines.juggler import dictionary
from engines.juggler.cards import LETTER_COUNTS, LETTER_VALUES, VOWELS, deck, hand_value
from engines.juggler.dictionary import is_word, normalise


def test_english_deck_is_the_seventy_cards_of_the_rulings():
    counts, values = LETTER_COUNTS["en"], LETTER_VALUES["en"]
    assert set(counts) == set(values) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert sum(counts.values()) == 70
    assert {k: (counts[k], values[k]) for k in "AEIOU"} == {
        "A": (6, 1),
        "E": (7, 1),
        "I": (5, 1),
        "O": (4, 1),
        "U": (2, 2),
    }
    assert {k: (counts[k], values[k]) for k in "QZXJKV"} == {
        "Q": (1, 9),
        "Z": (1, 9),
        "X": (1, 8),
        "J": (1, 8),
        "K": (1, 6),
        "V": (1, 5),
    }
    assert [counts[k] for k in "NRST"] == [4, 4, 4, 4]


def test_two_decks_red_vowels_and_black_consonants():
    red, black = deck("red"), deck("black")
    assert len(red) == 24 and set(red) == VOWELS
    assert len(black) == 46 and not set(black) & VOWELS and "Y" in black


@pytest.mark.parametrize(
    ("letters", "value"), [("THICKEST", 17), ("THICKENS", 17), ("STICKER", 14), ("SKETCH", 15)]
)
def test_card_values_add_up_to_the_seed_examples(letters, value):
    assert hand_value(letters) == value


@pytest.mark.parametrize(
    "word",
    ["sketch", "SKETCH", "Sketch", "thickest", "kitchens", "rhythms", "aa", "zyzzyva", "jinxed"],
)
def test_words_are_found_whatever_their_case(word):
    assert is_word(word)


@pytest.mark.parametrize("word", ["Café", "naïve", "ÉCLAT", "  sketch  "])
def test_accents_and_surrounding_space_are_ignored(word):
    assert is_word(word)


@pytest.mark.parametrize(
    "word",
    [
        "london",
        "nasa",
        "usa",
        "mr",
        "etc",
        "e-mail",
        "don't",
        "two words",
        "sketch1",
        "",
        "   ",
        "xyzzy",
        "qi",
        "ß",
    ],
)
def test_names_abbreviations_hyphens_apostrophes_and_non_words_are_refused(word):
    assert not is_word(word)


def test_normalise_folds_to_lower_case_a_to_z():
    assert normalise(" Crème ") == "creme"
    assert normalise("") == "" and normalise("  ") == ""
    assert normalise("rock'n'roll") is None and normalise("x-ray") is None


def test_the_list_is_enable_and_the_index_holds_every_word_once():
    from engines.juggler.wordindex import index

    words = dictionary.words("en")
    assert len(words) == 172_820 + 3  # ENABLE, and the one-letter words A, I and O
    assert all(word.isascii() and word.isalpha() and word.islower() for word in words)
    built = index("en")
    assert index("en") is built  # built once
    held = [word for number in range(len(built)) for word in built.anagrams(number)]
    assert len(held) == len(words) and {word.lower() for word in held} == words
    assert all(is_word(word) for word in list(words)[::500])
    assert not is_word("qzx") and not is_word("tca")  # an anagram group's key is no word


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="no word list"):
        is_word("gato", lang="es")


def test_one_letter_english_words_count():
    from engines.juggler.dictionary import is_word

    assert is_word("a") and is_word("I") and is_word("o")
    assert not is_word("b") and not is_word("x")
