"""Hints (issue 31, point 2): balls, then the highest throw, then the period, each as
juggled, each logged, at the moments the guessing window declares."""

from __future__ import annotations

import pytest

from engines.core.protocol import IllegalAction
from engines.core.windows import Moment
from engines.siteswap import hints, rules
from engines.siteswap.actions import Guess, Hint, Lay, Trick
from engines.siteswap.views import view
from renderers.siteswap import TEXT_TABLE
from tests.engines.siteswap.helpers import said, table_state


def _hinted(state):
    """Every hint the window still has, made as the table makes them."""
    while moves := rules.moment_actions(state):
        [(seat, action)] = moves
        state = rules.apply(state, seat, action)
    return state


def test_the_first_hint_comes_with_the_juggling_and_the_others_in_order():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    assert said(view(state, 1).performance.hints) == ["5 balls"]
    assert said(view(state, None).log)[-1] == "Hint 1 of 3: it is juggled with 5 balls."
    window = rules.guess_window(state)
    assert window.moments == (Moment(1 / 3, 1), Moment(2 / 3, 2))
    assert rules.moment_actions(state) == [(0, Hint())]  # made for the performer
    state = rules.apply(state, 0, Hint())
    assert said(view(state, None).log) == ["Hint 2 of 3: its highest throw is 9."]
    state = rules.apply(state, 0, Hint())
    assert said(view(state, None).log) == [
        "Hint 3 of 3: its period (the shortest repeating unit as juggled) is 5."
    ]
    assert said(view(state, 2).performance.hints) == ["5 balls", "highest throw 9", "period 5"]
    assert rules.guess_window(state).moments == () and rules.moment_actions(state) == []
    with pytest.raises(IllegalAction, match="no hint"):
        rules.apply(state, 0, Hint())


def test_hints_are_of_the_pattern_as_juggled_not_of_the_cards_laid():
    # 531531 is juggled as 531: period 3. With flashed 4, 915 is juggled as 612.
    state = _hinted(rules.apply(table_state(["5315317", "444", "2"]), 0, Lay(throws="531531")))
    assert said(view(state, 1).performance.hints) == ["3 balls", "highest throw 5", "period 3"]
    state = _hinted(rules.apply(table_state(["9157", "444"], flashed=(4, 9)), 0,
                                Lay(throws="915")))  # fmt: skip
    assert said(view(state, 1).performance.hints) == ["3 balls", "highest throw 6", "period 3"]
    assert hints.values((6, 1, 2)) == (3, 6, 3)


def test_a_hint_from_anyone_else_or_outside_a_window_is_refused():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    with pytest.raises(IllegalAction):
        rules.apply(state, 1, Hint())
    with pytest.raises(IllegalAction):
        rules.apply(table_state(["97531", "444"]), 0, Hint())


def test_a_trick_has_no_hints():
    state = rules.apply(table_state(["531", "444"], mode="live"), 0, Trick())
    assert rules.guess_window(state).moments == ()
    assert view(state, 1).performance.hints == []
    assert not any(line.startswith("Hint") for line in said(view(state, None).log))


def test_the_window_counts_each_seats_answers_for_rounds_without_a_clock():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    state = rules.apply(state, 1, Guess(throws="3"))
    window = rules.guess_window(state)
    assert window.seats == (1, 2) and [window.answers[s] for s in window.seats] == [1, 0]


def test_the_terminal_table_shows_the_hints_so_far_and_the_wrong_guesses():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    state = rules.apply(rules.apply(state, 0, Hint()), 1, Guess(throws="3"))
    lines = TEXT_TABLE.render(view(state, 2), ["bot", "bot", "you"])
    assert "A is juggling a new pattern." in lines
    assert "Hints so far: 5 balls · highest throw 9" in lines
    assert "Still guessing: B, C · guessed wrong: 3" in lines
