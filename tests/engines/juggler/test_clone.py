"""`rules.clone`: the copy a move, the leak check and a search change in place."""

from __future__ import annotations

from engines.core.records import to_json
from engines.juggler.rules import clone
from engines.juggler.state import JugglerOptions
from tests.engines.conformance import choose_random, play_out
from tests.engines.juggler.helpers import ENGINE


def test_a_clone_is_the_same_game_and_shares_nothing_the_rules_change():
    playout = play_out(ENGINE, 4, 3, choose_random, JugglerOptions(max_rounds=2))
    checked = 0
    for state in playout.states[::2]:
        before = to_json(state)
        copy = clone(state)
        assert copy == state and to_json(copy) == before
        # Change every collection of the clone in place: the original must not notice.
        for cards in (copy.red, copy.black, copy.table, copy.log, *copy.hands):
            cards.append("Z")
        copy.totals.append(0)
        copy.words.append("QUIZ")
        copy.results.clear()
        assert to_json(state) == before
        if not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            action = ENGINE.legal_actions(state, seat)[0]
            assert ENGINE.apply(clone(state), seat, action) == ENGINE.apply(state, seat, action)
            checked += 1
    assert checked > 10
