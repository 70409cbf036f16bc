"""The hard Heroes bot: its deals keep what the view shows, it decides from the view
alone (the scramble check), and it stops when told it is out of time."""

from __future__ import annotations

import itertools
import random

import pytest

from engines.core.levels import Budget
from engines.heroes.determinize import determinize
from engines.heroes.hard import hard_action
from engines.heroes.roster import ROSTER
from engines.heroes.scoring import best_points, lineup_points
from engines.heroes.state import LINEUP_SIZE, Phase
from tests.engines.heroes.helpers import ENGINE, all_heroes

BUDGET = Budget(iterations=40)


def _positions(players: int, seed: int, every: int = 1):
    """States along a game of random moves, with the seat to act in each."""
    state = ENGINE.new_game(players, ENGINE.Options(), seed)
    rng = random.Random(seed)
    step = 0
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        if step % every == 0:
            yield state, seat
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        step += 1


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_deal_shows_every_seat_exactly_its_own_view(players):
    """Nothing is lost in a deal: the seat's view of it equals the view it was built
    from, field by field (the log and the turn within the round included, the latter
    read from the possessions), and all 45 heroes lie somewhere, once each."""
    for seed in range(3):
        for state, _ in _positions(players, 600 + seed):
            for seat in range(players):
                view = ENGINE.view(state, seat)
                dealt = determinize(view, random.Random(seat))
                assert ENGINE.view(dealt, seat) == view
                assert all_heroes(dealt) == list(range(len(ROSTER)))


def test_a_deal_draws_what_the_seat_cannot_see_afresh():
    state = next(s for s, _ in _positions(4, 7) if s.round == 3)
    view = ENGINE.view(state, 0)
    deals = [determinize(view, random.Random(seed)) for seed in range(6)]
    others = {(d.hidden_pool, d.hands[1:]) for d in deals}
    assert len(others) == len(deals)
    assert all(d.hands[0] == state.hands[0] for d in deals)
    # Its own deal is no guide to the truth either: the same view, other secrets.
    scrambled = ENGINE.scramble_hidden(state, 0, random.Random(99))
    assert determinize(ENGINE.view(scrambled, 0), random.Random(3)) == deals[3]


def test_lineups_locked_by_others_are_drawn_again_from_their_dealt_heroes():
    """At Lock-in the others' picks are secret: a locked player gets a full lineup of
    heroes dealt to them in this deal, never the one they truly picked."""
    for state, _ in _positions(4, 21):
        if state.phase is Phase.LOCK_IN and sum(state.locked) >= 2:
            break
    seat = next(s for s in range(4) if not state.locked[s])
    dealt = determinize(ENGINE.view(state, seat), random.Random(5))
    for other in range(4):
        if other == seat:
            assert dealt.lineups[other] == state.lineups[other]
        elif state.locked[other]:
            held = dealt.possession(other)
            assert len(dealt.lineups[other]) == min(LINEUP_SIZE, len(held))
            assert set(dealt.lineups[other]) <= set(held)
        else:
            assert dealt.lineups[other] == ()


@pytest.mark.parametrize("players", [4, 6])
def test_the_hard_bot_decides_the_same_for_any_secrets_behind_the_same_view(players):
    """The scramble check: change everything the seat cannot see, and the hard bot
    still makes the same move under the same seed and budget."""
    checked = 0
    for state, seat in _positions(players, 800 + players, every=5):
        if state.phase is Phase.LOCK_IN:
            continue
        scrambled = ENGINE.scramble_hidden(state, seat, random.Random(checked))
        assert scrambled != state
        before = hard_action(ENGINE.view(state, seat), random.Random(11), BUDGET)
        after = hard_action(ENGINE.view(scrambled, seat), random.Random(11), BUDGET)
        assert before == after
        checked += 1
    assert checked >= 5


def test_the_hard_bot_stops_searching_when_out_of_time():
    state = next(s for s, seat in _positions(4, 5) if s.round == 2 and seat == s.turn)
    seat = state.turn
    asked = itertools.count(1)
    # Time runs out at the third check: two more iterations, not a million.
    budget = Budget(iterations=1_000_000, out_of_time=lambda: next(asked) >= 3)
    action = hard_action(ENGINE.view(state, seat), random.Random(1), budget)
    assert action in ENGINE.legal_actions(state, seat)
    assert next(asked) == 4  # the search asked three times, and stopped at the third
    # A clock that has run out already still gets one iteration and a legal move.
    spent = Budget(iterations=1_000_000, out_of_time=lambda: True)
    assert hard_action(ENGINE.view(state, seat), random.Random(1), spent) in (
        ENGINE.legal_actions(state, seat)
    )


def test_the_quick_best_lineup_agrees_with_trying_every_four():
    rng = random.Random(3)
    for _ in range(1500):
        heroes = rng.sample(range(len(ROSTER)), rng.randrange(0, 12))
        size = min(LINEUP_SIZE, len(heroes))
        slow = max(
            lineup_points(ROSTER[h] for h in four) for four in itertools.combinations(heroes, size)
        )
        assert best_points(heroes) == slow
