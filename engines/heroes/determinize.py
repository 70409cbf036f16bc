"""A whole Heroes state that one seat's view could be showing, for the hard bot's search.

Built from the view alone, never from the true state. Kept as the view shows
it: the seat's own hand (position by position) and lineup picks, the Open
Pool, every table, the Rugged Zone, the Banned Pool, Star Banks, jokers used,
who has locked in, the round and whose turn it is, and the log. Dealt at
random: the heroes the seat cannot account for go to the Hidden Pool (in a
random order) and to the other hands, each as many as the view counts. Other
players' lineup picks are secret until everyone has locked in, so they are
drawn again: a locked player gets the best four of the heroes just dealt to
them (what a player who locked would have chosen), one still choosing gets no
picks yet. The state's seed is drawn too, so the shuffles a joker makes later
differ from deal to deal.

Where the turn stands inside a round is not shown as a number; it is read
from the heroes in each possession (every turn takes one hero; a joker keeps
the counts, as a lost hero is replaced). Only when a replacement or a take
found nothing at all (both pools and the Rugged Zone empty, which five or six
players can reach late in the game) does that reading drift from the truth.
"""

from __future__ import annotations

import random

from engines.heroes.bots import best_lineup
from engines.heroes.roster import ROSTER
from engines.heroes.state import TAKES_PER_ROUND, HeroesState, Phase
from engines.heroes.views import HeroesView

_ALL = tuple(h.id for h in ROSTER)


def determinize(view: HeroesView, rng: random.Random) -> HeroesState:
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no seat to search for")
    players = view.players
    seen = {*view.open_pool, *view.rugged, *view.banned, *view.hand}
    for table in view.tables:
        seen.update(table)
    unseen = [h for h in _ALL if h not in seen]
    rng.shuffle(unseen)
    deal = iter(unseen)
    hands = tuple(
        view.hand if s == seat else tuple(next(deal) for _ in range(view.hand_counts[s]))
        for s in range(players)
    )
    hidden_pool = tuple(deal)
    if len(hidden_pool) != view.hidden_count:
        raise ValueError("the view's counts do not add up to the 45 heroes")
    possessions = [(*hands[s], *view.tables[s]) for s in range(players)]
    if view.lineups is not None:
        lineups = view.lineups
    else:
        lineups = tuple(
            view.my_lineup if s == seat
            else best_lineup(list(possessions[s])) if view.locked[s]
            else ()
            for s in range(players)
        )  # fmt: skip
    first, turn_index = _turn_order(view, possessions)
    return HeroesState(
        players=players, seed=rng.getrandbits(32), step=0, round=view.round, first=first,
        turn_index=turn_index, phase=view.phase, open_pool=view.open_pool,
        hidden_pool=hidden_pool, hands=hands, tables=view.tables, rugged=view.rugged,
        banned=view.banned, bank=view.bank, joker_used=view.joker_used, joker_now=False,
        lineups=lineups, locked=view.locked, milestone=view.milestone, log=view.log,
    )  # fmt: skip


def _turn_order(view: HeroesView, possessions: list[tuple[int, ...]]) -> tuple[int, int]:
    """(who began round 1, turns taken this round), read from the possessions: each
    player holds one hero per turn taken. `joker_now` needs no reading: it matters
    only while the joker is unused, and then it is False."""
    if view.phase not in (Phase.TAKE, Phase.AFTER_TAKE) or view.turn is None:
        return 0, 0
    players, earlier = view.players, TAKES_PER_ROUND * (view.round - 1)
    taken = sum(min(TAKES_PER_ROUND, max(0, len(held) - earlier)) for held in possessions)
    # After a take the turn has not passed yet: the mover's hero is already counted.
    turn_index = taken - (view.phase is Phase.AFTER_TAKE)
    turn_index = min(TAKES_PER_ROUND * players - 1, max(0, turn_index))
    first = (view.turn - turn_index - (view.round - 1)) % players
    return first, turn_index
