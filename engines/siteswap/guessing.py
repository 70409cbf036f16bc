"""How a bot watching a juggler guesses: like a person, not like a calculator.

The chance of naming a pattern falls with its period and its highest throw; the
tricks every club juggler knows are named almost always. A bot that does not
recognise a pattern sometimes guesses a plausible wrong one: same number of
balls, throws nearby.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engines.siteswap.patterns import balls, canonical, is_valid, text

WELL_KNOWN = frozenset(
    canonical(pattern)
    for pattern in [
        (3,), (4,), (5,), (4, 4, 1), (5, 3, 1), (5, 1), (4, 2, 3), (6, 3, 3), (5, 3, 4),
        (5, 5, 5, 0, 0), (7, 5, 3, 1), (9, 7, 5, 3, 1), (4, 2), (5, 5, 2), (7, 4, 4, 1),
        (6, 4, 5, 1), (7, 4, 1), (5, 2, 5, 1, 2), (6, 1), (7, 1), (4, 4, 1, 3),
    ]
)  # fmt: skip
WILD_GUESS = 0.45  # how often a bot that did not recognise it still tries a guess


def recognition_chance(throws: Sequence[int]) -> float:
    """How likely a fair club juggler names `throws` from watching it."""
    base = canonical(throws)
    chance = 0.95 * math.exp(-0.28 * (len(base) - 1)) * math.exp(-0.12 * max(0, max(base) - 5))
    return max(chance, 0.85) if base in WELL_KNOWN else chance


def plausible_wrong(throws: Sequence[int], rng: random.Random) -> str:
    """A pattern a person might mistake it for: one with the same number of balls."""
    base = list(canonical(throws))
    for _ in range(20):
        candidate = list(base)
        i, j = rng.randrange(len(candidate)), rng.randrange(len(candidate))
        candidate[i], candidate[j] = candidate[j] + 1, max(0, candidate[i] - 1)
        if is_valid(candidate) and canonical(candidate) != canonical(base):
            return text(candidate)
    return text((balls(base) + 1,))


def guess_for(throws: Sequence[int], wrong_so_far: int, rng: random.Random) -> str | None:
    """The bot's guess for what it watches, or None when it makes no more guesses."""
    if rng.random() < recognition_chance(throws):
        return text(canonical(throws))
    if wrong_so_far < 2 and rng.random() < WILD_GUESS:
        return plausible_wrong(throws, rng)
    return None


BASE_SECONDS, PER_THROW, PER_HEIGHT = 6.0, 2.5, 1.0
LONGEST_WATCH = 45.0


def watching_seconds(throws: Sequence[int] | None) -> float:
    """How long a bot watches before it guesses, like a person: a 3-ball cascade takes
    seconds, a period-7 pattern with 9s most of a minute."""
    if not throws:
        return BASE_SECONDS
    base = canonical(throws)
    seconds = BASE_SECONDS + PER_THROW * len(base) + PER_HEIGHT * max(0, max(base) - 3)
    return min(seconds, LONGEST_WATCH)
