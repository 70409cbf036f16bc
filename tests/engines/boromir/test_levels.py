"""Boromir's three bots: legal at every level, from views alone, in their order of
strength, and the hard one within its budget."""

import random
import time

import pytest

from engines.boromir import hard
from engines.boromir.actions import Pass
from engines.boromir.bots import legal_from_view
from engines.core.levels import LEVELS, Budget
from engines.core.playout import bot_game
from tests.engines.boromir.helpers import ENGINE, position

SMALL = Budget(iterations=8)  # a search that still branches, cheap enough for many moves


def _random(view, rng, budget):
    legal = legal_from_view(view)
    return legal[rng.randrange(len(legal))]


def _share(strong, weak, games: int, players: int = 2) -> float:
    """The share of the win one `strong` bot takes among `weak` ones, seats rotated."""
    won = 0.0
    for game in range(games):
        mine = game % players
        state = ENGINE.new_game(players, ENGINE.Options(), 500 + game)
        rng = random.Random(game)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            decide = strong if seat == mine else weak
            state = ENGINE.apply(state, seat, decide(ENGINE.view(state, seat), rng, SMALL))
        winners = ENGINE.outcome(state).winners
        won += (mine in winners) / max(1, len(winners))
    return won / games


def test_every_level_is_offered_and_only_hard_searches():
    assert tuple(ENGINE.bots) == LEVELS
    assert [ENGINE.bots[level].searches for level in LEVELS] == [False, False, True]
    assert ENGINE.bots["hard"].iterations == hard.ITERATIONS
    assert ENGINE.usual_players == 2


def test_normal_is_the_engines_own_bot():
    for state in bot_game(ENGINE, 3, 4)[:-1]:
        view = ENGINE.view(state, state.turn)
        decide = ENGINE.bots["normal"].decide
        assert decide(view, random.Random(9), Budget()) == ENGINE.bot_action(view, random.Random(9))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_moves_legally_to_the_end(level, players):
    decide = ENGINE.bots[level].decide
    for seed in range(1 if level == "hard" else 12):
        state = ENGINE.new_game(players, ENGINE.Options(), seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            action = decide(ENGINE.view(state, seat), rng, SMALL)
            assert action in ENGINE.legal_actions(state, seat)
            state = ENGINE.apply(state, seat, action)


@pytest.mark.parametrize("players", [2, 4])
def test_hard_decides_from_the_view_alone(players):
    """The scramble check: the same view, seed and budget give the same move,
    whatever the hidden cards really are."""
    decide = ENGINE.bots["hard"].decide
    checked = 0
    for state in bot_game(ENGINE, players, 11)[:-1:5]:
        seat = state.turn
        other = ENGINE.scramble_hidden(state, seat, random.Random(checked))
        assert other != state and ENGINE.view(other, seat) == ENGINE.view(state, seat)
        moves = [
            decide(ENGINE.view(deal, seat), random.Random(4), Budget(iterations=20))
            for deal in (state, other)
        ]
        assert moves[0] == moves[1]
        checked += 1
    assert checked >= 3


def test_hard_stops_when_out_of_time_and_makes_a_forced_move_at_once(monkeypatch):
    state = bot_game(ENGINE, 2, 2)[1]
    view = ENGINE.view(state, state.turn)
    assert len(legal_from_view(view)) > 1
    asked = []

    def out_of_time() -> bool:
        asked.append(True)
        return len(asked) >= 3

    started = time.process_time()
    action = hard.hard_action(view, random.Random(1), Budget(10**6, out_of_time))
    assert action in ENGINE.legal_actions(state, state.turn)
    assert len(asked) == 3 and time.process_time() - started < 1

    def no_search(*args):
        raise AssertionError("a forced move needs no search")

    monkeypatch.setattr(hard, "search", no_search)
    empty_handed = ENGINE.view(position(hands=["", "2c 3c"], pile="4c"), 0)
    assert hard.hard_action(empty_handed, random.Random(1), Budget()) == Pass()


def test_easy_beats_random_and_normal_beats_easy():
    easy, normal = ENGINE.bots["easy"].decide, ENGINE.bots["normal"].decide
    # Two random players take about 0.45 each: some 8% of random games end before
    # anyone draws the Jack of Spades, a stalemate nobody wins.
    assert _share(easy, _random, 200) > 0.55
    assert _share(normal, easy, 200) > 0.6
