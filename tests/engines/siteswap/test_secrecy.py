"""Secrecy (issue 31, point 1): until a performance ends, nothing public tells how many
cards went into it: not the log, the views, the terminal table, the pictures or the
hand counts. A repeat shows its variation without a word of why."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

import engines
from engines.core.protocol import IllegalAction
from engines.siteswap import rules
from engines.siteswap.actions import Extend, Lay, Stop
from engines.siteswap.patterns import text
from engines.siteswap.state import Phase
from engines.siteswap.views import view
from renderers.siteswap import TEXT_TABLE, render_table
from tests.engines.conformance import choose_bot, choose_random, play_out
from tests.engines.siteswap.helpers import everyone_stops, said, table_state

PEOPLE = ["you", "bot", "bot"]


def _shown(state, seat):
    """What `seat` is shown: its view, the terminal table and the table picture."""
    seen = view(state, seat)
    return seen, TEXT_TABLE.render(seen, PEOPLE), render_table(seen, ["a", "b", "c"])


@pytest.mark.parametrize("seat", [None, 1, 2])
def test_laying_531_or_531531_looks_the_same_to_everyone_else(seat):
    start = table_state(["5315317", "444", "222"])
    short = rules.apply(start, 0, Lay(throws="531"))
    long = rules.apply(start, 0, Lay(throws="531531"))
    assert len(short.performance.cards) == 3 and len(long.performance.cards) == 6
    assert _shown(short, seat) == _shown(long, seat)
    public = view(long, seat)
    assert public.hand_counts[0] == 7  # the face-down cards still count as A's
    assert public.performance.throws == [5, 3, 1]
    assert "cards" not in " ".join(said(public.log))  # "A lays a pattern face down ..."
    assert said(public.log)[0] == "A lays a pattern face down and juggles it: who recognises it?"


def test_the_performer_sees_their_own_hand_as_it_is():
    state = rules.apply(table_state(["5315317", "444", "222"]), 0, Lay(throws="531531"))
    assert view(state, 0).hand_values == [7]
    own = TEXT_TABLE.render(view(state, 0), PEOPLE)[0]
    assert own.startswith("Players: A (you) 7 cards (6 face down) · B (bot) 3 cards")
    assert "face down" not in TEXT_TABLE.render(view(state, 1), PEOPLE)[0]


def test_extending_ones_own_pattern_says_so():
    state = table_state(["4417", "333"], laid=[(0, "441")])
    state = rules.apply(state, 0, Extend(target=0, throws="441441"))
    assert said(view(state, None).log)[0].startswith("A extends their own 441 and juggles")


def test_an_extension_does_not_tell_how_many_cards_went_in():
    start = table_state(["4414417", "333", "222"], laid=[(1, "441")])
    three = rules.apply(start, 0, Extend(target=0, throws="441441"))
    six = rules.apply(start, 0, Extend(target=0, throws="441441441"))
    for seat in (None, 1, 2):
        assert _shown(three, seat) == _shown(six, seat)
    assert (
        said(view(six, None).log)[0]
        == "A extends B's 441 and juggles the result: who recognises it?"
    )
    assert view(six, None).hand_counts == [7, 3, 3]


def test_a_dropped_pattern_goes_back_unseen_and_the_count_never_moved():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    counts = view(state, None).hand_counts
    dropped = everyone_stops(state, clean=False)
    told = " ".join(said(view(dropped, None).log))
    assert "drops it" in told and "97531" not in told and "5 cards" not in told
    assert not Counter(state.performance.cards) - Counter(dropped.hands[0])  # all back
    assert view(dropped, None).hand_counts[0] == counts[0] + 1  # and the usual draw
    assert dropped.table == ()


def test_a_repeat_shows_its_variation_without_saying_it_is_one():
    state = table_state(["5317", "444", "222"], laid=[(1, "531")])
    state = replace(state, played=((5, 3, 1),))
    state = rules.apply(state, 0, Lay(throws="531"))
    log = said(view(state, None).log)
    assert "It is juggled with clubs instead of balls." in log
    assert not any("before" in line or "repeat" in line for line in log)
    assert view(state, 1).performance.variation == "with clubs instead of balls"


def test_the_scramble_changes_the_laid_count_and_nobody_else_can_tell():
    state = rules.apply(table_state(["5315317", "444", "222"]), 0, Lay(throws="531"))
    lengths = set()
    for attempt in range(10):
        for seat in (None, 1, 2):
            scrambled = engines.get("siteswap").scramble_hidden(state, seat, random.Random(attempt))
            lengths.add(len(scrambled.performance.cards))
            assert _shown(scrambled, seat) == _shown(state, seat)
    assert lengths == {6}  # 531 becomes 531531: the only other count A's 7 cards allow
    own = engines.get("siteswap").scramble_hidden(state, 0, random.Random(1))
    assert own.performance == state.performance  # the performer knows what they laid


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_leak_check_meets_performances_whose_count_it_changes(players):
    """The conformance suite's leak check (views, terminal table and pictures unchanged
    by `scramble_hidden`) also sees laid counts changed, in games like its own."""
    engine = engines.get("siteswap")
    changed = 0
    for seed, chooser in ((9, choose_random), (3, choose_bot)):
        rng = random.Random(seed)
        for state in play_out(engine, players, seed, chooser).states:
            if state.phase is not Phase.PERFORMANCE or state.performance.kind == "trick":
                continue
            for seat in [None, *range(players)]:
                scrambled = engine.scramble_hidden(state, seat, rng)
                if len(scrambled.performance.cards) == len(state.performance.cards):
                    continue
                changed += 1
                assert engine.view(scrambled, seat) == engine.view(state, seat)
                assert text(scrambled.performance.values) != text(state.performance.values)
    assert changed


def test_a_guess_after_the_drop_is_refused():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    dropped = everyone_stops(state, clean=False)
    assert dropped.phase is Phase.TURN and dropped.turn == 1
    with pytest.raises(IllegalAction, match="not your turn"):
        rules.apply(dropped, 2, Stop())
