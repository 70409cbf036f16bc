"""The word list, kept as anagram groups in flat arrays: a fraction of the memory of
Python strings and tuples, for the same questions just as fast.

Words are grouped by their sorted letters (anagrams score alike), and the groups
by the set of letters they use, as a 26-bit mask, best-ranked first within a
mask. Each group is a number: its value and length sit in arrays under that
number, its anagrams in one byte string (the sorted key is not stored: any
anagram sorted gives it). `Group` tuples are made only for the groups a caller
asks for, and not kept: only the best-word search asks, a few per hand, and
keeping the last 32,768 took up to 10 MB for about one hit in four. Building all
156,000 groups as tuples of strings took about 82 MB of the bot's memory; this
takes about 17 MB.

The game's dictionary has one index per language (`index`); the easy and normal
bots, which know only common words, each have a smaller one (`common_index`),
built the first time a bot of that level plays and kept, like the full one.

Letter counts are packed six bits a letter into one integer, with the top bit
of each field as a guard: subtracting a word's counts from a hand's clears a
guard exactly where the hand is short (see the solver). A group's counts are
one of each letter of its mask (`units_of`, worked out once per mask) plus its
repeats (`extras`, shared: 8,772 distinct values for 156,476 groups); keeping
every group's counts as its own integer took 8 MB more.
"""

from __future__ import annotations

import gzip
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from importlib.resources import files
from typing import NamedTuple

from engines.juggler.cards import LETTER_VALUES

WORD_LISTS = {"en": "enable.txt.gz", "de": "de.txt.gz", "fr": "fr.txt.gz"}
# The commonest words the game accepts, most frequent first (see its licence notice):
# a bot that knows only common words knows a first part of it.
COMMON_LISTS = {lang: f"common-{lang}.txt.gz" for lang in ("en", "de", "fr")}
# Words of any length count, and ENABLE (a Scrabble list) has no one-letter words:
# the English ones are added.
ADDED: dict[str, frozenset[str]] = {"en": frozenset({"a", "i", "o"})}

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BITS = {letter: 1 << position for position, letter in enumerate(ALPHABET)}
FIELD = 6
MAX_COUNT = (1 << (FIELD - 1)) - 1  # more copies than any word needs
UNITS = {letter: 1 << (FIELD * position) for position, letter in enumerate(ALPHABET)}
GUARDS = sum(unit << (FIELD - 1) for unit in UNITS.values())


class Group(NamedTuple):
    """Anagrams of one sorted key; `word` is the first of them alphabetically."""

    value: int
    key: str
    word: str
    counts: int  # packed letter counts

    def rank(self) -> tuple[int, int, str]:
        """Smaller is better: most value, then most cards, then alphabetical."""
        return (-self.value, -len(self.key), self.word)


def _read(lists: dict[str, str], lang: str) -> list[str]:
    if lang not in lists:
        raise ValueError(f"no word list for language {lang!r}")
    data = files("engines.juggler").joinpath("data").joinpath(lists[lang]).read_bytes()
    return gzip.decompress(data).decode("ascii").split()


def word_list(lang: str) -> frozenset[str]:
    """Every word of a language's list, read from the shipped file (not kept: the index
    holds them); ValueError for a language we have no list for."""
    return frozenset(_read(WORD_LISTS, lang)) | ADDED.get(lang, frozenset())


def common_words(lang: str, size: int) -> list[str]:
    """The `size` commonest words of a language that the game accepts, most frequent
    first; ValueError when the shipped list is shorter (it is never padded)."""
    listed = _read(COMMON_LISTS, lang)
    if not 0 < size <= len(listed):
        raise ValueError(f"the common {lang} list has {len(listed)} words, not {size}")
    return listed[:size]


def _spread(shift: int) -> list[int]:
    """Per 9-bit slice of a mask from bit `shift`: one of each of its letters, packed."""
    letters = ALPHABET[shift : shift + 9]
    return [sum(UNITS[k] for i, k in enumerate(letters) if low >> i & 1) for low in range(512)]


_SPREADS = (_spread(0), _spread(9), _spread(18))


def units_of(mask: int) -> int:
    """One of each letter of a letter-set mask, packed as counts: a group's counts are
    this plus its `extras`, so a scan works out `guarded - units_of(mask)` once a mask."""
    low, middle, high = _SPREADS
    return low[mask & 511] + middle[mask >> 9 & 511] + high[mask >> 18]


def mask_of(letters: str) -> int:
    mask = 0
    for letter in letters:
        mask |= BITS[letter]
    return mask


def packed(letters: str) -> int:
    """Letter counts packed into fields, each capped at MAX_COUNT."""
    return sum(UNITS[letter] * min(n, MAX_COUNT) for letter, n in Counter(letters).items())


class WordIndex:
    """Some words of one language as numbered anagram groups, reached by letter-set mask."""

    def __init__(self, lang: str, words: Iterable[str]) -> None:
        listed = sorted(set(words))
        value_of = LETTER_VALUES[lang].__getitem__
        by_key: dict[str, list[str]] = {}
        for word in listed:
            upper = word.upper()
            by_key.setdefault("".join(sorted(upper)), []).append(upper)
        by_mask: dict[int, list[tuple[int, str, list[str]]]] = {}
        for key, anagrams in by_key.items():
            by_mask.setdefault(mask_of(key), []).append((sum(map(value_of, key)), key, anagrams))
        del by_key, listed
        masks = array("I", sorted(by_mask))
        self.starts = array("I")
        self.values = array("H")
        self.lengths = array("B")
        self.text_at = array("I")
        text = bytearray()
        for mask in masks:
            self.starts.append(len(self.values))
            for value, key, anagrams in sorted(by_mask[mask], key=_rank):
                self.values.append(value)
                self.lengths.append(len(key))
                self.text_at.append(len(text))
                text += "".join(anagrams).encode("ascii")  # the key is any of them, sorted
        self.starts.append(len(self.values))
        self.text_at.append(len(text))
        self.text = bytes(text)
        del by_mask, text
        # Only now, with the word list's strings freed, the objects that stay: made
        # after the others are gone, they fill the freed memory instead of pinning it.
        self.position: dict[int, int] = {mask: n for n, mask in enumerate(masks)}
        # A group's counts are one of each letter of its mask plus its repeats; the
        # repeats take 8,800 distinct values among 156,000 groups, so they are shared.
        shared: dict[int, int] = {}
        self.extras: list[int] = [0] * len(self.values)
        for place, mask in enumerate(masks):
            once = units_of(mask)
            for number in range(self.starts[place], self.starts[place + 1]):
                extra = sum(map(UNITS.__getitem__, self.word(number))) - once
                self.extras[number] = shared.setdefault(extra, extra)

    def __len__(self) -> int:
        return len(self.values)

    def groups_of(self, mask: int) -> range:
        """The numbers of the groups using exactly this letter set, best first."""
        at = self.position.get(mask)
        return range(0) if at is None else range(self.starts[at], self.starts[at + 1])

    def key(self, number: int) -> str:
        """The group's letters, sorted (not stored: any anagram sorted gives it)."""
        return "".join(sorted(self.word(number)))

    def word(self, number: int) -> str:
        """The group's first word alphabetically."""
        start = self.text_at[number]
        return self.text[start : start + self.lengths[number]].decode("ascii")

    def anagrams(self, number: int) -> Iterator[str]:
        start, end, length = self.text_at[number], self.text_at[number + 1], self.lengths[number]
        for at in range(start, end, length):
            yield self.text[at : at + length].decode("ascii")

    def counts(self, number: int) -> int:
        """The group's packed letter counts (hot loops use `extras`, see `units_of`)."""
        word = self.word(number)
        return units_of(mask_of(word)) + self.extras[number]

    def group(self, number: int) -> Group:
        word = self.word(number)
        return Group(self.values[number], "".join(sorted(word)), word, self.counts(number))

    def has_word(self, upper: str) -> bool:
        key = "".join(sorted(upper))
        for number in self.groups_of(mask_of(key)):
            if self.lengths[number] == len(key) and self.key(number) == key:
                return upper in self.anagrams(number)
        return False


def _rank(group: tuple[int, str, list[str]]) -> tuple[int, int, str]:
    value, key, anagrams = group
    return (-value, -len(key), anagrams[0])


@cache
def index(lang: str) -> WordIndex:
    """The language's index, built once (about 1 s) and kept for the process.

    `lang` has no default so that the cache never builds the index twice.
    """
    return WordIndex(lang, word_list(lang))


@cache
def common_index(lang: str, size: int) -> WordIndex:
    """The index of the language's `size` commonest words (see `common_words`), built
    once (a fraction of a second for 40,000 words) and kept for the process."""
    return WordIndex(lang, common_words(lang, size))
