"""The seed's own examples, played through the engine."""

from __future__ import annotations

import pytest

from engines.core.protocol import IllegalAction
from engines.siteswap import rules
from engines.siteswap.actions import Extend, Guess, Lay
from engines.siteswap.state import Phase
from engines.siteswap.views import view
from tests.engines.siteswap.helpers import everyone_stops, table_state


def test_423_is_extended_to_451233_and_no_card_is_drawn_after():
    state = table_state(["5139", "777"], laid=[(1, "423")])
    state = rules.apply(state, 0, Extend(target=0, throws="451233"))
    assert state.phase is Phase.PERFORMANCE and len(state.hands[0]) == 1
    state = everyone_stops(state)
    assert state.table[0].values == (4, 5, 1, 2, 3, 3)
    # Listed under its extender, as an extension of B's pattern.
    assert (state.table[0].owner, state.table[0].extends_owner) == (0, 1)
    assert state.table[0].extends == (4, 2, 3)
    assert len(state.hands[0]) == 1  # an extension draws nothing
    assert state.turn == 1


@pytest.mark.parametrize("typed", ["51", "15", "5151", "1515", "5 1"])
def test_5151_is_playable_and_every_way_of_naming_it_is_right(typed):
    state = rules.apply(table_state(["51517", "333"]), 0, Lay(throws="5151"))
    state = rules.apply(state, 1, Guess(throws=typed))
    assert state.phase is Phase.SWAP_TAKE and state.swapper == 1
    assert state.table[0].values == (5, 1, 5, 1)


def test_741_is_not_714():
    state = rules.apply(table_state(["7412", "333"]), 0, Lay(throws="741"))
    state = rules.apply(state, 1, Guess(throws="714"))
    assert state.phase is Phase.PERFORMANCE and state.performance.wrong[1] == 1
    state = rules.apply(state, 1, Guess(throws="417"))  # a rotation of 741
    assert state.swapper == 1


@pytest.mark.parametrize(
    ("cards", "flashed", "performed"),
    [("933", 8, [6, 3, 3]), ("915", 4, [6, 1, 2]), ("9155", 8, [5, 1, 5, 5]),
     ("9155", 4, [5, 1, 1, 1]), ("933", 9, [9, 3, 3])],
)  # fmt: skip
def test_a_juggler_who_never_flashed_that_many_balls_performs_the_concession(
    cards, flashed, performed
):
    state = table_state([cards + "2", "333"], flashed=(flashed, 9))
    state = rules.apply(state, 0, Lay(throws=cards))
    assert view(state, 1).performance.throws == performed
    # Naming either the cards or what was juggled is right.
    for guess in (cards, "".join(map(str, performed))):
        guessed = rules.apply(state, 1, Guess(throws=guess))
        assert guessed.swapper == 1


def test_915_performed_as_612_takes_a_5_but_not_a_3():
    state = table_state(["9152", "335"], flashed=(4, 9))
    state = everyone_stops(rules.apply(state, 0, Lay(throws="915")))
    assert state.table[0].values == (9, 1, 5)  # the cards' values, not the concession
    assert state.turn == 1 and state.phase is Phase.TURN
    with pytest.raises(IllegalAction, match="not a siteswap"):
        rules.apply(state, 1, Extend(target=0, throws="9315"))
    with pytest.raises(IllegalAction, match="not an extension"):
        rules.apply(state, 1, Extend(target=0, throws="6312"))
    extended = rules.apply(state, 1, Extend(target=0, throws="9155"))
    assert extended.performance.values == (9, 1, 5, 5)
