"""Points: a lineup's stars and house bonuses, and the Star Bank for lost heroes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engines.heroes.roster import Hero

SAME_HOUSE_BONUS = 3  # three or more heroes of one house
FOUR_HOUSES_BONUS = 4  # four different houses


def lineup_points(heroes: Iterable[Hero]) -> int:
    """The lineup's stars, +3 when three or more share a house, +4 when four houses differ."""
    chosen = list(heroes)
    houses = Counter(hero.house for hero in chosen)
    points = sum(hero.stars for hero in chosen)
    if houses and max(houses.values()) >= 3:
        points += SAME_HOUSE_BONUS
    if len(houses) >= 4:
        points += FOUR_HOUSES_BONUS
    return points


def bank_for(hero: Hero) -> int:
    """What a player banks for a hero lost to someone else's joker: half its stars, rounded up."""
    return (hero.stars + 1) // 2
