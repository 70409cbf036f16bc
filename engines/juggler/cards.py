"""The Juggler deck: letter cards in two decks, red vowels and black consonants.

Tables are keyed by language so that other editions can sit beside the English
one; the English deck is the 70-card selection fixed in the rulings.
"""

from __future__ import annotations

from typing import Literal

Colour = Literal["red", "black"]

VOWELS = frozenset("AEIOU")

LETTER_COUNTS: dict[str, dict[str, int]] = {
    "en": {
        "A": 6,
        "E": 7,
        "I": 5,
        "O": 4,
        "U": 2,
        "B": 2,
        "C": 2,
        "D": 3,
        "F": 2,
        "G": 2,
        "H": 2,
        "J": 1,
        "K": 1,
        "L": 3,
        "M": 2,
        "N": 4,
        "P": 2,
        "Q": 1,
        "R": 4,
        "S": 4,
        "T": 4,
        "V": 1,
        "W": 2,
        "X": 1,
        "Y": 2,
        "Z": 1,
    },
}

LETTER_VALUES: dict[str, dict[str, int]] = {
    "en": {
        "A": 1,
        "E": 1,
        "I": 1,
        "O": 1,
        "U": 2,
        "B": 4,
        "C": 3,
        "D": 2,
        "F": 4,
        "G": 3,
        "H": 3,
        "J": 8,
        "K": 6,
        "L": 2,
        "M": 3,
        "N": 1,
        "P": 3,
        "Q": 9,
        "R": 1,
        "S": 1,
        "T": 1,
        "V": 5,
        "W": 4,
        "X": 8,
        "Y": 4,
        "Z": 9,
    },
}


def colour_of(letter: str) -> Colour:
    """Vowels have red backs, everything else (Y included) black ones."""
    return "red" if letter in VOWELS else "black"


def deck(colour: Colour, lang: str = "en") -> list[str]:
    """Every card of one colour, in a fixed order (shuffle before use)."""
    return [
        letter
        for letter, count in LETTER_COUNTS[lang].items()
        if colour_of(letter) == colour
        for _ in range(count)
    ]


def hand_value(letters: str, lang: str = "en") -> int:
    """Face value of some cards; KeyError for a letter the deck lacks."""
    values = LETTER_VALUES[lang]
    return sum(values[letter] for letter in letters)


# Limits not in the seed, far beyond anything real play reaches (a thousand simulated
# four-bot games stay far below each; bench/juggler_limits.py checks). The rules page
# gives each one's reason.
HAND_LIMIT = 30  # cards a hand may hold, so a hand still fits its picture; bots never pass 12
# A game also ends after this many rounds in a row in which nobody scored a point: a
# table where nobody names words would otherwise never reach the target. It is no cap
# on real games, which score every round, however high the target.
SCORELESS_ROUNDS = 5
