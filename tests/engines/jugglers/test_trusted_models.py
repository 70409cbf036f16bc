"""States, views and bot actions built without validation are what validation would make.

`apply`, `view` and the bot skip pydantic's checks for speed (`engines.core.trusted`);
comparing `repr`s also catches a value of the wrong type, such as a plain string
where validation would give a `Spot`, which `==` would let pass.
"""

from __future__ import annotations

import random

import pytest
from pydantic import BaseModel

from engines.core.trusted import trusted
from engines.jugglers.actions import Play
from engines.jugglers.state import Spot
from engines.jugglers.views import JugglersView
from tests.engines.conformance import choose_bot, play_out
from tests.engines.jugglers.helpers import ENGINE, cards


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_states_views_and_bot_moves_match_their_validated_copies(players):
    playout = play_out(ENGINE, players, 5, choose_bot)
    rng = random.Random(5)
    for state in playout.states[::3]:
        rebuilt = ENGINE.State.model_validate_json(state.model_dump_json())
        assert repr(rebuilt) == repr(state)
        for seat in [None, *range(players)]:
            view = ENGINE.view(state, seat)
            assert repr(JugglersView.model_validate(view.model_dump())) == repr(view)
        for seat in ENGINE.to_act(state):
            action = ENGINE.bot_action(ENGINE.view(state, seat), rng)
            assert repr(ENGINE.parse_action(action.model_dump_json())) == repr(action)


def test_trusted_gives_what_the_model_would():
    nine = cards("9d")[0]
    made = trusted(Play, {"kind": "play", "card": nine, "target": Spot.LEFT})
    assert made == Play(card=nine, target=Spot.LEFT)
    assert made.model_fields_set == {"kind", "card", "target"}


def test_trusted_models_of_a_class_share_their_field_names_safely():
    """Every trusted instance of a class holds one shared set of field names: setting a
    field adds nothing to it, and a copy's own set takes its changes."""
    made = trusted(Spotted, {"spot": Spot.LEFT, "note": "a"})
    other = trusted(Spotted, {"spot": Spot.RIGHT, "note": "b"})
    assert made.model_fields_set is other.model_fields_set
    assert made.model_fields_set == {"spot", "note"}
    made.note = "changed"
    copy = made.model_copy(update={"note": "copied"})
    copy.model_fields_set.add("extra name")
    assert other.model_fields_set == {"spot", "note"}
    assert other.model_dump(exclude_unset=True) == {"spot": Spot.RIGHT, "note": "b"}


class Spotted(BaseModel):
    spot: Spot
    note: str
