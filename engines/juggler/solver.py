"""The best word a hand can make, through the anagram index (`wordindex`).

A hand's candidate groups are the letter-set masks inside the hand's own letter
set, found by walking its submasks: about a thousand dictionary look-ups for a
10-card hand instead of a pass over 170,000 words. Hands with more distinct
letters than `SUBMASK_LIMIT` scan the 76,000 masks instead, which is then
cheaper.

Letter counts are packed six bits a letter into one integer, with the top bit
of each field as a guard: subtracting a word's counts from a hand's clears a
guard exactly where the hand is short, so "does it fit, and if not, which one
letter is missing" is a couple of integer operations per group.
"""

from __future__ import annotations

from collections.abc import Iterator

from engines.juggler.wordindex import (
    BITS,
    FIELD,
    GUARDS,
    UNITS,
    Group,
    WordIndex,
    index,
    mask_of,
    packed,
)

__all__ = ["Group", "best_group", "best_word", "fits_with_one_more", "index"]

SUBMASK_LIMIT = 15  # 2**15 submasks cost about as much as scanning every mask
LETTER_OF_GUARD = {unit << (FIELD - 1): letter for letter, unit in UNITS.items()}


def _letters(hand: str) -> str:
    letters = hand.upper()
    if not set(letters) <= BITS.keys():
        raise ValueError(f"not a hand of letters: {hand!r}")
    return letters


def _places_near(present: int, table: dict[int, int], spare: bool) -> Iterator[int]:
    """Where the groups of each mask inside `present` start in the index (`table` maps a
    mask to its place), or, with `spare`, of masks with exactly one letter outside it."""
    if present.bit_count() > SUBMASK_LIMIT:
        for mask, place in table.items():
            outside = mask & ~present
            if not outside or (spare and not outside & (outside - 1)):
                yield place
        return
    outside_bits = [bit for bit in BITS.values() if not bit & present] if spare else []
    find = table.get
    sub = present
    while True:
        place = find(sub)
        if place is not None:
            yield place
        for bit in outside_bits:
            place = find(sub | bit)
            if place is not None:
                yield place
        if not sub:
            return
        sub = (sub - 1) & present


def best_group(hand: str, lang: str = "en") -> Group | None:
    """The best-ranked anagram group that fits the hand, or None."""
    letters = _letters(hand)
    words = index(lang)
    guarded = packed(letters) | GUARDS
    best: Group | None = None
    starts = words.starts
    for place in _places_near(mask_of(letters), words.position, spare=False):
        for number in range(starts[place], starts[place + 1]):
            if best is not None and _not_better(words, number, best):
                break
            if (guarded - words.counts[number]) & GUARDS == GUARDS:
                best = words.group(number)
                break
    return best


def _not_better(words: WordIndex, number: int, best: Group) -> bool:
    """Ranks compared without making the group: value, then length, then the word."""
    value, length = words.values[number], words.lengths[number]
    if value != best.value or length != len(best.key):
        return (-value, -length) > (-best.value, -len(best.key))
    return words.group(number).word >= best.word


def best_word(hand: str, lang: str = "en") -> str:
    """The highest-scoring word for a hand, upper-case; "" if no word fits at all.

    Every word from a hand scores twice the value it uses minus the hand's
    value, so the best word is the one using the most value; ties go to the
    longer word (a declarer needs every card), then to the alphabetically first.
    """
    group = best_group(hand, lang)
    return group.word if group else ""


def fits_with_one_more(hand: str, lang: str = "en") -> dict[str, list[int]]:
    """Every group that fits the hand, or would with one more card of some letter, as
    group numbers by that letter ("" for none), each list best first (most value; ties
    as met). Callers make `Group`s only of the few they look at.

    Bots weigh a draw or a table card with this: the groups missing letter X
    are exactly the new words that taking an X would open.
    """
    letters = _letters(hand)
    words = index(lang)
    present = mask_of(letters)
    guarded = packed(letters) | GUARDS
    if present.bit_count() > SUBMASK_LIMIT:
        found = _fits_anywhere(words, present, guarded)
    else:
        found = _fits_near(words, present, guarded)
    by_value = words.values.__getitem__
    for numbers in found.values():
        numbers.sort(key=by_value, reverse=True)  # stable: ties keep the order met
    return found


def _fits_near(words: WordIndex, present: int, guarded: int) -> dict[str, list[int]]:
    """Walk the hand's letter-set submasks. A mask with one letter outside the hand can
    only be missing that letter, so its groups need one test each, not two."""
    counts, starts, find = words.counts, words.starts, words.position.get
    found: dict[str, list[int]] = {letter: [] for letter in BITS}
    found[""] = []
    # Per letter outside the hand: its bit, one card of it, and where its groups go.
    outside = [
        (bit, UNITS[letter], found[letter].append)
        for letter, bit in BITS.items()
        if not bit & present
    ]
    sub = present
    while True:
        place = find(sub)
        if place is not None:
            _scan(words, place, guarded, found)
        for bit, unit, keep in outside:
            place = find(sub | bit)
            if place is not None:
                with_it = guarded + unit
                for number in range(starts[place], starts[place + 1]):
                    if (with_it - counts[number]) & GUARDS == GUARDS:
                        keep(number)
        if not sub:
            return {letter: numbers for letter, numbers in found.items() if numbers}
        sub = (sub - 1) & present


def _fits_anywhere(words: WordIndex, present: int, guarded: int) -> dict[str, list[int]]:
    """The same for a hand of many distinct letters, scanning every mask instead."""
    found: dict[str, list[int]] = {letter: [] for letter in BITS}
    found[""] = []
    for place in _places_near(present, words.position, spare=True):
        _scan(words, place, guarded, found)
    return {letter: numbers for letter, numbers in found.items() if numbers}


def _scan(words: WordIndex, place: int, guarded: int, found: dict[str, list[int]]) -> None:
    """Each group of one mask that fits, or would with one more card, under that letter
    (`found` has a list for "" and for every letter)."""
    counts = words.counts
    for number in range(words.starts[place], words.starts[place + 1]):
        left = guarded - counts[number]
        short = GUARDS & ~left
        if not short:
            found[""].append(number)
        elif not short & (short - 1):
            missing = LETTER_OF_GUARD[short]
            if (left + UNITS[missing]) & GUARDS == GUARDS:
                found[missing].append(number)
