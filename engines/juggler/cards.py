"""The Juggler deck: letter cards in two decks, red vowels and black consonants.

One physical deck of 79 cards serves three editions (the rulings' "Editions"):
each card has one letter, one value and the editions that use it. English uses
the rulings' 70 cards; German and French use about 70 each, chosen from their
dictionaries' letter frequencies by `scripts/derive_juggler_deck.py`, which
prints `CARDS` (a test checks that the two agree). A letter's cards all carry
the same value, so a card is worth the same in every edition that uses it.
"""

from __future__ import annotations

from typing import Literal

Colour = Literal["red", "black"]
Language = Literal["en", "de", "fr"]
EDITIONS: tuple[Language, ...] = ("en", "de", "fr")

VOWELS = frozenset("AEIOU")

# (letter, value, the editions using these cards, how many such cards): 79 cards.
# Rows run in the English table's letter order, which fixes the order of a fresh deck.
CARDS = (
    ("A", 1, "en de fr", 4),
    ("A", 1, "en fr", 2),
    ("E", 1, "en de fr", 7),
    ("E", 1, "de fr", 2),
    ("E", 1, "de", 1),
    ("I", 1, "en de fr", 4),
    ("I", 1, "en fr", 1),
    ("I", 1, "fr", 1),
    ("O", 1, "en de fr", 2),
    ("O", 1, "en fr", 2),
    ("U", 2, "en de fr", 2),
    ("B", 4, "en de fr", 1),
    ("B", 4, "en de", 1),
    ("C", 3, "en de fr", 2),
    ("D", 2, "en de fr", 2),
    ("D", 2, "en", 1),
    ("F", 4, "en de fr", 1),
    ("F", 4, "en de", 1),
    ("G", 3, "en de fr", 1),
    ("G", 3, "en de", 1),
    ("H", 3, "en de fr", 1),
    ("H", 3, "en de", 1),
    ("J", 8, "en de fr", 1),
    ("K", 6, "en de fr", 1),
    ("L", 2, "en de fr", 3),
    ("M", 3, "en de fr", 2),
    ("N", 1, "en de fr", 4),
    ("N", 1, "de fr", 1),
    ("P", 3, "en de fr", 2),
    ("Q", 9, "en de fr", 1),
    ("R", 1, "en de fr", 4),
    ("R", 1, "de fr", 1),
    ("S", 1, "en de fr", 4),
    ("S", 1, "de fr", 2),
    ("T", 1, "en de fr", 4),
    ("T", 1, "de", 1),
    ("V", 5, "en de fr", 1),
    ("W", 4, "en de fr", 1),
    ("W", 4, "en", 1),
    ("X", 8, "en de fr", 1),
    ("Y", 4, "en de fr", 1),
    ("Y", 4, "en", 1),
    ("Z", 9, "en de fr", 1),
)


def _counts(lang: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for letter, _, editions, number in CARDS:
        if lang in editions.split():
            counts[letter] = counts.get(letter, 0) + number
    return counts


LETTER_COUNTS: dict[str, dict[str, int]] = {lang: _counts(lang) for lang in EDITIONS}
LETTER_VALUES: dict[str, dict[str, int]] = {
    lang: {letter: value for letter, value, _, _ in CARDS if letter in LETTER_COUNTS[lang]}
    for lang in EDITIONS
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
