"""How long bots seem to think before their moves are shown."""

from __future__ import annotations

import pytest

from bot.chat.thinking import GLANCE, pause_before_showing, seeming
from bot.tables.deciding import Thought


def test_no_bot_move_no_pause():
    assert pause_before_showing((), 2.0) == 0.0
    assert pause_before_showing((Thought(1, 20, 0.0),), 0.0) == 0.0  # pauses switched off


def test_the_pause_grows_with_the_choices_and_the_search():
    one, few, many = (seeming(Thought(1, choices, 0.0)) for choices in (1, 4, 24))
    assert one == pytest.approx(GLANCE) and one < few < many
    assert seeming(Thought(1, 4, 0.5)) == pytest.approx(few + 0.5)


def test_search_time_already_spent_is_not_waited_again():
    searched = (Thought(1, 8, 0.6),)
    assert pause_before_showing(searched, 2.0) == pytest.approx(seeming(Thought(1, 8, 0.0)))


def test_at_most_the_cap_in_all_per_announcement():
    many = tuple(Thought(seat, 24, 0.0) for seat in range(4))
    assert sum(seeming(thought) for thought in many) > 2.0
    assert pause_before_showing(many, 2.0) == pytest.approx(2.0)
    long_search = (Thought(1, 24, 1.9), Thought(2, 24, 0.0))
    assert pause_before_showing(long_search, 2.0) == pytest.approx(0.1)  # 1.9 s already passed
    assert pause_before_showing((Thought(1, 24, 3.0),), 2.0) == 0.0
