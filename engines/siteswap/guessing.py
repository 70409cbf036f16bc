"""How a bot watching a juggler guesses: like a person, not like a calculator.

The chance of naming a pattern falls with its period and its highest throw; the
tricks every club juggler knows are named almost always. A bot that does not
recognise a pattern sometimes guesses a plausible wrong one: same number of
balls, throws nearby.
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Sequence

from engines.siteswap.patterns import balls, canonical, is_valid, text
from engines.siteswap.views import SiteswapView

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


def plausible_wrong(
    throws: Sequence[int], rng: random.Random, missed: Collection[str] = ()
) -> str | None:
    """A pattern a person might mistake it for, with the same number of balls, and not
    one already guessed wrong (`missed`, as jugglers write them); None when none comes
    to mind."""
    base = list(canonical(throws))
    for _ in range(20):
        # The siteswap swap: two throws trade landing beats, which keeps the pattern
        # valid and its number of balls.
        i, j = sorted((rng.randrange(len(base)), rng.randrange(len(base))))
        swapped = list(base)
        swapped[i], swapped[j] = base[j] + (j - i), base[i] - (j - i)
        candidate = canonical(tuple(swapped))
        if (min(candidate) >= 0 and is_valid(candidate) and candidate != canonical(base)
                and text(candidate) not in missed):  # fmt: skip
            return text(candidate)
    cascade = text((balls(tuple(base)) + 1,))
    return cascade if cascade not in missed else None


def guess_for(
    throws: Sequence[int],
    wrong_so_far: int,
    rng: random.Random,
    missed: Collection[str] = (),
    sharpness: float = 1.0,
) -> str | None:
    """The bot's guess for what it watches, or None when it makes no more guesses. It
    never repeats a guess already refused in this performance (`missed`). `sharpness`
    scales the chance of recognising it: below 1 for a newcomer's eye."""
    if rng.random() < sharpness * recognition_chance(throws):
        return text(canonical(throws))
    if wrong_so_far < 2 and rng.random() < WILD_GUESS:
        return plausible_wrong(throws, rng, missed)
    return None


def might_empty(view: SiteswapView) -> bool:
    """Whether naming the pattern being juggled could leave its performer without cards
    (and so win them the game: a named pattern is laid whatever its chance of a drop).

    The watchers know the performer's count (face-down cards included) and the period
    as juggled, and the cards laid are a whole number of periods: 531 juggled by
    someone showing 6 cards may be 531531. An extension's cards are the pattern it grew
    from plus the inserted ones."""
    performance = view.performance
    if performance is None or not performance.throws:
        return False
    held = view.hand_counts[performance.performer]
    grown = len(view.table[performance.target].values) if performance.target is not None else 0
    return (held + grown) % len(performance.throws) == 0


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
