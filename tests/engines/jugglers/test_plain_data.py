"""States, views and bot moves are plain data that validation would give back unchanged.

The engine builds its records with constructors and never validates them;
pydantic checks them only where they cross an edge (`engines.core.records`).
Comparing `repr`s after a JSON round trip also catches a value of the wrong
type that `==` would let pass: a list where the field says tuple, an int
point where it says float, a plain string where it says `Spot`.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engines.core.records import load_json, to_json
from engines.jugglers.scoring import round_points
from engines.jugglers.state import JugglersState, clone
from engines.jugglers.views import JugglersView
from tests.engines.conformance import choose_bot, play_out
from tests.engines.jugglers.helpers import ENGINE, cards


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_states_views_and_bot_moves_match_their_validated_copies(players):
    playout = play_out(ENGINE, players, 5, choose_bot)
    rng = random.Random(5)
    for state in playout.states[::3]:
        assert repr(load_json(JugglersState, to_json(state))) == repr(state)
        for seat in [None, *range(players)]:
            view = ENGINE.view(state, seat)
            assert repr(load_json(JugglersView, to_json(view))) == repr(view)
        for seat in ENGINE.to_act(state):
            action = ENGINE.bot_action(ENGINE.view(state, seat), rng)
            assert repr(ENGINE.parse_action(to_json(action))) == repr(action)


def test_round_points_are_floats_even_for_a_seat_that_scored_nothing():
    """Nothing converts them later: a state holds what the engine made."""
    points = round_points(cards("Kh 2c"), (), players=2)
    assert points == (0.0, 0.0) and all(type(score) is float for score in points)


def test_a_clone_shares_every_value_and_changes_apart_from_its_original():
    state = play_out(ENGINE, 4, 6, choose_bot).states[30]
    before = to_json(state)
    copy = clone(state)
    assert copy == state and copy is not state
    assert all(
        getattr(copy, field.name) is getattr(state, field.name)
        for field in dataclasses.fields(state)
    )
    copy.deck, copy.step = copy.deck[:-1], copy.step + 1
    assert to_json(state) == before


def test_loading_refuses_a_state_of_the_wrong_shape():
    state = ENGINE.new_game(4, ENGINE.Options(), 1)
    text = to_json(state)
    for broken in (
        text.replace('"phase":"influence"', '"phase":"nap"'),
        text.replace('"drafts":[', '"drafts":[{},', 1),
        text.replace('"seed":1', '"seed":"one"'),
    ):
        assert broken != text
        with pytest.raises(ValueError):
            load_json(JugglersState, broken)
