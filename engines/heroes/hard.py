"""The hard Heroes bot: an information-set search (ISMCTS) over the deals its view allows.

Each iteration deals the heroes it cannot see afresh (`determinize`), tries a
move, and plays the draft out with the normal bot in every seat. The draft's
end is as far as a playout goes: at Lock-in every player's best four is a
dominant choice (a lineup's points depend on nobody else's), so each seat's
result is scored there as its best lineup's points plus its Star Bank, and the
top score wins. For the same reason the hard bot locks in as the normal bot
does, without searching.

The tree branches on a short list of sensible moves (`candidates`) rather than
on all of them: every take, ending the turn, and the jokers worth weighing
(Protection of a table, and against each rival a Ban, a Sabotage and a Swap
aimed at their strongest visible heroes). The full list runs to hundreds of
joker moves (a Ban for every hero), which a budget of a few hundred
iterations could not even try once each.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engines.core.levels import Budget
from engines.core.protocol import Outcome
from engines.core.search import EngineGame, search, win_shares
from engines.heroes import rules
from engines.heroes.actions import (
    Ban,
    EndTurn,
    HeroesAction,
    Protect,
    Sabotage,
    Swap,
    TakeHidden,
    TakeOpen,
)
from engines.heroes.bots import bot_action
from engines.heroes.determinize import determinize
from engines.heroes.places import refs
from engines.heroes.roster import hero
from engines.heroes.scoring import best_points
from engines.heroes.state import HeroesState, Phase
from engines.heroes.views import HeroesView, view

ITERATIONS = 300  # the default for real play: the first move, the longest to search, takes 0.8 s


def _strongest_table(state: HeroesState, seat: int) -> list[int]:
    return sorted(state.tables[seat], key=lambda h: (-hero(h).stars, h))


def _cheapest_ref(state: HeroesState, seat: int) -> str | None:
    """The reference of the hero `seat` misses least (its best lineup loses least)."""
    held = state.possession(seat)
    options = refs(state, seat)
    if not options:
        return None
    losses = [best_points(held[:i] + held[i + 1 :]) for i in range(len(held))]
    return options[max(range(len(held)), key=lambda i: (losses[i], -i))]


def _jokers(state: HeroesState, seat: int) -> list[HeroesAction]:
    moves: list[HeroesAction] = []
    if state.tables[seat]:
        moves.append(Protect())
    give = _cheapest_ref(state, seat)
    for target in range(state.players):
        if target == seat or not state.possession(target):
            continue
        table = _strongest_table(state, target)
        if table:
            moves.append(Ban(house=hero(table[0]).house, hero=table[0]))
            if give is not None:
                moves.append(Swap(mine=give, target=target, theirs=f"t{table[0]}"))
        # The two strongest on show, or blind picks from the hand to make up two.
        order = refs(state, target)
        chosen = [f"t{h}" for h in table[:2]]
        chosen += [r for r in order if r[0] == "h"][: 2 - len(chosen)]
        chosen.sort(key=order.index)
        moves.append(Sabotage(target=target, first=chosen[0], second=(chosen[1:] or [None])[0]))
    return moves


def candidates(state: HeroesState, seat: int) -> list[HeroesAction]:
    """The moves the search weighs for `seat`: every one it could make outside the
    jokers, and the jokers aimed where they can hurt or help most. Each is legal."""
    legal_moves = rules.legal_actions(state, seat)
    if state.phase is Phase.LOCK_IN or not rules.joker_allowed(state, seat):
        return legal_moves
    plain = [a for a in legal_moves if isinstance(a, TakeOpen | TakeHidden | EndTurn)]
    return [*plain, *_jokers(state, seat)]


class HeroesGame(EngineGame):
    """The search's view of the rules: candidates for moves, unchecked moves (each
    came from `candidates`), playouts by the normal bot to the start of Lock-in."""

    def determinize(self, view: HeroesView, rng: random.Random) -> HeroesState:
        return determinize(view, rng)

    def to_act(self, state: HeroesState) -> Sequence[int]:
        return rules.to_act(state)

    def legal_actions(self, state: HeroesState, seat: int) -> Sequence[HeroesAction]:
        return candidates(state, seat)

    def apply(self, state: HeroesState, seat: int, action: HeroesAction) -> HeroesState:
        return rules.play(state, seat, action)

    def playout_action(self, state: HeroesState, seat: int, rng: random.Random) -> HeroesAction:
        return bot_action(view(state, seat), rng)

    def stop_playout(self, state: HeroesState, steps: int) -> bool:
        return state.phase in (Phase.LOCK_IN, Phase.OVER)

    def rewards(self, state: HeroesState) -> Sequence[float]:
        scores = [
            float(best_points(state.possession(s)) + state.bank[s]) for s in range(state.players)
        ]
        top = max(scores)
        winners = [s for s, score in enumerate(scores) if score == top]
        return win_shares(Outcome(winners=winners, scores=scores, summary=[]))


GAME = HeroesGame(None)  # it asks the rules directly, not an engine object


def hard_action(view: HeroesView, rng: random.Random, budget: Budget) -> HeroesAction:
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.LOCK_IN:
        return bot_action(view, rng)
    moves = candidates(determinize(view, rng), seat)
    if len(moves) == 1:
        return moves[0]
    return search(GAME, view, seat, rng, budget, ITERATIONS)
