"""The hard bot's search: deals built from a view alone, decisions that depend on
nothing else, a time cap that holds, an estimate that favours the leader, and a
small edge for the normal bot's own choice."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.core.levels import Budget
from engines.core.records import to_json
from engines.jugglers.bots import best_moves, bot_action
from engines.jugglers.determinize import determinize
from engines.jugglers.hard import (
    ITERATIONS_PER_DEAL,
    PREFERENCE,
    JugglersSearch,
    hard_action,
    match_chances,
)
from engines.jugglers.secrets import hidden_from
from engines.jugglers.state import JugglersOptions, JugglersState
from tests.engines.conformance import choose_bot, play_out
from tests.engines.jugglers.helpers import ALL_52, ENGINE, where_cards_are

TABLES = [
    (2, JugglersOptions()),
    (2, JugglersOptions(dummy_sigils=False)),
    (3, JugglersOptions()),
    (4, JugglersOptions()),
    (5, JugglersOptions()),
]


def _positions(players: int, options: JugglersOptions, every: int) -> list[JugglersState]:
    """Every `every`-th state of a normal-bot game, up to its end."""
    playout = play_out(ENGINE, players, 41, choose_bot, options=options)
    return [state for state in playout.states[::every] if not ENGINE.is_over(state)]


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_a_deal_from_a_view_shows_that_seat_the_same_view(players, options):
    """Every field of the view comes back, the log and the recap included; what the
    state holds beyond any view (seed, step, the order of the seat's hand, the last
    cycle's last player) is the search's own."""
    for state in _positions(players, options, every=3):
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        dealt = determinize(view, random.Random(state.step))
        assert to_json(ENGINE.view(dealt, seat)) == to_json(view)
        assert where_cards_are(dealt) == ALL_52


def test_a_deal_puts_the_unseen_cards_anywhere_they_could_be():
    """Across deals of one view, each hidden card turns up in several hidden places,
    and the cards the seat sees never move."""
    state = next(s for s in _positions(4, JugglersOptions(), every=1) if len(s.deck) > 2)
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    places: dict[str, Counter] = {}
    for seed in range(40):
        dealt = determinize(view, random.Random(seed))
        assert dealt.hands[seat] == view.hand and dealt.sigils[seat] == view.sigil
        for other in range(4):
            if other != seat:
                places.setdefault("hand", Counter()).update(dealt.hands[other])
                places.setdefault("sigil", Counter()).update([dealt.sigils[other]])
        places.setdefault("deck", Counter()).update(dealt.deck)
    true_hidden = set(hidden_from(state, seat))
    influence_hidden = {card for card in true_hidden if card.rank <= 10}
    assert set(places["hand"]) == influence_hidden
    assert set(places["sigil"]) == {card for card in true_hidden if card.rank > 10}
    assert len(set(places["deck"])) > len(state.deck)


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_a_deal_plays_on_to_the_end_of_the_game(players, options):
    for state in _positions(players, options, every=40):
        seat = ENGINE.to_act(state)[0]
        dealt = determinize(ENGINE.view(state, seat), random.Random(7))
        rng = random.Random(7)
        while not ENGINE.is_over(dealt):
            mover = ENGINE.to_act(dealt)[0]
            dealt = ENGINE.apply(dealt, mover, bot_action(ENGINE.view(dealt, mover), rng))
            assert where_cards_are(dealt) == ALL_52


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_same_view_gives_the_same_decision_whatever_is_hidden(players):
    """The scramble check: a state and the same state with everything the seat cannot
    see shuffled give the same move under the same seed and budget."""
    for state in _positions(players, JugglersOptions(), every=57):
        seat = ENGINE.to_act(state)[0]
        scrambled = ENGINE.scramble_hidden(state, seat, random.Random(3))
        assert where_cards_are(scrambled) == ALL_52
        assert hidden_from(scrambled, seat) != hidden_from(state, seat)
        moves = [
            hard_action(ENGINE.view(s, seat), random.Random(11), Budget(iterations=12))
            for s in (state, scrambled)
        ]
        assert moves[0] == moves[1]


def test_the_search_stops_when_time_is_up():
    """With no iteration limit to speak of, the caller's time check ends the search:
    it is asked between iterations and the first True ends it."""
    state = _positions(4, JugglersOptions(), every=1)[20]
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    asked = 0

    def out_of_time() -> bool:
        nonlocal asked
        asked += 1
        return asked >= 25

    action = hard_action(view, random.Random(1), Budget(10**9, out_of_time))
    assert asked == 25
    assert action in ENGINE.legal_actions(state, seat)


def test_the_estimate_values_round_wins_by_how_close_they_bring_the_match():
    assert match_chances((2, 0, 1, 0), 2) == (1.0, 0.0, 0.0, 0.0)
    assert match_chances((2, 2, 0, 0), 2) == (0.5, 0.5, 0.0, 0.0)
    leader, *others = match_chances((1, 0, 0, 0), 2)
    assert sum((leader, *others)) == pytest.approx(1.0)
    assert leader > 0.25 > others[0] == others[1] == others[2]


def test_a_search_spreads_its_iterations_over_a_pool_of_deals_in_turn():
    """Moves are compared on the same deals: one deal per few iterations, then again
    from the first."""
    state = _positions(4, JugglersOptions(), every=1)[10]
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    game = JugglersSearch(view, seat, iterations=2 * ITERATIONS_PER_DEAL)
    rng = random.Random(4)
    first, second, third = (game.determinize(view, rng) for _ in range(3))
    assert third is first and second is not first
    assert to_json(second) != to_json(first)


def test_the_search_gives_the_normal_bots_choice_a_small_edge_and_only_to_the_searcher():
    state = _positions(4, JugglersOptions(), every=1)[10]
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    game = JugglersSearch(view, seat, iterations=50)
    favourite, other = best_moves(view, 2)
    dealt = game.determinize(view, random.Random(2))
    # The same end state scored after each root move: only the searcher's share moves.
    same_end = game.apply(dealt, seat, other)
    game.apply(dealt, seat, favourite)
    liked = game.rewards(same_end)
    game.apply(dealt, seat, other)
    plain = game.rewards(same_end)
    assert liked[seat] - plain[seat] == pytest.approx(PREFERENCE)
    assert [s for i, s in enumerate(liked) if i != seat] == [
        s for i, s in enumerate(plain) if i != seat
    ]
