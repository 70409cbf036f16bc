"""Set-up numbers, turn order, the double turn and the chairman's rotation."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from engines.core.messages import english
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.state import Phase, Spot
from engines.jugglers.words import ON_HAND
from tests.engines.conformance import choose_random, play_out
from tests.engines.jugglers.helpers import ENGINE, new, play_hand_card, said, to_cycle_play


@pytest.mark.parametrize(
    ("players", "options", "sigils", "hand", "deck_before", "deck_after", "face_up"),
    [
        (4, {}, 4, 5, 16, 12, 1),
        (5, {}, 5, 7, 1, 0, 0),
        (3, {}, 4, 5, 21, 15, 1),  # the dummy opens cycle 1 with the deck's top card
        (2, {}, 4, 5, 26, 26, 0),
        (2, {"dummy_sigils": False}, 2, 5, 26, 26, 0),
    ],
)
def test_first_gathering_deals_what_each_variant_needs(
    players, options, sigils, hand, deck_before, deck_after, face_up
):
    state = new(players, **options)
    assert sum(card is not None for card in state.sigils) == sigils
    assert len(state.policy_deck) == 16 - sigils - 2
    assert all(len(cards) == hand for cards in state.hands)
    assert len(state.deck) == deck_before
    assert state.phase is Phase.INFLUENCE and ENGINE.to_act(state) == [state.chairman] == [0]
    after = to_cycle_play(state, influence=0)
    assert len(after.deck) == deck_after
    assert [len(draft.face_up) for draft in after.drafts] == [face_up] * 3


@pytest.mark.parametrize(
    ("players", "options", "gatherings"),
    [(4, {}, 6), (5, {}, 6), (3, {}, 6), (2, {}, 6), (2, {"dummy_sigils": False}, 7)],
)
def test_gatherings_per_round(players, options, gatherings):
    playout = play_out(ENGINE, players, 3, choose_random, options=ENGINE.Options(**options))
    first_round = [s for s in playout.states if s.round == 1]
    assert max(s.gathering for s in first_round) == gatherings
    assert ENGINE.view(playout.states[0], None).gatherings == gatherings


def test_four_players_cycle_order_double_turn_and_next_chairman():
    state = to_cycle_play(new(4))
    orders = []
    for _ in range(4):
        assert state.turn_index == 0
        orders.append(list(state.turn_order))
        for _ in range(4):
            state = play_hand_card(state)
    assert orders == [[1, 2, 3, 0], [0, 1, 2, 3], [3, 0, 1, 2], [2, 3, 0, 1]]
    # Whoever ends a cycle starts the next one: a double turn.
    assert all(a[-1] == b[0] for a, b in itertools.pairwise(orders))
    assert state.gathering == 2 and state.chairman == 1


def test_five_players_play_five_cycles_and_the_last_player_chairs_next():
    state = to_cycle_play(new(5))
    starts = []
    while state.gathering == 1:
        if state.turn_index == 0:
            starts.append(state.turn_order[0])
        state = play_hand_card(state)
    assert starts == [1, 0, 4, 3, 2]
    assert state.chairman == 1


def test_three_players_dummy_sits_left_of_the_chairman_and_never_chairs():
    state = new(3)
    chairs = [state.chairman]
    for gathering in range(1, 4):
        assert state.ring[:2] == (state.chairman, 3)
        state = to_cycle_play(state)
        assert state.cycle == 1 and state.turn_order[0] == 3
        while state.gathering == gathering:
            state = play_hand_card(state)
        chairs.append(state.chairman)
    assert chairs == [0, 1, 2, 0]


def test_three_player_dummy_plays_the_deck_top_where_the_die_says():
    state = new(3)
    top = state.deck[-6]  # after two secret influences and three starting cards
    state = to_cycle_play(state, influence=2)
    # The dummy opened cycle 1 on its own; the die line names the hand it chose.
    line = next(line for line in said(state.log) if "the dummy plays on" in line)
    spot = next(spot for spot in Spot if english(ON_HAND[spot]) in line)
    entry = state.draft(spot).face_down[-1]
    assert (entry.card, entry.by, entry.source) == (top, 3, "deck")
    assert ENGINE.to_act(state) == [1]


def test_two_players_aim_their_own_dummy_and_alternate_the_chair():
    state = to_cycle_play(new(2))
    assert state.ring == (0, 2, 1, 3)
    assert ENGINE.to_act(state) == [0]  # A's dummy opens cycle 1; A aims it
    assert ENGINE.legal_actions(state, 0) == [AimDummy(target=spot) for spot in Spot]
    top = state.deck[-1]
    state = ENGINE.apply(state, 0, AimDummy(target=Spot.RIGHT))
    entry = state.draft(Spot.RIGHT).face_down[-1]
    assert (entry.card, entry.by, entry.source) == (top, 2, "deck")
    assert ENGINE.to_act(state) == [1]
    chairs = [0]
    for _ in range(2):
        gathering = state.gathering
        while state.gathering == gathering:
            seat = ENGINE.to_act(state)[0]
            state = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
        chairs.append(state.chairman)
    assert chairs == [0, 1, 0]


def test_dummy_with_an_empty_deck_plays_nothing():
    state = to_cycle_play(new(2))
    # B is to play, B's dummy follows; with no deck left the dummy is skipped.
    state = replace(state, deck=(), turn_index=1)
    after = ENGINE.apply(state, 1, Play(card=min(state.hands[1]), target=Spot.LEFT))
    assert "B's dummy has no card to play: the deck is empty." in said(after.log)
    assert all(entry.by != 3 for draft in after.drafts for entry in draft.face_down)
    assert ENGINE.to_act(after) == [0] and after.turn_order[after.turn_index] == 0


def test_wrong_seat_and_unheld_card_are_refused_with_reasons():
    from engines.core.protocol import IllegalAction

    state = to_cycle_play(new(4))
    with pytest.raises(IllegalAction, match="not your turn; waiting for B"):
        ENGINE.apply(state, 0, Play(card=state.hands[0][0], target=Spot.LEFT))
    not_held = next(card for card in state.hands[0] if card not in state.hands[1])
    with pytest.raises(IllegalAction, match="You do not hold the"):
        ENGINE.apply(state, 1, Play(card=not_held, target=Spot.LEFT))
    with pytest.raises(IllegalAction, match="at most 1 secret influence"):
        ENGINE.apply(new(4), 0, SecretInfluence(count=2))
    assert Play(card=DECK, target=Spot.JOKER) in ENGINE.legal_actions(state, 1)
