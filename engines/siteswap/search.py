"""Finding patterns a hand can make: for the bot, and for the concrete lays and
extensions the rules list as legal.

One depth-first search serves both: it fills the beats of a pattern of a given
length one by one, with the next throw of the pattern being extended (kept in
order) or a throw from the hand, and refuses a throw whose landing beat is
taken. With 8 cards it visits a few thousand orders, not 40,320. A budget of
visited orders per length keeps a huge hand (late in a long game) from taking
seconds: the search may then miss a pattern, never return a wrong one.
Results are cached per multiset of throws.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from engines.siteswap.patterns import Throws

LONGEST = 12  # the longest new pattern searched for (people rarely juggle longer)
BUDGET = 1500  # orders visited per length searched
MOST_INSERTED = 3  # cards inserted into a table pattern, at most, in a searched extension


@lru_cache(maxsize=8192)
def _fill(
    length: int, counts: tuple[tuple[int, int], ...], old: Throws, limit: int,
    low_first: bool = False,
) -> tuple[Throws, ...]:
    """Up to `limit` valid patterns of `length` beats: `old` in order plus hand throws.
    High throws are tried first, or low ones (`low_first`: fewer balls, lower throws)."""
    left = dict(counts)
    values = sorted(left, reverse=not low_first)
    found: list[Throws] = []
    sequence: list[int] = []
    landed = [False] * length
    visits = 0

    def place(throw: int, kept: int) -> None:
        landing = (len(sequence) + throw) % length
        if landed[landing]:
            return
        landed[landing] = True
        sequence.append(throw)
        step(kept)
        sequence.pop()
        landed[landing] = False

    def step(kept: int) -> None:
        nonlocal visits
        visits += 1
        if len(found) >= limit or visits > BUDGET:
            return
        beat = len(sequence)
        if beat == length:
            if kept == len(old) and len(set(sequence)) > 1 and tuple(sequence) not in found:
                found.append(tuple(sequence))
            return
        inserted = beat - kept
        if kept < len(old):
            place(old[kept], kept + 1)
        if inserted < length - len(old):
            for throw in values:
                if left[throw]:
                    left[throw] -= 1
                    place(throw, kept)
                    left[throw] += 1

    step(0)
    return tuple(found)


def _counts(throws: Sequence[int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(Counter(throws).items()))


def patterns_from(throws: Sequence[int], advanced: bool = False, limit: int = 3) -> list[Throws]:
    """The longest playable patterns the throws allow, longest first (at most `limit`)."""
    counts = _counts(throws)
    shortest = 2 if advanced else 3
    found: list[Throws] = []
    for length in range(min(len(throws), LONGEST), shortest - 1, -1):
        found += _fill(length, counts, (), limit - len(found))
        if len(found) >= limit:
            break
    return found


def patterns_of_length(
    throws: Sequence[int], length: int, limit: int, low_first: bool
) -> tuple[Throws, ...]:
    """Up to `limit` playable patterns of exactly `length` cards from `throws`."""
    return _fill(length, _counts(throws), (), limit, low_first)


def extensions_inserting(
    old: Sequence[int], throws: Sequence[int], extra: int, limit: int, low_first: bool
) -> tuple[Throws, ...]:
    """Up to `limit` valid patterns inserting exactly `extra` hand throws into `old`."""
    return _fill(len(old) + extra, _counts(throws), tuple(old), limit, low_first)


def extensions(old: Sequence[int], throws: Sequence[int], limit: int = 1) -> list[Throws]:
    """Valid patterns made by inserting hand throws into `old`, most cards first."""
    counts = _counts(throws)
    found: list[Throws] = []
    for extra in range(min(len(throws), MOST_INSERTED), 0, -1):
        found += _fill(len(old) + extra, counts, tuple(old), limit - len(found))
        if len(found) >= limit:
            break
    return found
