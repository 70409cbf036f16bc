"""Captures, the joker both ways, filling, drawing and passing."""

from dataclasses import replace

import pytest

from engines.boromir.actions import Capture, CoverJoker, Pass
from engines.core.cards import JOKER, parse_card
from engines.core.messages import english
from engines.core.protocol import IllegalAction
from tests.engines.boromir.helpers import ENGINE, STUCK_RING, cards, position

# Spot 1 (index 0) Q♥ can capture its neighbour 7♣ at spot 2 (index 1).
RING = "Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh"


def captures_of(state, seat=0):
    return {(a.stack, a.onto) for a in ENGINE.legal_actions(state, seat) if isinstance(a, Capture)}


def test_a_stack_captures_a_lower_neighbour_of_the_other_colour():
    state = position(ring=RING, hands=["2c 8d", "4h"], pile="5s 6s 6h")
    moves = captures_of(state)
    assert (0, 1) in moves  # Q♥ onto 7♣: red onto black, higher
    assert (1, 0) not in moves  # 7♣ is lower than Q♥
    assert ((2, 1) not in moves and (1, 2) in moves) or (1, 2) not in moves
    assert (4, 3) not in moves  # 9♦ onto 9♠: equal ranks never capture
    assert (7, 8) not in moves and (8, 7) not in moves  # 5♣ / 5♦: equal
    assert (0, 12) not in moves  # Q♥ onto K♥: same colour and lower


def test_the_ring_wraps_round_from_spot_13_to_spot_1():
    state = position(ring="2c 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["2d", "3d"])
    assert (12, 0) in captures_of(state)  # K♥ at spot 13 onto 2♣ at spot 1


def test_the_ace_captures_court_cards_and_is_captured_by_numbers():
    state = position(ring="Ah Kc 2c 9s 9d 3s 3h 5c 5d Jc Jd 4s Kd", hands=["2d", "3d"])
    moves = captures_of(state)
    assert (0, 1) in moves  # A♥ beats K♣
    assert (2, 1) not in moves  # 2♣ onto K♣: same colour
    assert (0, 12) not in moves  # A♥ onto K♦: same colour
    ace_low = position(ring="Ah 2c Kc 9s 9d 3s 3h 5c 5d Jc Jd 4s Kd", hands=["2d", "3d"])
    assert (1, 0) in captures_of(ace_low) and (0, 1) not in captures_of(ace_low)


def test_with_three_or_four_players_any_other_suit_may_be_captured():
    tops = "Qh 7d 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh"
    two = position(2, ring=tops, hands=["2c", "2s"])
    four = position(4, ring=tops, hands=["2c", "2s", "3c", "3s"], suits=("c", "d", "h", "s"))
    assert (0, 1) not in captures_of(two)  # Q♥ onto 7♦: both red
    assert (0, 1) in captures_of(four)  # hearts onto diamonds: another suit


def test_a_capture_moves_the_stack_fills_the_gap_and_draws_up_to_five():
    state = position(ring=RING, hands=["2c 8d", "4h"], pile="5s 6s 6h")
    after = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("8d")))
    assert after.ring[1] == cards("7c Qh") and after.ring[0] == cards("8d")
    assert sorted(after.hands[0]) == sorted(cards("2c 6h 6s 5s"))  # drew the whole pile
    assert after.draw_pile == () and after.turn == 1
    assert after.last_capture.target == 1 and after.last_capture.source == 0
    assert "fills spot 1 with the 8♦" in english(after.log[0])
    assert english(after.log[1]) == "A draws 3 cards."
    assert state.ring[1] == cards("7c")  # the input is untouched


def test_any_neighbour_may_move_onto_the_joker_whatever_its_colour_and_rank():
    state = position(ring="2h jk 2c 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["8d", "4h"])
    moves = captures_of(state)
    assert (0, 1) in moves and (2, 1) in moves  # a 2 of either colour onto the joker
    assert not any(source == 1 for source, _ in moves)  # a joker-topped stack never moves
    after = ENGINE.apply(state, 0, Capture(stack=2, onto=1, fill=parse_card("8d")))
    assert after.ring[1] == (JOKER, parse_card("2c"))
    assert not any(source == 1 for source, _ in captures_of(replace(after, turn=0)))


def test_a_hand_card_may_be_laid_straight_onto_the_joker_with_no_gap_to_fill():
    state = position(ring="2h jk 2c 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["8d Kc", "4h"])
    assert CoverJoker(card=parse_card("Kc")) in ENGINE.legal_actions(state, 0)
    after = ENGINE.apply(state, 0, CoverJoker(card=parse_card("Kc")))
    assert after.ring[1] == (JOKER, parse_card("Kc"))
    assert after.hands[0] == cards("8d") and "covers the joker at spot 2" in english(after.log[0])
    assert CoverJoker(card=parse_card("4h")) not in ENGINE.legal_actions(replace(after, turn=1), 1)


def test_a_player_with_no_capture_passes_and_may_not_pass_otherwise():
    stuck = position(ring=STUCK_RING, hands=["9d", "9c"], pile="5s")
    assert ENGINE.legal_actions(stuck, 0) == [Pass()] or ENGINE.is_over(stuck)
    empty_hand = position(ring=RING, hands=["", "4h"])
    assert ENGINE.legal_actions(empty_hand, 0) == [Pass()]
    after = ENGINE.apply(empty_hand, 0, Pass())
    assert after.turn == 1 and list(map(english, after.log)) == ["A cannot capture and passes."]
    able = position(ring=RING, hands=["2c", "4h"])
    with pytest.raises(IllegalAction, match="may not pass"):
        ENGINE.apply(able, 0, Pass())


def test_refusals_say_why_and_change_nothing():
    state = position(ring=RING, hands=["2c 8d", "4h"], pile="5s")
    with pytest.raises(IllegalAction, match="do not hold"):
        ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("Ks")))
    with pytest.raises(IllegalAction, match="spot 2 cannot capture spot 1"):
        ENGINE.apply(state, 0, Capture(stack=1, onto=0, fill=parse_card("2c")))
    with pytest.raises(IllegalAction, match="not your turn"):
        ENGINE.apply(state, 1, Capture(stack=0, onto=1, fill=parse_card("4h")))
    assert state.hands[0] == cards("2c 8d")
