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


def roll_die(rng: random.Random) -> int:
    """One six-sided die."""
    return rng.randint(1, 6)


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A shuffled copy; the input is left untouched."""
    result = list(items)
    rng.shuffle(result)
    return result
