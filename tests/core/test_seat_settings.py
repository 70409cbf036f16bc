"""Options each player sets for their own seat: declared once, kept with their seat."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field

from engines.core.seat_settings import (
    per_seat_field,
    seat_settings,
    with_seat_value,
    without_seat,
)


class Options(BaseModel):
    rounds: int = 3
    flashed: tuple[int, ...] = Field(
        (9, 9, 9, 9), json_schema_extra=per_seat_field("Most balls I have flashed", range(3, 14))
    )


def test_a_game_declares_its_per_seat_options_in_its_options_model():
    (setting,) = seat_settings(Options)
    assert (setting.field, setting.prompt) == ("flashed", "Most balls I have flashed")
    assert setting.choices == tuple(range(3, 14))


def test_a_player_sets_their_own_seat_only():
    options = with_seat_value(Options(), "flashed", 2, 11)
    assert options.flashed == (9, 9, 11, 9) and options.rounds == 3


def test_a_short_list_typed_at_the_terminal_is_filled_with_defaults():
    options = with_seat_value(Options(flashed=(10,)), "flashed", 3, 5)
    assert options.flashed == (10, 9, 9, 5)


def test_values_follow_their_seats_when_someone_leaves():
    options = Options(flashed=(4, 11, 12, 13))
    assert without_seat(options, 1).flashed == (4, 12, 13, 9)


@pytest.mark.parametrize(("name", "value"), [("flashed", 14), ("flashed", 2), ("rounds", 4)])
def test_what_is_not_a_choice_is_refused(name, value):
    with pytest.raises(ValueError):
        with_seat_value(Options(), name, 0, value)
