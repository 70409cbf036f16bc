"""The Heroes bot drafts toward a strong lineup and beats random play clearly."""

import random

from engines.heroes.actions import Ban, Protect
from engines.heroes.bots import bot_action, worth
from tests.engines.conformance import choose_bot, choose_random
from tests.engines.heroes.helpers import ENGINE, by_name, ids, position

GAMES = 20


def test_the_bot_wins_far_more_than_random_players():
    bot_wins = random_wins = 0.0
    for game in range(GAMES):
        bot_seat = game % 4
        state = ENGINE.new_game(4, ENGINE.Options(), 500 + game)
        rng = random.Random(game)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            choose = choose_bot if seat == bot_seat else choose_random
            state = ENGINE.apply(state, seat, choose(ENGINE, state, seat, rng))
        winners = ENGINE.outcome(state).winners
        bot_wins += bot_seat in winners
        random_wins += sum(s in winners for s in range(4) if s != bot_seat) / 3
    assert bot_wins / GAMES > 0.6 and bot_wins > 3 * random_wins


def test_the_bot_values_heroes_that_complete_a_house():
    view = ENGINE.view(position(3, tables=(ids("Spark", "Cinder"), (), ())), 0)
    assert worth(view, by_name("Kindle")) > worth(view, by_name("Drip"))


def test_the_joker_bans_a_five_star_hero_someone_took_and_protects_a_strong_table():
    ban = ENGINE.view(position(3, tables=((), ids("Sylva"), ())), 0)
    assert bot_action(ban, random.Random(1)) == Ban(house="Grove", hero=by_name("Sylva"))
    protect = ENGINE.view(position(3, tables=(ids("Barkin"), (), ())), 0)
    assert bot_action(protect, random.Random(1)) == Protect()
