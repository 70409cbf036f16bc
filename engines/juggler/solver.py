"""The best word a hand can make, through an anagram index.

Words are grouped by their sorted letters (anagrams score alike), and those
groups by the set of letters they use, as a 26-bit mask. A hand's candidate
groups are then the masks inside the hand's own letter set, found by walking
its submasks: about a thousand dictionary look-ups for a 10-card hand instead
of a pass over 170,000 words. Hands with more distinct letters than
`SUBMASK_LIMIT` scan the 76,000 masks instead, which is then cheaper.

Letter counts are packed six bits a letter into one integer, with the top bit
of each field as a guard: subtracting a word's counts from a hand's clears a
guard exactly where the hand is short, so "does it fit, and if not, which one
letter is missing" is a couple of integer operations per group.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache
from typing import NamedTuple

from engines.juggler.cards import LETTER_VALUES
from engines.juggler.dictionary import words

SUBMASK_LIMIT = 15  # 2**15 submasks cost about as much as scanning every mask
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BITS = {letter: 1 << position for position, letter in enumerate(ALPHABET)}
FIELD = 6
MAX_COUNT = (1 << (FIELD - 1)) - 1  # more copies than any word needs
UNITS = {letter: 1 << (FIELD * position) for position, letter in enumerate(ALPHABET)}
GUARDS = sum(unit << (FIELD - 1) for unit in UNITS.values())
LETTER_OF_GUARD = {unit << (FIELD - 1): letter for letter, unit in UNITS.items()}


class Group(NamedTuple):
    """Anagrams of one sorted key; `word` is the first of them alphabetically."""

    value: int
    key: str
    word: str
    counts: int  # packed letter counts

    def rank(self) -> tuple[int, int, str]:
        """Smaller is better: most value, then most cards, then alphabetical."""
        return (-self.value, -len(self.key), self.word)


class Fit(NamedTuple):
    """A group that fits a hand once `missing` (one letter, or nothing) is added."""

    group: Group
    missing: str


def mask_of(letters: str) -> int:
    mask = 0
    for letter in letters:
        mask |= BITS[letter]
    return mask


def packed(letters: str) -> int:
    """Letter counts packed into fields, each capped at MAX_COUNT."""
    return sum(UNITS[letter] * min(n, MAX_COUNT) for letter, n in Counter(letters).items())


def _packed_word(key: str) -> int:
    """`packed` for a dictionary word, whose counts never reach MAX_COUNT."""
    return sum(map(UNITS.__getitem__, key))


@cache
def index(lang: str) -> dict[int, tuple[Group, ...]]:
    """Letter-set mask -> anagram groups, best-ranked first (built once per language).

    `lang` has no default so that the cache never builds the index twice.
    """
    value_of = LETTER_VALUES[lang].__getitem__
    groups: dict[str, Group] = {}
    for word in sorted(words(lang)):
        upper = word.upper()
        key = "".join(sorted(upper))
        if key not in groups:
            groups[key] = Group(sum(map(value_of, key)), key, upper, _packed_word(key))
    by_mask: dict[int, list[Group]] = {}
    for group in groups.values():
        by_mask.setdefault(mask_of(group.key), []).append(group)
    return {mask: tuple(sorted(found, key=Group.rank)) for mask, found in by_mask.items()}


def _letters(hand: str) -> str:
    letters = hand.upper()
    if not set(letters) <= BITS.keys():
        raise ValueError(f"not a hand of letters: {hand!r}")
    return letters


def _masks_near(present: int, table: dict[int, tuple[Group, ...]], spare: bool) -> Iterator[int]:
    """Masks inside `present`, or (with `spare`) with exactly one letter outside it."""
    if present.bit_count() > SUBMASK_LIMIT:
        for mask in table:
            outside = mask & ~present
            if not outside or (spare and not outside & (outside - 1)):
                yield mask
        return
    outside_bits = [bit for bit in BITS.values() if not bit & present] if spare else []
    sub = present
    while True:
        if sub in table:
            yield sub
        for bit in outside_bits:
            if sub | bit in table:
                yield sub | bit
        if not sub:
            return
        sub = (sub - 1) & present


def best_group(hand: str, lang: str = "en") -> Group | None:
    """The best-ranked anagram group that fits the hand, or None."""
    letters = _letters(hand)
    table = index(lang)
    guarded = packed(letters) | GUARDS
    best: Group | None = None
    for mask in _masks_near(mask_of(letters), table, spare=False):
        for group in table[mask]:
            if best is not None and group.rank() >= best.rank():
                break
            if (guarded - group.counts) & GUARDS == GUARDS:
                best = group
                break
    return best


def best_word(hand: str, lang: str = "en") -> str:
    """The highest-scoring word for a hand, upper-case; "" if no word fits at all.

    Every word from a hand scores twice the value it uses minus the hand's
    value, so the best word is the one using the most value; ties go to the
    longer word (a declarer needs every card), then to the alphabetically first.
    """
    group = best_group(hand, lang)
    return group.word if group else ""


def fits_with_one_more(hand: str, lang: str = "en") -> list[Fit]:
    """Every group that fits the hand, or would with one more card of some letter.

    Bots weigh a draw or a table card with this: the groups missing letter X
    are exactly the new words that taking an X would open.
    """
    letters = _letters(hand)
    table = index(lang)
    guarded = packed(letters) | GUARDS
    found = []
    for mask in _masks_near(mask_of(letters), table, spare=True):
        for group in table[mask]:
            left = guarded - group.counts
            short = GUARDS & ~left
            if not short:
                found.append(Fit(group, ""))
            elif not short & (short - 1):
                missing = LETTER_OF_GUARD[short]
                if (left + UNITS[missing]) & GUARDS == GUARDS:
                    found.append(Fit(group, missing))
    return found


def exact_group(hand: str, lang: str = "en") -> Group | None:
    """The group whose letters are exactly the hand's: a full-hand word, or None."""
    key = "".join(sorted(_letters(hand)))
    for group in index(lang).get(mask_of(key), ()):
        if group.key == key:
            return group
    return None
