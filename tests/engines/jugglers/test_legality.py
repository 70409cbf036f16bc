"""`apply` checks a move without building the whole legal list: the two must agree."""

from __future__ import annotations

import random

import pytest

from engines.core.cards import full_deck
from engines.core.messages import english
from engines.jugglers import rules
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.bots import bot_action
from engines.jugglers.state import SPOTS, JugglersOptions
from engines.jugglers.views import view

EVERY_CARD = [*full_deck(range(2, 15)), DECK]
CANDIDATES = [
    *(SecretInfluence(count=n) for n in range(4)),
    *(AimDummy(target=spot) for spot in SPOTS),
    *(Play(card=card, target=spot) for card in EVERY_CARD for spot in SPOTS),
]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_is_legal_agrees_with_the_legal_list_through_whole_games(players):
    state = rules.new_game(players, JugglersOptions(target_wins=1), seed=players)
    rng = random.Random(players)
    checked = 0
    while state.phase.value != "over" and checked < 400:
        for seat in range(-1, len(state.heads) + 1):  # dummies' places are no seats
            legal = rules.legal_actions(state, seat)
            assert [a for a in CANDIDATES if rules.is_legal(state, seat, a)] == [
                a for a in CANDIDATES if a in legal
            ]
        seat = rules.to_act(state)[0]
        state = rules.apply(state, seat, bot_action(view(state, seat), rng))
        checked += 1
    assert checked > 50


def test_a_die_roll_is_logged_after_the_decision_it_serves_and_credited_to_nobody():
    state = rules.new_game(2, JugglersOptions(), seed=5)  # two players: up to 2 secret
    chair = rules.to_act(state)[0]
    state = rules.apply(state, chair, SecretInfluence(count=2))
    lines = [english(line) for line in state.log]
    decided = next(i for i, line in enumerate(lines) if "includes 2 secret influences" in line)
    rolls = [i for i, line in enumerate(lines) if line.startswith("The die shows")]
    assert len(rolls) == 2 and all(i > decided for i in rolls)
    assert all("goes face down on" in lines[i] for i in rolls)
