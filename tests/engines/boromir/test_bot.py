"""The bot plays to its secret side, from its view only, and beats random play."""

import random

import pytest

from engines.boromir.actions import Capture
from engines.boromir.bots import bot_action, side_weights
from engines.core.cards import parse_card
from tests.engines.boromir.helpers import ENGINE, position
from tests.engines.conformance import choose_bot, choose_random

GAMES = 24


def _bot_share(players: int) -> tuple[float, float]:
    """Wins of the bot's seat and the average random seat, the bot's seat rotating."""
    bot_wins = random_wins = 0.0
    for game in range(GAMES):
        bot_seat = game % players
        state = ENGINE.new_game(players, ENGINE.Options(), 1000 + game)
        rng = random.Random(game)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            choose = choose_bot if seat == bot_seat else choose_random
            state = ENGINE.apply(state, seat, choose(ENGINE, state, seat, rng))
        winners = ENGINE.outcome(state).winners
        bot_wins += bot_seat in winners
        random_wins += sum(seat in winners for seat in range(players) if seat != bot_seat) / (
            players - 1
        )
    return bot_wins / GAMES, random_wins / GAMES


@pytest.mark.parametrize("players", [2, 4])
def test_the_bot_wins_clearly_more_than_random_play(players):
    bot, other = _bot_share(players)
    assert bot >= 2 * other and bot > 0.5, (bot, other)


def test_holding_the_jack_it_leans_black_and_keeps_the_jack_hidden():
    state = position(ring="Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["Js 8c", "4h"],
                     pile="2c 3c 4c", jack_holder=0)  # fmt: skip
    view = ENGINE.view(state, 0)
    assert side_weights(view) == {"black": 1.0, "red": -1.0}
    action = bot_action(view, random.Random(1))
    assert not (isinstance(action, Capture) and action.fill == parse_card("Js"))


def test_without_the_jack_it_keeps_the_balance_early_and_turns_red_late():
    long_pile = "8c 9c 10c Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d 10d"
    early = ENGINE.view(position(hands=["2c", "3c 4c 5c 6c 7c"], pile=long_pile), 0)
    assert side_weights(early) is None
    late = ENGINE.view(position(hands=["2c", "3c 4c 5c 6c 7c"], pile="8c"), 0)
    weights = side_weights(late)
    assert weights is not None and weights["red"] > 0 > weights["black"]
