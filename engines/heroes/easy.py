"""The easy Heroes bot: a newcomer's plain play, from its own view only.

It counts stars and nothing else: it takes the open hero with the most stars
(blind from the Hidden Pool only when the Open Pool is empty), locks in its
four strongest heroes whatever their houses, and knows one joker: in round 3,
after its take, it bans the strongest hero on another player's table. It
never aims at a house bonus, and everything it takes lies face up on its
table, where a rival's Ban or Sabotage finds its best heroes: that is how a
newcomer beats it. It never throws a hero away either, which is how it beats
random play.
"""

from __future__ import annotations

import random

from engines.heroes.actions import Ban, EndTurn, HeroesAction, LockIn, Pick, TakeHidden, TakeOpen
from engines.heroes.roster import hero
from engines.heroes.state import LINEUP_SIZE, Phase
from engines.heroes.views import HeroesView


def _strongest(heroes: tuple[int, ...] | list[int]) -> list[int]:
    """Most stars first; among equals the lower id, so the choice is reproducible."""
    return sorted(heroes, key=lambda h: (-hero(h).stars, h))


def _take(view: HeroesView) -> HeroesAction:
    if not view.open_pool and not view.hidden_count:
        rugged = _strongest(view.rugged)
        return TakeOpen(hero=rugged[0]) if rugged else EndTurn()
    if not view.open_pool:
        return TakeHidden()
    return TakeOpen(hero=_strongest(view.open_pool)[0])


def _ban(view: HeroesView) -> HeroesAction | None:
    theirs = [h for s, table in enumerate(view.tables) if s != view.seat for h in table]
    target = _strongest(theirs)[:1]
    return Ban(house=hero(target[0]).house, hero=target[0]) if target else None


def easy_action(view: HeroesView, rng: random.Random) -> HeroesAction:
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.LOCK_IN:
        mine = [*view.hand, *view.tables[seat]]
        target = _strongest(mine)[:LINEUP_SIZE]
        missing = [h for h in target if h not in view.my_lineup]
        if len(view.my_lineup) < len(target) and missing:
            return Pick(hero=missing[0])
        return LockIn()
    if view.phase is Phase.AFTER_TAKE:
        ban = _ban(view) if view.joker_ready and view.round == 3 else None
        return ban or EndTurn()
    return _take(view)
