"""A Heroes bot that drafts toward a strong lineup, from its own view only.

A hero's worth to the bot is its stars plus its share of a house bonus given
what the bot already holds. It takes the best open hero unless a blind take
is worth more on average. Its joker goes where it gains most: Ban a five-star
hero someone took, Sabotage the leader's best table heroes, Protection when
its own table shows a strong hero, Swap its weakest hero for the best one in
sight; it plays it in round 3 at the latest. At Lock-in it picks the best
four it holds, one pick at a time.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

from engines.heroes.actions import (
    Ban,
    EndTurn,
    HeroesAction,
    LockIn,
    Pick,
    Protect,
    Sabotage,
    Swap,
    TakeHidden,
    TakeOpen,
)
from engines.heroes.roster import ROSTER, hero
from engines.heroes.scoring import best_points_plus, lineup_points
from engines.heroes.state import LINEUP_SIZE, Phase
from engines.heroes.views import HeroesView

STRONG = 4  # stars that make a hero worth protecting or stealing


def _mine(view: HeroesView) -> list[int]:
    return [*view.hand, *view.tables[view.seat or 0]]


def best_lineup(heroes: list[int]) -> tuple[int, ...]:
    size = min(LINEUP_SIZE, len(heroes))
    if size == 0:
        return ()
    return max(combinations(sorted(heroes), size),
               key=lambda four: lineup_points(hero(h) for h in four))  # fmt: skip


def worth(view: HeroesView, hero_id: int) -> float:
    """How much `hero_id` would add to the bot's best lineup."""
    before, plus = best_points_plus(_mine(view))
    return _gain(before, plus, hero_id)


def _gain(before: int, plus: Callable[[int], int], hero_id: int) -> float:
    return plus(hero_id) - before + 0.01 * hero(hero_id).stars


def _unseen_average(view: HeroesView) -> float:
    held = _mine(view)
    seen = {*view.open_pool, *view.rugged, *view.banned, *held}
    for table in view.tables:
        seen.update(table)
    unseen = [h.id for h in ROSTER if h.id not in seen]
    before, plus = best_points_plus(held)
    return sum(_gain(before, plus, h) for h in unseen) / len(unseen) if unseen else 0.0


def _take(view: HeroesView) -> HeroesAction:
    sources = view.open_pool if (view.open_pool or view.hidden_count) else view.rugged
    best = max(sources, key=lambda h: worth(view, h), default=None)
    if view.hidden_count and (best is None or worth(view, best) < _unseen_average(view)):
        return TakeHidden()
    return TakeOpen(hero=best) if best is not None else EndTurn()


def _leader(view: HeroesView) -> int | None:
    others = [s for s in range(view.players) if s != view.seat]
    scores = {s: sum(hero(h).stars for h in view.tables[s]) for s in others}
    leader = max(scores, key=scores.get, default=None)
    return leader if leader is not None and scores[leader] > 0 else None


def _joker(view: HeroesView, late: bool) -> HeroesAction | None:
    seat = view.seat or 0
    others = [s for s in range(view.players) if s != seat]
    taken = [(h, s) for s in others for h in view.tables[s]]
    fives = [h for h, _ in taken if hero(h).stars == 5 and h not in view.banned]
    if fives:
        return Ban(house=hero(fives[0]).house, hero=fives[0])
    if any(hero(h).stars >= STRONG for h in view.tables[seat]):
        return Protect()
    leader = _leader(view)
    if leader is not None and len(view.tables[leader]) >= 2:
        table = view.tables[leader]
        best_two = sorted(table, key=lambda h: -hero(h).stars)[:2]
        top = sorted(best_two, key=table.index)  # in table order, as the rules list them
        return Sabotage(target=leader, first=f"t{top[0]}", second=f"t{top[1]}")
    mine = [f"h{i}" for i in range(len(view.hand))] + [f"t{h}" for h in view.tables[seat]]
    if late and taken and mine:
        best, owner = max(taken, key=lambda pair: hero(pair[0]).stars)
        return Swap(mine=mine[0], target=owner, theirs=f"t{best}")
    return None


def bot_action(view: HeroesView, rng: random.Random) -> HeroesAction:
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.LOCK_IN:
        target = best_lineup(_mine(view))
        missing = [h for h in target if h not in view.my_lineup]
        if len(view.my_lineup) < len(target) and missing:
            return Pick(hero=missing[0])
        return LockIn()
    if view.joker_ready:
        joker = _joker(view, late=view.round == 3 and view.phase is Phase.AFTER_TAKE)
        if joker is not None:
            return joker
    if view.phase is Phase.AFTER_TAKE:
        return EndTurn()
    return _take(view)
