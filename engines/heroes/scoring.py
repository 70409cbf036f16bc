"""Points: a lineup's stars and house bonuses, and the Star Bank for lost heroes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import lru_cache

from engines.core.messages import Message, msg, nmsg
from engines.heroes.roster import HOUSE_WORDS, HOUSES, ROSTER, Hero
from engines.heroes.state import LINEUP_SIZE as LINEUP

# What a hero brings to a lineup is its stars and house only: heroes alike share one
# code (stars first, so codes sort by stars), and holdings alike one cached answer.
_KIND = tuple(h.stars * 8 + HOUSES.index(h.house) for h in ROSTER)
_KINDS = tuple(sorted(set(_KIND)))

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


def best_points(hero_ids: Iterable[int]) -> int:
    """The points of the best lineup these heroes allow (0 for none).

    Bots ask this for every hero they might take, thousands of times a game, so
    it is answered per holding of (stars, house) codes, cached, and without
    trying every four (see `_best_points`).
    """
    return _best_points(tuple(sorted((_KIND[h] for h in hero_ids), reverse=True)))


def best_points_plus(hero_ids: Iterable[int]) -> tuple[int, Callable[[int], int]]:
    """The best lineup's points of these heroes, and a function giving them with one
    more hero. A bot weighs every hero it might get against the same holding, and
    a search asks again for the same holdings in playout after playout: the answers
    for all 25 kinds of hero are worked out once per holding and cached."""
    before, plus = _plus(tuple(sorted((_KIND[h] for h in hero_ids), reverse=True)))
    return before, lambda hero_id: plus[_KIND[hero_id]]


@lru_cache(maxsize=1 << 14)
def _plus(kinds: tuple[int, ...]) -> tuple[int, dict[int, int]]:
    more = {kind: _best_points(tuple(sorted((*kinds, kind), reverse=True))) for kind in _KINDS}
    return _best_points(kinds), more


@lru_cache(maxsize=1 << 16)
def _best_points(kinds: tuple[int, ...]) -> int:
    """Only three lineups can be best: the four highest stars (with whatever bonus
    they happen to make), the three best of a house with three or more plus the
    best other hero (+3), and the best hero of each of the four strongest houses
    (+4). Every lineup scores at most one of these, so their maximum is exactly the
    best over all choices of four. `kinds` fall, so the strongest come first."""
    top = kinds[:LINEUP]
    houses = [kind % 8 for kind in top]
    best = sum(kind // 8 for kind in top)
    if len(set(houses)) == LINEUP:
        best += FOUR_HOUSES_BONUS
    elif any(houses.count(house) >= 3 for house in houses):
        best += SAME_HOUSE_BONUS
    if len(kinds) <= LINEUP:
        return best
    by_house: dict[int, list[int]] = {}
    for index, kind in enumerate(kinds):
        by_house.setdefault(kind % 8, []).append(index)
    if len(by_house) >= LINEUP:
        tops = sorted((kinds[members[0]] // 8 for members in by_house.values()), reverse=True)
        best = max(best, sum(tops[:LINEUP]) + FOUR_HOUSES_BONUS)
    for members in by_house.values():
        if len(members) >= 3:
            three = members[:3]
            fourth = next(kinds[i] // 8 for i in range(len(kinds)) if i not in three)
            best = max(best, sum(kinds[i] // 8 for i in three) + fourth + SAME_HOUSE_BONUS)
    return best


def points_in_words(heroes: Iterable[Hero], bank: int) -> Message:
    """How a lineup's points add up, as the reveal says it:
    "12 stars + 3 for 3 Ember + 2 banked = 17 points"."""
    chosen = list(heroes)
    houses = Counter(hero.house for hero in chosen)
    stars = sum(hero.stars for hero in chosen)
    parts = [nmsg("{count} star", "{count} stars", stars)]
    house, most = houses.most_common(1)[0] if houses else ("", 0)
    if most >= 3:
        parts.append(msg("{bonus} for {count} {house}", bonus=SAME_HOUSE_BONUS, count=most,
                         house=HOUSE_WORDS[house]))  # fmt: skip
    if len(houses) >= 4:
        parts.append(msg("{bonus} for four houses", bonus=FOUR_HOUSES_BONUS))
    if bank:
        parts.append(msg("{bank} banked", bank=bank))
    added = parts[-1]
    for part in reversed(parts[:-1]):
        added = msg("{first} + {rest}", first=part, rest=added)
    total = lineup_points(chosen) + bank
    return nmsg("{parts} = {count} point", "{parts} = {count} points", total, parts=added)


def bank_for(hero: Hero) -> int:
    """What a player banks for a hero lost to someone else's joker: half its stars, rounded up."""
    return (hero.stars + 1) // 2
