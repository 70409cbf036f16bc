"""A Boromir state is frozen, so a move, a search or a leak check may keep and share it:
a move builds only what it changes and shares the rest with the state before it."""

from dataclasses import FrozenInstanceError

import pytest

from engines.boromir.actions import Capture
from engines.core.cards import parse_card
from tests.engines.boromir.helpers import ENGINE, position

RING = "Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh"


def test_a_move_shares_what_it_does_not_change():
    state = position(4, ring=RING, hands=["2c 8d", "4h", "5h", "6h"], pile="5s",
                     suits=("c", "d", "h", "s"))  # fmt: skip
    after = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("8d")))
    assert after.ring[0] != state.ring[0] and after.hands[0] != state.hands[0]
    # Untouched stacks, the other hands and the secret suits are the very same objects.
    assert all(after.ring[spot] is state.ring[spot] for spot in range(2, 13))
    assert all(after.hands[seat] is state.hands[seat] for seat in (1, 2, 3))
    assert after.suits is state.suits


def test_no_part_of_a_state_can_be_changed_in_place():
    state = position(ring=RING, hands=["2c 8d", "4h"])
    with pytest.raises(FrozenInstanceError):
        state.turn = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        state.hands[0][0] = parse_card("Ah")  # type: ignore[index]
    with pytest.raises(FrozenInstanceError):
        ENGINE.view(state, 0).ring[0].height = 3  # type: ignore[misc]
