"""Guesses only while a pattern is guessed, and a bot that can take any seat at any moment.

Two faults the conformance suite's default games never met: a right guesser who
sent a Guess again while swapping laid the same pattern a second time (83 cards
in an 80-card game), and the bot standing in for the juggler of a live trick
answered "clean", which a trick refuses, so the person could not leave.
"""

from __future__ import annotations

import random

import pytest

from engines.core.choosing import field_tokens, matching
from engines.core.protocol import IllegalAction
from engines.siteswap import bots, rules
from engines.siteswap.actions import (
    Extend,
    Guess,
    Lay,
    Report,
    RightGuess,
    SwapGive,
    SwapTake,
    Trick,
    TrickDiscard,
)
from engines.siteswap.state import Phase, SiteswapState
from engines.siteswap.views import view
from tests.engines.siteswap.helpers import cards, table_state


def _cards_in_game(state: SiteswapState) -> int:
    held = sum(len(hand) for hand in state.hands)
    laid = sum(len(pattern.cards) for pattern in state.table)
    juggled = len(state.performance.cards) if state.phase is Phase.PERFORMANCE else 0
    if state.phase is Phase.PERFORMANCE and state.performance.target is not None:
        juggled -= len(state.table[state.performance.target].cards)
    return held + laid + juggled + len(state.pickup) + len(state.discard)


def _named(**options: object) -> SiteswapState:
    """B has named A's 531 and may swap; C still held guesses when it was named."""
    state = table_state(["5313", "777", "777"], pickup="3333", discard="9", **options)
    state = rules.apply(state, 0, Lay(throws="531"))
    return rules.apply(state, 1, Guess(throws="531"))


@pytest.mark.parametrize("mode", ["animated", "live"])
def test_a_guess_once_the_pattern_is_named_is_refused_and_lays_nothing_twice(mode):
    state = _named(mode=mode)
    assert state.phase is Phase.SWAP_TAKE and len(state.table) == 1
    total = _cards_in_game(state)
    for seat in (1, 2, 0):  # the swapper, a guesser who had guesses left, the juggler
        with pytest.raises(IllegalAction, match=r"does not fit|nothing to do"):
            rules.apply(state, seat, Guess(throws="531"))
    state = rules.apply(state, 1, SwapTake(source="discard"))
    with pytest.raises(IllegalAction, match="does not fit"):
        rules.apply(state, 1, Guess(throws="531"))
    state = rules.apply(state, 1, SwapGive(card=cards("7")[0]))
    assert len(state.table) == 1 and _cards_in_game(state) == total
    # ...and on the next turn, with nothing juggled, a guess is no move either.
    with pytest.raises(IllegalAction, match="does not fit"):
        rules.apply(state, state.turn, Guess(throws="531"))


def test_a_guess_while_a_named_trick_is_discarded_for_is_refused():
    state = rules.apply(table_state(["57777", "777", "777"], mode="live"), 0, Trick())
    state = rules.apply(state, 1, Guess(throws="mills mess"))
    state = rules.apply(state, 0, RightGuess(guesser=1))
    assert state.phase is Phase.TRICK_DISCARD
    for seat in (0, 1, 2):
        with pytest.raises(IllegalAction):
            rules.apply(state, seat, Guess(throws="mills mess"))


def _bot_answers_legally(state: SiteswapState) -> SiteswapState:
    """Every seat awaited gets the bot's answer, which must be listed and apply; the
    first seat's answer is the next state."""
    following = None
    for seat in rules.to_act(state):
        action = bots.bot_action(view(state, seat), random.Random(seat))
        assert matching(rules.legal_actions(state, seat), field_tokens(action)), (seat, action)
        after = rules.apply(state, seat, action)
        following = following or after
    assert following is not None
    return following


@pytest.mark.parametrize("guessed", [False, True], ids=["unguessed", "guessed"])
def test_a_bot_juggling_a_live_trick_in_someones_place_says_nobody_named_it(guessed):
    state = rules.apply(table_state(["57777", "777", "777"], mode="live"), 0, Trick())
    if guessed:
        state = rules.apply(state, 1, Guess(throws="mills mess"))
    action = bots.bot_action(view(state, 0), random.Random(0))
    assert action == Report(result="dropped")
    after = rules.apply(state, 0, action)
    assert after.phase is Phase.TURN and after.turn == 1 and len(after.hands[0]) == 6


def _phases(mode: str) -> list[SiteswapState]:
    """A state of every phase the mode has, with every kind of performance."""
    start = table_state(["5313", "7777", "5557"], laid=[(1, "51")], mode=mode)
    lay = rules.apply(start, 0, Lay(throws="531"))
    extend = rules.apply(start, 0, Extend(target=0, throws="5151"))
    named = rules.apply(lay, 1, Guess(throws="531"))
    states = [start, lay, extend, named, rules.apply(named, 1, SwapTake(source="pickup"))]
    if mode == "live":
        trick = rules.apply(start, 0, Trick())
        guessed = rules.apply(trick, 2, Guess(throws="mills mess"))
        discard = rules.apply(guessed, 0, RightGuess(guesser=2))
        first, second = discard.hands[0][:2]
        swap = rules.apply(discard, 0, TrickDiscard(first=first, second=second))
        states += [trick, guessed, discard, swap]
    return states


@pytest.mark.parametrize("mode", ["animated", "live"])
def test_the_bot_answers_legally_for_any_seat_in_every_phase(mode):
    seen = set()
    for state in _phases(mode):
        seen.add(state.phase)
        _bot_answers_legally(state)
    expected = {Phase.TURN, Phase.PERFORMANCE, Phase.SWAP_TAKE, Phase.SWAP_GIVE}
    assert seen == (expected | {Phase.TRICK_DISCARD} if mode == "live" else expected)
