"""The hard bot's search: deals built from a view alone, and a light game that
plays exactly like the real rules."""

import random

import pytest

from engines.boromir import policy, sim
from engines.boromir.bots import score, side_weights
from engines.boromir.determinize import determinize
from engines.boromir.hard import to_action
from engines.boromir.ring import JACK_OF_SPADES
from engines.core.cards import JOKER
from engines.core.playout import bot_game
from engines.core.search import win_shares
from tests.engines.boromir.helpers import ENGINE


def _positions(players: int, games: int):
    """Every unfinished position of a few normal-bot games."""
    for seed in range(games):
        yield from (state for state in bot_game(ENGINE, players, seed) if not ENGINE.is_over(state))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_determinized_deal_shows_each_seat_exactly_its_view(players):
    rng = random.Random(players)
    for state in _positions(players, 6):
        for seat in range(players):
            view = ENGINE.view(state, seat)
            assert ENGINE.view(determinize(view, rng), seat) == view


def test_the_deal_varies_what_the_view_hides_and_nothing_else():
    state = bot_game(ENGINE, 4, 3)[6]
    view = ENGINE.view(state, 1)
    deals = [determinize(view, random.Random(seed)) for seed in range(8)]
    assert len({deal.hands[0] for deal in deals}) > 1
    assert len({deal.draw_pile for deal in deals}) > 1
    assert len({deal.suits for deal in deals}) > 1
    assert {deal.suits[1] for deal in deals} == {state.suits[1]}
    assert {deal.hands[1] for deal in deals} == {view.hand}


def test_two_players_the_unplayed_jack_is_held_or_in_the_pile_and_the_joker_buried():
    seen_held = seen_pile = 0
    rng = random.Random(5)
    for state in _positions(2, 12):
        for seat in range(2):
            view = ENGINE.view(state, seat)
            deal = determinize(view, rng)
            buried = [card for stack in deal.ring for card in stack[:-1]]
            tops = [stack[-1] for stack in deal.ring]
            assert JOKER in tops or JOKER in buried
            if view.black_seat is None and JACK_OF_SPADES not in view.hand:
                assert JACK_OF_SPADES not in buried and JACK_OF_SPADES not in tops
                held = JACK_OF_SPADES in deal.hands[1 - seat]
                assert deal.jack_holder == (1 - seat if held else None)
                seen_held += held
                seen_pile += JACK_OF_SPADES in deal.draw_pile
    assert seen_held and seen_pile


def test_a_spectator_view_cannot_be_dealt_out():
    with pytest.raises(ValueError):
        determinize(ENGINE.view(bot_game(ENGINE, 2, 1)[3], None), random.Random(1))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_light_game_plays_exactly_like_the_rules(players):
    """Random moves through both: the same legal moves in the same order, the same
    tops, hands, pile, turn, holder and end, and the same shares of the win."""
    for seed in range(8):
        rng = random.Random(seed)
        state = ENGINE.new_game(players, ENGINE.Options(), seed)
        deal = sim.from_state(state)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            legal = ENGINE.legal_actions(state, seat)
            moves = sim.moves(deal)
            assert [to_action(move) for move in moves] == legal
            pick = rng.randrange(len(legal))
            state = ENGINE.apply(state, seat, legal[pick])
            deal = sim.apply(deal, moves[pick])
            assert deal.tops == [stack[-1] for stack in state.ring]
            assert deal.hands == list(state.hands) and deal.pile == state.draw_pile
            assert (deal.turn, deal.over) == (state.turn, ENGINE.is_over(state))
            if players == 2:
                assert (deal.holder, deal.shown) == (state.jack_holder, state.jack_shown)
        assert sim.rewards(deal) == win_shares(ENGINE.outcome(state))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_playout_policy_scores_moves_as_the_normal_bot_does(players):
    for state in _positions(players, 3):
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        weights = side_weights(view)
        legal = ENGINE.legal_actions(state, seat)
        scored = policy.scored(sim.from_state(state))
        assert [to_action(move) for _, move in scored] == legal
        if len(legal) > 1 or legal[0].kind != "pass":
            assert [value for value, _ in scored] == [
                round(score(view, action, weights), 9) for action in legal
            ]
