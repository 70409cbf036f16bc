"""Seeded randomness derived from (game seed, step number).

Every random event of a game draws from a generator that depends only on the
game's seed and the number of actions applied so far. Replaying the same
actions in any process therefore rebuilds the same game, and no generator
state has to be stored or shared between calls.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rng_for(seed: int, step: int, stream: str = "") -> random.Random:
    """A fresh generator for one step; `stream` separates independent uses."""
    digest = hashlib.sha256(f"{seed}:{step}:{stream}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


class LazyRng:
    """`rng_for(seed, step, stream)`, made on the first call and kept.

    Seeding costs more than the rest of a typical card play, and most moves
    of a card game roll no die and shuffle nothing: the generator is made only
    when the step first needs it, so the game is the same.
    """

    __slots__ = ("_key", "_rng")

    def __init__(self, seed: int, step: int, stream: str = "") -> None:
        self._key = (seed, step, stream)
        self._rng: random.Random | None = None

    def __call__(self) -> random.Random:
        if self._rng is None:
            self._rng = rng_for(*self._key)
        return self._rng


def roll_die(rng: random.Random) -> int:
    """One six-sided die."""
    return rng.randint(1, 6)


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A shuffled copy; the input is left untouched."""
    result = list(items)
    rng.shuffle(result)
    return result
