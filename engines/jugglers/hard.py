"""The hard Jugglers bot: an information-set search over the deals its view allows.

Each iteration takes a deal of the hidden cards made from the view alone
(`determinize`; a pool of them, taken in turn), tries one of the searcher's
three best moves by the normal bot's reckoning, and plays on with the normal
bot for every seat (the searcher too) until the current gathering is over. A
whole game is about 300 moves, too many to play out hundreds of times per
decision, while a gathering is at most 17, and a move's effect on the game is
mostly on the policies of its own gathering. At
the cut-off the result is estimated (`estimate`): the round's points so far,
plus the matching policies still to come, each passing about half the time
(52% between normal bots), turned into each seat's chance of winning the round
and then of winning the match.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from functools import cache

from engines.core import search
from engines.core.levels import Budget
from engines.jugglers import bots, rules, views
from engines.jugglers.actions import AimDummy, Play, SecretInfluence
from engines.jugglers.determinize import ROOT_STEP, determinize
from engines.jugglers.scoring import matches, round_points
from engines.jugglers.state import INFLUENCE, OVER, JugglersState
from engines.jugglers.views import JugglersView

# Iterations for real play: about 0.3 s of CPU per move on average at four players on
# this project's machines, under 0.7 s at most, inside the 1 s cap. The bot ladder's
# budget is 200 (70 ms a move): one hard bot among three normal ones won a share of
# 0.309 of 300 games (95% interval 0.259 to 0.363).
ITERATIONS = 800
# Moves searched per decision: the searcher's best few by the normal bot's reckoning.
CANDIDATES = 3
# The share of a win the search's result gives the normal bot's own choice: another
# candidate must look that much better to be chosen instead.
PREFERENCE = 0.02
# Iterations per deal: each deal is searched about this many times, once per
# candidate move and a few more (see `JugglersSearch.determinize`).
ITERATIONS_PER_DEAL = 5
# How often a policy still to come passes, as between normal bots (52%).
PASS_CHANCE = 0.5
# How sharply the expected round points decide the round's winner: a lead of one
# point is worth about e^2 to one in the estimated odds.
TEMPERATURE = 0.5


class JugglersSearch:
    """The rules as `engines.core.search` asks for them (a `SearchGame`): the
    engine's own, with playouts that end with the root's gathering."""

    def __init__(self, view: JugglersView, seat: int, iterations: int) -> None:
        self.root = (view.round, view.gathering)
        self.seat = seat
        # The normal bot's own choice, which the search leaves only for a clearly
        # better one (see `rewards`); none where it draws at random (the influence).
        self.favourite = None if view.phase is INFLUENCE else bots.best_moves(view, 1)[0]
        self.tried: Action | None = None  # the root move of the iteration under way
        self.pool = max(1, iterations // ITERATIONS_PER_DEAL)
        self.deals: list[JugglersState] = []
        self.dealt = 0

    def determinize(self, view: JugglersView, rng: random.Random) -> JugglersState:
        """The next of a pool of deals, in turn (one deal per `ITERATIONS_PER_DEAL`
        iterations). Moves compared on the same deals (the same hidden cards, and the
        same dice, since a deal carries its seed) differ by what the moves do more than
        by luck, so fewer iterations tell them apart."""
        self.dealt += 1
        if len(self.deals) < self.pool:
            self.deals.append(determinize(view, rng))
        return self.deals[(self.dealt - 1) % len(self.deals)]

    def to_act(self, state: JugglersState) -> Sequence[int]:
        return rules.to_act(state)

    def legal_actions(self, state: JugglersState, seat: int) -> Sequence[Action]:
        """At the root, the searcher's few best moves by the normal bot's reckoning;
        after it, the best one of every seat's, the searcher's too (all are played as
        normal players), so the iterations go to the decision at hand rather than to
        the searcher's later ones, which it will search when it gets there."""
        root = seat == self.seat and state.step == ROOT_STEP
        return bots.best_moves(views.view(state, seat), CANDIDATES if root else 1)

    def apply(self, state: JugglersState, seat: int, action: Action) -> JugglersState:
        if seat == self.seat and state.step == ROOT_STEP:
            self.tried = action
        return rules.apply(state, seat, action)

    def key(self, action: Action) -> Hashable:
        # Actions are frozen and compare by value: the same move in any deal.
        return action

    def playout_action(self, state: JugglersState, seat: int, rng: random.Random) -> Action:
        return bots.bot_action(views.view(state, seat), rng)

    def stop_playout(self, state: JugglersState, steps: int) -> bool:
        return (state.round, state.gathering) != self.root

    def rewards(self, state: JugglersState) -> Sequence[float]:
        """`estimate`, with the searcher's share shaded `PREFERENCE` towards the normal
        bot's own choice: most moves differ by less than a search of a few hundred
        iterations can tell apart, and there the heuristic's choice is the better bet."""
        chances = estimate(state, self.root[0])
        if self.favourite is not None:
            liked = PREFERENCE if self.tried == self.favourite else 0.0
            chances[self.seat] = (1 - PREFERENCE) * chances[self.seat] + liked
        return chances


Action = SecretInfluence | Play | AimDummy


def hard_action(view: JugglersView, rng: random.Random, budget: Budget) -> Action:
    """The move the search prefers. Every Jugglers decision offers two moves at least
    (0 or more secret influences; any card on any of three hands), so there is no
    forced move to spare the search."""
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    iterations = budget.iterations or ITERATIONS
    game = JugglersSearch(view, seat, iterations)
    return search.search(game, view, seat, rng, budget, iterations)


def estimate(state: JugglersState, root_round: int) -> list[float]:
    """Each seat's chance of winning the match from a cut-off playout: exact at the
    end (the round wins at the target are the match's shares), from the round wins
    once the root's round is scored, else from the expected points of the round
    under way."""
    target = state.options.target_wins
    if state.round != root_round or state.phase is OVER:  # the root's round is scored
        return list(match_chances(state.round_wins, target))
    odds = [math.exp(points / TEMPERATURE) for points in _expected_points(state)]
    total = sum(odds)
    chances = [0.0] * state.players
    for winner, weight in enumerate(odds):
        wins = tuple(w + (seat == winner) for seat, w in enumerate(state.round_wins))
        for seat, chance in enumerate(match_chances(wins, target)):
            chances[seat] += weight / total * chance
    return chances


def _expected_points(state: JugglersState) -> list[float]:
    """Round points so far plus half a point for each policy still to come that
    matches the seat's sigil."""
    sigils = state.sigils
    points = round_points(sigils, state.village_order, state.players)
    to_come = [*state.policy_deck]
    to_come += [draft.policy for draft in state.drafts if draft.policy is not None]
    expected = []
    for seat in range(state.players):
        sigil = sigils[seat]
        assert sigil is not None  # every seat holds a sigil during a round
        matching = sum(1 for card in to_come if matches(sigil, card))
        expected.append(points[seat] + PASS_CHANCE * matching)
    return expected


@cache  # one table per (round wins, target): at most 6^5 of them
def match_chances(wins: tuple[int, ...], target: int) -> tuple[float, ...]:
    """Each seat's chance of winning the match from these round wins, if every later
    round is won by one seat, each as likely (ties at the top share the win)."""
    top = max(wins)
    if top >= target:
        leaders = [seat for seat, w in enumerate(wins) if w == top]
        return tuple(1 / len(leaders) if w == top else 0.0 for w in wins)
    chances = [0.0] * len(wins)
    for winner in range(len(wins)):
        after = tuple(w + (seat == winner) for seat, w in enumerate(wins))
        for seat, chance in enumerate(match_chances(after, target)):
            chances[seat] += chance / len(wins)
    return tuple(chances)
