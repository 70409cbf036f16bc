"""Whether a performer juggles an unnamed pattern 20 cycles clean (animated mode).

The seed's only barrier to laying a pattern is juggling it, so an unnamed pattern
is laid only when a seeded draw from the game's random source falls below its
chance, which falls as the pattern gets harder for its performer:
- more balls, against the most the performer has flashed;
- a higher throw, against the same;
- more cards: 20 cycles of a longer pattern are more throws to catch.
The chance is the product of one factor from each table; the rules page prints
the tables (docs/rules/siteswap.md, "Performances"), and the numbers were chosen
with `python -m bot simulate siteswap` so that every player gets turns and laying
every card at once is seldom the best try.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.dice import rng_for
from engines.siteswap.patterns import balls

# By how many balls the pattern stays under the most the performer has flashed.
BALLS = {6: 1.0, 5: 0.95, 4: 0.9, 3: 0.8, 2: 0.65, 1: 0.45, 0: 0.25}
BALLS_OVER = 0.1  # more balls than the performer has ever flashed
# By how much the highest throw stays under the most balls flashed.
HEIGHT = {3: 1.0, 2: 0.95, 1: 0.9, 0: 0.8}
HEIGHT_OVER = 0.6  # a throw higher than the performer has flashed
# By the number of cards laid (20 cycles of them are juggled).
CARDS = {2: 1.0, 3: 1.0, 4: 0.6, 5: 0.4, 6: 0.25, 7: 0.15, 8: 0.1}
CARDS_MORE = 0.05  # 9 cards or more


def _capped(table: dict[int, float], margin: int, below: float) -> float:
    """The table's factor for a margin: its largest row for larger margins, `below`
    for a negative one."""
    if margin < 0:
        return below
    return table[min(margin, max(table))]


def clean_chance(performed: Sequence[int], cards: int, flashed: int) -> float:
    """The chance that `flashed`'s juggler keeps `performed` (as juggled, `cards` laid)
    going 20 cycles without a drop."""
    ball_factor = _capped(BALLS, flashed - balls(tuple(performed)), BALLS_OVER)
    height_factor = _capped(HEIGHT, flashed - max(performed), HEIGHT_OVER)
    card_factor = CARDS.get(cards, CARDS_MORE if cards > max(CARDS) else 1.0)
    return ball_factor * height_factor * card_factor


def juggled_clean(seed: int, step: int, chance: float) -> bool:
    """The seeded draw that decides a performance: the same game gives the same draw."""
    return rng_for(seed, step, "juggle").random() < chance
