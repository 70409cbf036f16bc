"""The best word a hand can make, through the anagram index (`wordindex`).

A hand's candidate groups are the letter-set masks inside the hand's own letter
set, found by walking its submasks: about a thousand dictionary look-ups for a
10-card hand instead of a pass over 170,000 words. Hands with more distinct
letters than `SUBMASK_LIMIT` scan the 76,000 masks instead, which is then
cheaper.

Letter counts are packed six bits a letter into one integer, with the top bit
of each field as a guard: subtracting a word's counts from a hand's clears a
guard exactly where the hand is short, so "does it fit" is a couple of integer
operations per group.
"""

from __future__ import annotations

from collections.abc import Iterator

from engines.juggler.wordindex import (
    BITS,
    GUARDS,
    Group,
    WordIndex,
    index,
    mask_of,
    packed,
    units_of,
)

__all__ = ["Group", "WordIndex", "best_group", "best_word", "index"]

SUBMASK_LIMIT = 15  # 2**15 submasks cost about as much as scanning every mask


def _letters(hand: str) -> str:
    letters = hand.upper()
    if not set(letters) <= BITS.keys():
        raise ValueError(f"not a hand of letters: {hand!r}")
    return letters


def _places_inside(present: int, table: dict[int, int]) -> Iterator[tuple[int, int]]:
    """Each mask inside `present` that holds words, and where its groups start in the
    index (`table` maps a mask to its place)."""
    if present.bit_count() > SUBMASK_LIMIT:
        for mask, place in table.items():
            if not mask & ~present:
                yield mask, place
        return
    find = table.get
    sub = present
    while True:
        place = find(sub)
        if place is not None:
            yield sub, place
        if not sub:
            return
        sub = (sub - 1) & present


def best_group(hand: str, lang: str = "en", known: WordIndex | None = None) -> Group | None:
    """The best-ranked anagram group that fits the hand, or None; among the `known` words
    only (a bot's vocabulary) when given, else the whole dictionary of `lang`."""
    letters = _letters(hand)
    words = index(lang) if known is None else known
    guarded = packed(letters) | GUARDS
    best: Group | None = None
    starts, extras = words.starts, words.extras
    for mask, place in _places_inside(mask_of(letters), words.position):
        first = starts[place]
        if best is not None and _not_better(words, first, best):
            continue  # most masks, once a good word is known: no need to unpack this one
        base = guarded - units_of(mask)
        for number in range(first, starts[place + 1]):
            if best is not None and _not_better(words, number, best):
                break
            if (base - extras[number]) & GUARDS == GUARDS:
                best = words.group(number)
                break
    return best


def _not_better(words: WordIndex, number: int, best: Group) -> bool:
    """Ranks compared without making the group: value, then length, then the word."""
    value, length = words.values[number], words.lengths[number]
    if value != best.value or length != len(best.key):
        return (-value, -length) > (-best.value, -len(best.key))
    return words.word(number) >= best.word


def best_word(hand: str, lang: str = "en", known: WordIndex | None = None) -> str:
    """The highest-scoring word for a hand, upper-case; "" if no word fits at all.

    Every word from a hand scores twice the value it uses minus the hand's
    value, so the best word is the one using the most value; ties go to the
    longer word (a declarer needs every card), then to the alphabetically first.
    With `known`, only those words are tried.
    """
    group = best_group(hand, lang, known)
    return group.word if group else ""
