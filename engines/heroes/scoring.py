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


def points_in_words(heroes: Iterable[Hero], bank: int) -> str:
    """How a lineup's points add up, as the reveal says it:
    "12 stars + 3 for 3 Ember + 2 banked = 17 points"."""
    chosen = list(heroes)
    houses = Counter(hero.house for hero in chosen)
    parts = [f"{sum(hero.stars for hero in chosen)} stars"]
    house, most = houses.most_common(1)[0] if houses else ("", 0)
    if most >= 3:
        parts.append(f"{SAME_HOUSE_BONUS} for {most} {house}")
    if len(houses) >= 4:
        parts.append(f"{FOUR_HOUSES_BONUS} for four houses")
    if bank:
        parts.append(f"{bank} banked")
    return f"{' + '.join(parts)} = {lineup_points(chosen) + bank} points"


def bank_for(hero: Hero) -> int:
    """What a player banks for a hero lost to someone else's joker: half its stars, rounded up."""
    return (hero.stars + 1) // 2
