"""The hard Boromir bot: an information-set search over the deals its view allows.

Each iteration deals the cards the view does not show (`determinize`), walks
the tree over the moves legal in that deal, and plays on with the normal
bot's judgement (`policy`) to the end of the game on the light `sim` model,
crediting each move with its mover's share of the win. The tree keeps, for
every mover, only the few moves the normal bot rates best (`WIDTH`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from engines.boromir import policy, sim
from engines.boromir.actions import BoromirAction, Capture, CoverJoker, Pass
from engines.boromir.bots import legal_from_view
from engines.boromir.determinize import determinize
from engines.boromir.sim import Deal, Move
from engines.boromir.views import BoromirView
from engines.core.levels import Budget
from engines.core.search import search

# Real play. Measured at 400 (CPU per move, mean / slowest): 2 players 0.34 / 0.74 s,
# 3 players 0.59 / 1.26 s, 4 players 0.65 / 1.42 s; 300 keeps the usual two-player
# game well inside the 1 s cap, and the caller's time check stops the rare longer one.
ITERATIONS = 300
# Moves per tree node, the normal bot's best: the search spends its iterations on
# telling good moves apart, not on trying the many plainly bad fills.
WIDTH = 6


class BoromirSearch:
    """The `SearchGame` of Boromir, played on `sim` deals."""

    def determinize(self, view: BoromirView, rng: random.Random) -> Deal:
        return sim.from_state(determinize(view, rng))

    def to_act(self, state: Deal) -> Sequence[int]:
        return () if state.over else (state.turn,)

    def legal_actions(self, state: Deal, seat: int) -> Sequence[Move]:
        ranked = sorted(policy.scored(state), key=lambda pair: -pair[0])
        return [move for _, move in ranked[:WIDTH]]

    def apply(self, state: Deal, seat: int, action: Move) -> Deal:
        return sim.apply(state, action)

    def key(self, action: Move) -> Hashable:
        return None if action is None else (action[0], action[1], action[2].index)

    def playout_action(self, state: Deal, seat: int, rng: random.Random) -> Move:
        return policy.best(state, rng)

    def stop_playout(self, state: Deal, steps: int) -> bool:
        return False

    def rewards(self, state: Deal) -> Sequence[float]:
        return sim.rewards(state)


GAME = BoromirSearch()


def hard_action(view: BoromirView, rng: random.Random, budget: Budget) -> BoromirAction:
    """Search from the view alone; a forced move is made without searching."""
    legal = legal_from_view(view)
    if not legal:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if len(legal) == 1:
        return legal[0]
    assert view.seat is not None
    return to_action(search(GAME, view, view.seat, rng, budget, ITERATIONS))


def to_action(move: Move) -> BoromirAction:
    if move is None:
        return Pass()
    source, target, card = move
    if source == sim.JOKER_SOURCE:
        return CoverJoker(card=card)
    return Capture(stack=source, onto=target, fill=card)
