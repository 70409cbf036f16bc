"""Performances with a price (issue 31, point 3) and the rules text kept (point 5): an
unnamed pattern is laid or dropped by a seeded draw against its chance; a named one is
laid whatever its chance; a named trick's exchange is optional; an unnamed trick
changes nothing but the usual draw."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core.records import to_json
from engines.siteswap import rules
from engines.siteswap.actions import (
    Extend,
    Guess,
    KeepCards,
    Lay,
    Report,
    RightGuess,
    SwapTake,
    Trick,
    TrickDiscard,
)
from engines.siteswap.juggling import clean_chance, juggled_clean
from engines.siteswap.patterns import parse
from engines.siteswap.state import Phase
from engines.siteswap.views import view
from tests.engines.siteswap.helpers import cards, everyone_stops, said, table_state


def _chance(pattern: str, flashed: int = 9) -> float:
    throws = parse(pattern)
    return clean_chance(throws, len(throws), flashed)


def test_the_chance_falls_with_balls_height_and_cards_against_what_was_flashed():
    assert _chance("531") == _chance("441") == 1.0
    assert _chance("5551") == pytest.approx(0.95 * 0.6)  # 4 balls, 4 cards
    assert _chance("97531") == pytest.approx(0.9 * 0.8 * 0.4)
    assert _chance("77226152") == pytest.approx(0.95 * 0.95 * 0.1)
    assert _chance("531531") < _chance("531")  # 20 cycles of six throws
    assert _chance("531", flashed=5) < _chance("531", flashed=9)  # closer to the limit
    assert _chance("75", flashed=6) < _chance("75", flashed=7)  # a throw above it
    assert clean_chance((9, 9, 9, 9, 9, 0), 6, 3) > 0  # never impossible


def test_the_draw_is_seeded_and_lays_about_as_often_as_the_chance_says():
    assert juggled_clean(5, 12, 0.5) == juggled_clean(5, 12, 0.5)
    laid = sum(juggled_clean(seed, 3, 0.29) for seed in range(2000))
    assert 0.25 < laid / 2000 < 0.33
    assert all(juggled_clean(seed, 3, 1.0) for seed in range(200))


def test_an_unnamed_pattern_juggled_clean_is_laid_and_the_log_says_so():
    state = rules.apply(table_state(["975317", "444", "222"]), 0, Lay(throws="97531"))
    laid = everyone_stops(state, clean=True)
    assert laid.table[0].values == (9, 7, 5, 3, 1) and laid.table[0].owner == 0
    assert ("Nobody named it. A juggles it 20 cycles clean: 97531 is laid face up."
            in said(view(laid, None).log))  # fmt: skip
    assert len(laid.hands[0]) == 2  # and the usual draw


def test_an_unnamed_pattern_dropped_goes_back_and_the_turn_ends_with_the_draw():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    dropped = everyone_stops(state, clean=False)
    assert said(view(dropped, None).log)[-2:] == [
        "Nobody named it. A drops it: the cards go back to A's hand.",
        "A draws 1 card.",
    ]
    assert dropped.table == () and len(dropped.hands[0]) == 6 and dropped.turn == 1


def test_the_same_game_always_draws_the_same_way():
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    outcomes = {to_json(rules.close_window(state)) for _ in range(3)}
    assert len(outcomes) == 1


def test_a_named_pattern_is_laid_whatever_its_chance():
    state = rules.apply(table_state(["77226152", "444", "222"]), 0, Lay(throws="77226152"))
    state = rules.apply(state, 1, Guess(throws="77226152"))
    assert state.table[0].values == parse("77226152") and state.phase is Phase.OVER


def test_a_dropped_extension_puts_back_only_the_inserted_cards():
    start = table_state(["51397", "777"], laid=[(1, "423")])
    state = rules.apply(start, 0, Extend(target=0, throws="451233"))
    dropped = everyone_stops(state, clean=False)
    assert dropped.table == start.table  # B's 423 as it was
    inserted = Counter(start.hands[0]) - Counter(state.hands[0])
    assert not inserted - Counter(dropped.hands[0])
    assert len(dropped.hands[0]) == len(start.hands[0]) + 1  # the normal draw


def test_a_laid_extension_is_announced_and_listed_under_its_extender():
    state = rules.apply(table_state(["5139", "777"], laid=[(1, "423")]), 0,
                        Extend(target=0, throws="451233"))  # fmt: skip
    assert said(view(state, None).log)[0] == (
        "A extends B's 423 and juggles the result: who recognises it?")  # fmt: skip
    laid = everyone_stops(state, clean=True)
    assert ("Nobody named it. A juggles it 20 cycles clean: 451233 is laid face up, "
            "extending B's 423.") in said(view(laid, None).log)  # fmt: skip
    shown = view(laid, 1).table[0]
    assert (shown.owner, shown.extends_owner, shown.extends) == (0, 1, [4, 2, 3])


def test_live_mode_has_no_draw_the_juggler_says_how_it_went():
    state = rules.apply(table_state(["97531", "777"], mode="live"), 0, Lay(throws="97531"))
    state = rules.apply(state, 1, Guess(throws=""))
    assert state.phase is Phase.PERFORMANCE and rules.to_act(state) == [0]
    assert rules.apply(state, 0, Report(result="clean")).table[0].values == parse("97531")


def _named_trick(hand: str = "57777"):
    state = rules.apply(table_state([hand, "777"], mode="live"), 0, Trick())
    state = rules.apply(state, 1, Guess(throws="mills mess"))
    return rules.apply(state, 0, RightGuess(guesser=1))


def test_after_a_named_trick_the_juggler_may_keep_their_cards():
    state = _named_trick()
    assert state.phase is Phase.TRICK_DISCARD
    legal = rules.legal_actions(state, 0)
    assert KeepCards() in legal and any(isinstance(a, TrickDiscard) for a in legal)
    kept = rules.apply(state, 0, KeepCards())
    assert kept.hands[0] == state.hands[0] and kept.phase is Phase.SWAP_TAKE
    assert kept.swapper == 1 and "A keeps their cards." in said(view(kept, None).log)
    after = rules.apply(kept, 1, SwapTake(source="none"))
    assert len(after.hands[0]) == 6  # the usual draw only


def test_or_discard_two_and_draw_two():
    state = _named_trick()
    five, seven = cards("57")
    state = rules.apply(state, 0, TrickDiscard(first=five, second=seven))
    assert len(state.hands[0]) == 5 and five not in state.hands[0]


def test_an_unnamed_trick_changes_nothing_but_the_usual_draw():
    state = rules.apply(table_state(["57777", "777"], mode="live"), 0, Trick())
    state = rules.apply(state, 1, Guess(throws="mills mess"))
    hand = state.hands[0]
    state = rules.apply(state, 0, Report(result="dropped"))
    assert "Nobody named A's trick: nothing changes but the usual draw." in said(
        view(state, None).log
    )
    assert len(state.hands[0]) == len(hand) + 1 and not Counter(hand) - Counter(state.hands[0])
