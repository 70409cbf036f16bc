"""The three Jugglers bot levels: all legal, and each stronger than the one below."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from engines.core.levels import LEVELS, Budget
from engines.jugglers.actions import Play
from engines.jugglers.bots import easy_action, legal_from_view
from engines.jugglers.state import JugglersOptions, Spot
from tests.engines.jugglers.helpers import ENGINE, cards, new, put, to_cycle_play

Bot = Callable[[Any, random.Random], Any]


def _level(name: str, iterations: int | None = None) -> Bot:
    decide = ENGINE.bots[name].decide
    return lambda view, rng: decide(view, rng, Budget(iterations=iterations))


def _random(view, rng: random.Random):
    return rng.choice(legal_from_view(view))


def _play(players: int, seed: int, bots: list[Bot], options: JugglersOptions | None = None):
    """One game with `bots[seat]` at each seat, every move checked to be legal."""
    state = ENGINE.new_game(players, options or JugglersOptions(), seed)
    rng = random.Random(seed)
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        action = bots[seat](view, rng)
        assert action in ENGINE.legal_actions(state, seat)
        state = ENGINE.apply(state, seat, action)
    return ENGINE.outcome(state)


def _share(high: Bot, low: Bot, games: int, players: int = 4) -> float:
    """The win share of one `high` bot among `low` bots, its seat rotated."""
    total = 0.0
    for game in range(games):
        seat = game % players
        bots = [high if s == seat else low for s in range(players)]
        winners = _play(players, 500 + game, bots).winners
        total += (seat in winners) / len(winners)
    return total / games


def test_the_engine_offers_every_level_and_a_usual_table():
    assert tuple(ENGINE.bots) == LEVELS
    assert ENGINE.bots["hard"].searches and ENGINE.bots["hard"].iterations
    assert not ENGINE.bots["easy"].searches and not ENGINE.bots["normal"].searches
    assert ENGINE.min_players <= ENGINE.usual_players <= ENGINE.max_players


def test_normal_is_the_games_own_bot():
    state = to_cycle_play(new(4, seed=3))
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    normal = ENGINE.bots["normal"].decide(view, random.Random(5), Budget())
    assert normal == ENGINE.bot_action(view, random.Random(5))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_easy_and_normal_answer_legally_in_every_game(players):
    for seed, options in enumerate(
        [JugglersOptions(), JugglersOptions(dummy_sigils=False, target_wins=1)] * 3
    ):
        _play(players, seed, [_level("easy"), _level("normal")] * 3, options)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hard_answers_legally_in_a_whole_game(players):
    options = JugglersOptions(dummy_sigils=players != 2, target_wins=1)
    _play(players, players, [_level("hard", iterations=6)] + [_level("normal")] * 4, options)


def test_easy_never_plays_against_the_policy_it_wants_but_does_not_always_play_the_best():
    """Sigil K of hearts: the left policy (Q of hearts) matches, the right (J of spades)
    does not. A 9 on the joker's 8 and 6 would lift the joker's hand over the left's
    9 and 4 in part; easy keeps away from that, and varies among the harmless moves."""
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    left, joker, right = state.drafts
    state = replace(
        state,
        sigils=put(state.sigils, seat, cards("Kh")[0]),
        drafts=(
            replace(left, policy=cards("Qh")[0], face_up=cards("9c 4h"), face_down=()),
            replace(joker, face_up=cards("8d 6s"), face_down=()),
            replace(right, policy=cards("Js")[0], face_up=cards("2c"), face_down=()),
        ),
        hands=put(state.hands, seat, cards("9d 3s 7c")),
    )
    view = ENGINE.view(state, seat)
    chosen = {easy_action(view, random.Random(seed)) for seed in range(60)}
    assert Play(card=cards("9d")[0], target=Spot.JOKER) not in chosen
    assert Play(card=cards("9d")[0], target=Spot.LEFT) in chosen
    assert len(chosen) > 1


def test_easy_clearly_beats_random_players():
    assert _share(_level("easy"), _random, games=48) > 0.5


def test_normal_clearly_beats_easy_players():
    assert _share(_level("normal"), _level("easy"), games=48) > 0.5
