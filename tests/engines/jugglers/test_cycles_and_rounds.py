"""Secret influence, plays, settling, passing policies, rounds and the match."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engines.core.messages import english
from engines.jugglers.actions import DECK, Play, SecretInfluence
from engines.jugglers.flow import die_spot
from engines.jugglers.scoring import round_points
from engines.jugglers.state import FaceDown, Phase, Spot
from engines.jugglers.variants import VARIANTS
from engines.jugglers.words import HAND_START, ON_HAND
from tests.engines.conformance import choose_random, play_out
from tests.engines.jugglers.helpers import (
    ENGINE,
    cards,
    new,
    play_hand_card,
    put,
    said,
    to_cycle_play,
)


@pytest.mark.parametrize(
    ("players", "count", "discarded"),
    [
        (4, 1, 0),
        (4, 0, 1),
        (5, 1, 0),
        (5, 0, 1),
        (3, 2, 0),
        (3, 1, 1),
        (3, 0, 2),
        (2, 3, 0),
        (2, 0, 0),
    ],
)
def test_secret_influence_counts_and_discards(players, count, discarded):
    state = new(players)
    legal = ENGINE.legal_actions(state, state.chairman)
    assert legal == [SecretInfluence(count=n) for n in range(VARIANTS[players].max_secret + 1)]
    top_cards = state.deck[len(state.deck) - count - discarded :]
    after = ENGINE.apply(state, state.chairman, SecretInfluence(count=count))
    secrets = [card for draft in after.drafts for card in draft.secret]
    assert len(secrets) == count and len(after.discard) == discarded
    assert set(secrets) | set(after.discard) == set(top_cards)
    rolls = [line for line in said(after.log) if "a secret influence goes face down" in line]
    assert len(rolls) == count
    for line in rolls:
        roll = int(line.split()[3].rstrip(":"))  # "The die shows 4: ..."
        assert english(ON_HAND[die_spot(roll)]) in line


def test_die_maps_to_spots():
    assert [die_spot(roll) for roll in range(1, 7)] == [
        Spot.LEFT,
        Spot.JOKER,
        Spot.RIGHT,
        Spot.LEFT,
        Spot.JOKER,
        Spot.RIGHT,
    ]


def test_secret_influence_waits_then_joins_underneath_at_the_last_cycle():
    state = new(4)
    state = ENGINE.apply(state, 0, SecretInfluence(count=1))
    spot = next(spot for spot in Spot if state.draft(spot).secret)
    secret = state.draft(spot).secret[0]
    while state.cycle < 4:
        assert state.draft(spot).secret == (secret,)
        state = play_hand_card(state, target=Spot.JOKER if spot is not Spot.JOKER else Spot.LEFT)
    assert state.draft(spot).secret == ()
    assert state.draft(spot).face_down[0] == FaceDown(card=secret, by=None, source="secret")
    taken = f"{english(HAND_START[spot])} takes the secret influence, underneath."
    assert taken in said(state.log)


def test_hand_play_draws_while_the_deck_lasts_and_deck_play_draws_nothing():
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    card, top = state.hands[seat][0], state.deck[-1]
    after = ENGINE.apply(state, seat, Play(card=card, target=Spot.RIGHT))
    assert card not in after.hands[seat] and top in after.hands[seat]
    assert len(after.hands[seat]) == 5
    assert after.draft(Spot.RIGHT).face_down[-1] == FaceDown(card=card, by=seat, source="hand")
    seat = ENGINE.to_act(after)[0]
    top = after.deck[-1]
    again = ENGINE.apply(after, seat, Play(card=DECK, target=Spot.LEFT))
    assert again.hands[seat] == after.hands[seat]
    assert again.draft(Spot.LEFT).face_down[-1] == FaceDown(card=top, by=seat, source="deck")


def test_four_players_deck_runs_out_exactly_before_the_last_cycle():
    state = to_cycle_play(new(4))
    while state.cycle < 4:
        state = play_hand_card(state)
    assert state.deck == ()
    seat = ENGINE.to_act(state)[0]
    assert all(action.card != DECK for action in ENGINE.legal_actions(state, seat))
    state = play_hand_card(state)
    assert len(state.hands[seat]) == 4  # no drawing in the last cycle


def _last_turn_of_cycle(players: int = 4):
    """A cycle-1 state where only the last player has still to play."""
    state = to_cycle_play(new(players))
    for _ in range(len(state.turn_order) - 1):
        state = play_hand_card(state, target=Spot.RIGHT)
    return state


@pytest.mark.parametrize("pile_size", [2, 3, 4, 5])
def test_settling_picks_the_card_the_die_names_and_hides_the_rest(pile_size):
    state = _last_turn_of_cycle()
    pile = tuple(FaceDown(card=card, by=0, source="hand") for card in cards("2c 3c 4c 5c 6c"))
    left = replace(state.drafts[0], face_down=pile[: pile_size - 1])
    state = replace(state, drafts=put(state.drafts, 0, left))
    seat = ENGINE.to_act(state)[0]
    played = min(state.hands[seat])
    after = ENGINE.apply(state, seat, Play(card=played, target=Spot.LEFT))
    line = next(line for line in said(after.log) if "the left hand keeps card" in line)
    roll = int(line.split()[3].rstrip(":"))  # "The die shows 4: ..."
    full_pile = [*(entry.card for entry in pile[: pile_size - 1]), played]
    picked = full_pile[(roll - 1) % pile_size]
    assert after.drafts[0].face_up[-1] == picked
    assert f"card {(roll - 1) % pile_size + 1} of {pile_size}," in line and picked.name in line
    assert set(full_pile) - {picked} <= set(after.discard)
    assert after.drafts[0].face_down == ()
    for other in set(full_pile) - {picked}:
        assert other.name not in " ".join(said(after.log))


def test_single_card_is_turned_up_and_an_empty_hand_gains_nothing():
    state = _last_turn_of_cycle()
    nine = FaceDown(card=cards("9d")[0], by=1, source="hand")
    left, joker, right = state.drafts
    drafts = (left, replace(joker, face_down=()), replace(right, face_down=(nine,)))
    state = replace(state, drafts=drafts)
    seat = ENGINE.to_act(state)[0]
    after = ENGINE.apply(state, seat, Play(card=min(state.hands[seat]), target=Spot.LEFT))
    assert "The right hand turns up the 9 of diamonds." in said(after.log)
    assert "The joker's hand gains no card." in said(after.log)
    assert after.milestone == state.milestone + 1


def _final_play(joker_face_up: str, left: str, right: str, played: str):
    """The very last play of a gathering, onto the joker's empty pile."""
    state = to_cycle_play(new(4))
    while not (state.cycle == 4 and state.turn_index == 3):
        state = play_hand_card(state, target=Spot.JOKER)
    left_draft, joker_draft, right_draft = (
        replace(draft, face_up=cards(text), face_down=())
        for draft, text in zip(state.drafts, (left, joker_face_up, right), strict=True)
    )
    seat = ENGINE.to_act(state)[0]
    state = replace(
        state,
        drafts=(left_draft, joker_draft, right_draft),
        hands=put(state.hands, seat, cards(played)),
    )
    policies = (state.drafts[0].policy, state.drafts[2].policy)
    after = ENGINE.apply(state, seat, Play(card=cards(played)[0], target=Spot.JOKER))
    return state, after, policies


def test_policy_passes_only_when_strictly_better_than_the_joker():
    _before, after, (left, right) = _final_play("9c 9d 9h", "2h 3h 4h 5h", "10c 10d", "9s")
    assert after.village_order[-1:] == (left,) and after.failed_policies[-1:] == (right,)
    assert f"{left.name} passes" in " ".join(said(after.log))
    assert f"{right.name} fails" in " ".join(said(after.log))
    recap = after.recap
    assert recap is not None and recap.gathering == 1
    assert [hand.passed for hand in recap.hands] == [True, None, False]
    assert recap.hands[1].cards == cards("9c 9d 9h 9s")
    assert after.gathering == 2


def test_equal_hands_fail_and_kickers_do_not_count():
    _, after, (left, right) = _final_play("7c 7d", "7h 7s 10c", "2d 2h", "3c")
    assert left in after.failed_policies and right in after.failed_policies


def test_empty_hand_loses_to_any_card():
    _, after, (left, right) = _final_play("", "2c", "", "2d")
    # The joker's hand holds the 2 of diamonds: the left's 2 of clubs ties, the empty right loses.
    assert left in after.failed_policies and right in after.failed_policies
    _, after, (left, right) = _final_play("", "3c", "", "2d")
    assert left in after.village_order and right in after.failed_policies


def test_five_players_hold_seven_cards_draw_nothing_and_lose_leftovers():
    state = to_cycle_play(new(5))
    assert state.deck == () and all(len(hand) == 7 for hand in state.hands)
    gathering = state.gathering
    while state.gathering == gathering:
        seat = ENGINE.to_act(state)[0]
        assert all(a.card != DECK for a in ENGINE.legal_actions(state, seat))
        state = play_hand_card(state)
    assert all(len(hand) == 7 for hand in state.hands)  # fresh seven, leftovers discarded


def test_five_players_sixth_gathering_has_a_left_policy_only():
    playout = play_out(ENGINE, 5, 9, choose_random)
    sixth = next(s for s in playout.states if s.round == 1 and s.gathering == 6)
    assert sixth.drafts[0].policy is not None and sixth.drafts[2].policy is None
    assert "the right draft has no policy this time" in " ".join(said(sixth.log))
    end = next(
        s for s in playout.states if s.recap and s.recap.round == 1 and s.recap.gathering == 6
    )
    assert end.recap.hands[2].passed is None
    assert len(end.results[0].village_order) + len(sixth.failed_policies) <= 11


def test_round_points_follow_the_sigil_and_ally_bonus():
    king_hearts, others = cards("Kh")[0], cards("Qd Jh Kc")
    village = cards("Ks Qh Ac Kd")
    points = round_points([king_hearts, *others], village, players=2)
    assert points[0] == 3 + 0.5 * 2  # Ks Qh Kd; allies Jh (suit) and Kc (rank)
    assert points[1] == 2  # Qd: Qh by rank, Kd by suit; no other sigil is a Q or a diamond
    assert round_points([cards("Kh")[0], None, None], cards("Kd Kc Ks Ah Qh Jh"), 1) == (6.0,)


def test_round_end_reveals_deals_new_sigils_keeps_hands_and_rotates_the_chair():
    playout = play_out(ENGINE, 4, 21, choose_random)
    index = next(i for i, s in enumerate(playout.states) if s.round == 2)
    before, after = playout.states[index - 1], playout.states[index]
    result = after.results[0]
    assert result.sigils == before.sigils and result.round == 1
    assert result.points == round_points(before.sigils, result.village_order, 4)
    assert list(result.winners) == [
        s for s, p in enumerate(result.points) if p == max(result.points)
    ]
    assert after.sigils != before.sigils and after.village_order == ()
    assert after.chairman == before.turn_order[-1]  # last player of the round chairs on
    seat = before.turn_order[before.turn_index]
    kept = [card for s, hand in enumerate(before.hands) if s != seat for card in hand]
    assert set(kept) <= {card for hand in after.hands for card in hand}
    assert "Round 1 is over. Sigils:" in " ".join(said(after.log))


@pytest.mark.parametrize("target", [1, 2, 3])
def test_match_runs_until_someone_reaches_target_wins(target):
    playout = play_out(ENGINE, 4, 5, choose_random, options=ENGINE.Options(target_wins=target))
    final = playout.final
    assert final.phase is Phase.OVER and max(final.round_wins) == target
    assert all(max(s.round_wins) < target for s in playout.states[:-1])
    outcome = ENGINE.outcome(final)
    assert outcome.winners == [s for s, w in enumerate(final.round_wins) if w == target]
    assert len(final.results) == final.round


def test_outcome_summary_names_each_rounds_points_and_village_order():
    final = play_out(ENGINE, 4, 5, choose_random, options=ENGINE.Options(target_wins=1)).final
    (line,) = said(ENGINE.outcome(final).summary)
    result = final.results[0]
    assert line.startswith("Round 1: A ") and "· Village Order: " in line
    assert all(card.symbol in line for card in result.village_order)


def test_the_double_turn_is_announced():
    playout = play_out(ENGINE, 4, 21, choose_random)
    lines = [line for state in playout.states for line in said(state.log)]
    openings = [line for line in lines if "begins with" in line]
    later = [line for line in openings if not line.startswith("Cycle 1 ")]
    assert later and all("plays twice in a row" in line for line in later)
    assert not any("twice" in line for line in openings if line.startswith("Cycle 1 "))
