"""What each viewer sees of a Siteswap table, and what nobody may read."""

from __future__ import annotations

import random

from engines.siteswap import rules
from engines.siteswap.actions import Lay
from engines.siteswap.bots import bot_action
from engines.siteswap.patterns import parse
from engines.siteswap.views import view
from renderers.siteswap import TEXT_TABLE, text_animation
from tests.engines.siteswap.helpers import said, table_state


def test_watchers_see_the_throws_as_performed_but_no_text_says_them():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    for seat in (None, 0, 1, 2):
        seen = view(state, seat)
        assert seen.performance.throws == [9, 7, 5, 3, 1]
        lines = [*said([*seen.log, seen.progress]), *TEXT_TABLE.render(seen, ["you", "bot", "bot"])]
        assert not any("97531" in line or "9 7 5" in line for line in lines)
        frames = text_animation(seen)
        assert frames and not any(ch.isdigit() for frame in frames for row in frame for ch in row)


def test_the_performers_remaining_hand_is_secret():
    state = rules.apply(table_state(["975317", "444", "222"]), 0, Lay(throws="97531"))
    assert view(state, 0).hand and view(state, 0).hand_values == [7]
    assert view(state, None).hand == []
    for seat in (1, 2):
        assert 7 not in view(state, seat).hand_values
        assert view(state, seat).hand_counts == view(state, None).hand_counts


def test_live_mode_shows_no_throws_at_all():
    state = rules.apply(table_state(["5313", "777"], mode="live"), 0, Lay(throws="531"))
    assert view(state, 1).performance.throws is None
    assert text_animation(view(state, 1)) == []


def test_the_bot_lays_the_longest_pattern_and_names_a_cascade_it_watches():
    state = table_state(["55117", "333"])
    laid = bot_action(view(state, 0), random.Random(1))
    assert isinstance(laid, Lay) and sorted(parse(laid.throws)) == [1, 1, 5, 5]
    state = rules.apply(table_state(["4417", "333", "333"]), 0, Lay(throws="441"))
    named = [bot_action(view(state, 1), random.Random(seed)) for seed in range(20)]
    assert sum(getattr(action, "throws", "") == "441" for action in named) >= 15
