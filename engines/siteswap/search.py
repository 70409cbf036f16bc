"""Finding patterns a hand can make: for the bot, and for the concrete lays and
extensions the rules list as legal.

A depth-first search over orders of the hand's throws, placing one throw per
beat and refusing a throw whose landing beat is taken: with 8 cards it visits
a few thousand orders, not 40,320. Results are cached per multiset of throws.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from engines.siteswap.patterns import Throws, is_valid, playable

LONGEST_FIRST_LIMIT = 3  # patterns listed per length searched


@lru_cache(maxsize=4096)
def _orders(counts: tuple[tuple[int, int], ...], length: int, limit: int) -> tuple[Throws, ...]:
    """Up to `limit` valid patterns of `length` throws drawn from `counts` (value, count)."""
    left = dict(counts)
    found: list[Throws] = []
    sequence: list[int] = []
    landed: set[int] = set()

    def extend() -> None:
        if len(found) >= limit:
            return
        beat = len(sequence)
        if beat == length:
            if len(set(sequence)) > 1:
                found.append(tuple(sequence))
            return
        for throw in sorted(left, reverse=True):
            landing = (beat + throw) % length
            if not left[throw] or landing in landed:
                continue
            left[throw] -= 1
            landed.add(landing)
            sequence.append(throw)
            extend()
            sequence.pop()
            landed.discard(landing)
            left[throw] += 1

    extend()
    return tuple(found)


def patterns_from(throws: Sequence[int], advanced: bool = False, limit: int = 3) -> list[Throws]:
    """The longest playable patterns the throws allow, longest first (at most `limit`)."""
    counts = tuple(sorted(Counter(throws).items()))
    shortest = 2 if advanced else 3
    found: list[Throws] = []
    for length in range(len(throws), shortest - 1, -1):
        for pattern in _orders(counts, length, LONGEST_FIRST_LIMIT):
            if playable(pattern, advanced) and pattern not in found:
                found.append(pattern)
        if len(found) >= limit:
            break
    return found[:limit]


def extensions(old: Sequence[int], throws: Sequence[int], most: int = 2) -> list[Throws]:
    """Valid patterns made by inserting 1 to `most` of `throws` into `old`, most first."""
    results: list[Throws] = []
    frontier: set[Throws] = {tuple(old)}
    for _ in range(most):
        grown: set[Throws] = set()
        for pattern in frontier:
            spare = Counter(throws) - (Counter(pattern) - Counter(old))
            for value in spare:
                for position in range(len(pattern) + 1):
                    grown.add((*pattern[:position], value, *pattern[position:]))
        frontier = grown
        results = [pattern for pattern in grown if is_valid(pattern)] + results
    return sorted(set(results), key=lambda p: (-len(p), p))
