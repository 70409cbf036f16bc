"""Every way a game ends, stalemate and draw, and the Jack of Spades' secret."""

from dataclasses import replace

from engines.boromir.actions import Capture
from engines.boromir.ring import JACK_OF_SPADES
from engines.boromir.state import Ending, Phase
from engines.core.cards import parse_card
from engines.core.messages import english
from tests.engines.boromir.helpers import ENGINE, cards, position

# Everything red except spot 2's 7♣; Q♥ at spot 1 captures it.
NEARLY_RED = "Qh 7c 7h 9h 9d 3h 3d 5h 5d Jh Jd 4h Kh"


def test_every_stack_one_colour_ends_the_game():
    state = position(ring=NEARLY_RED, hands=["2d 8d", "4h"], pile="5s 6s", jack_holder=1)
    over = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("8d")))
    assert over.phase is Phase.OVER and over.ending is Ending.ONE_COLOUR
    outcome = ENGINE.outcome(over)
    assert outcome.winners == [0] and outcome.scores == [13.0, 0.0]  # B black, A red
    assert "B held the Jack of Spades" in english(outcome.summary[0])


def test_the_game_ends_when_nobody_can_capture():
    # After this last capture both hands are empty and the pile is gone.
    state = position(ring="Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["8d", ""],
                     jack_holder=1)  # fmt: skip
    over = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("8d")))
    assert over.phase is Phase.OVER and over.ending is Ending.NO_MOVES
    assert ENGINE.to_act(over) == []


def test_a_game_over_before_the_jack_of_spades_was_drawn_is_a_stalemate():
    state = position(ring=NEARLY_RED, hands=["2d 8d 3d 4d 5d", "4h"], pile="Js 5s",
                     jack_holder=None)  # fmt: skip
    over = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("8d")))
    outcome = ENGINE.outcome(over)
    assert outcome.winners == [] and outcome.scores == [0.0, 0.0]
    assert english(outcome.summary[0]).startswith("Stalemate")
    assert ENGINE.view(over, None).stalemate


def test_equal_counts_are_a_draw_that_both_win():
    tops = "Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc jk 4s Kh"  # 6 red, 6 black, the joker
    state = position(ring=tops, hands=["", ""], jack_holder=0, phase=Phase.OVER,
                     ending=Ending.NO_MOVES)  # fmt: skip
    outcome = ENGINE.outcome(state)
    assert outcome.winners == [0, 1] and outcome.scores == [6.0, 6.0]


def test_three_players_leave_one_suit_scoring_for_nobody():
    tops = "Qh 7h 7s 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh"  # hearts 4, spades 4, diamonds 3, clubs 2
    state = position(3, ring=tops, hands=["", "", ""], suits=("s", "d", "c"),
                     phase=Phase.OVER, ending=Ending.NO_MOVES)  # fmt: skip
    outcome = ENGINE.outcome(state)
    assert outcome.scores == [4.0, 3.0, 2.0] and outcome.winners == [0]
    assert "Nobody played hearts (4 stacks)." in map(english, outcome.summary)


def test_only_the_holder_learns_they_are_black_until_the_jack_is_shown():
    state = position(ring="Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["2c 8d", "4h"],
                     pile="3c 2s Js")  # fmt: skip
    drew = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=parse_card("8d")))
    assert drew.jack_holder == 0 and JACK_OF_SPADES in drew.hands[0]
    assert "Jack" not in " ".join(map(english, drew.log))  # nobody is told
    assert ENGINE.view(drew, 0).my_side == "black"
    assert ENGINE.view(drew, 1).my_side is None and ENGINE.view(drew, None).black_seat is None
    # Seat B's view is the same whether A holds the jack or it is still in the pile.
    elsewhere = replace(
        drew, hands=(cards("2c 3c 2s 5h"), drew.hands[1]), draw_pile=(JACK_OF_SPADES,),
        jack_holder=None,
    )  # fmt: skip
    # Only the pile's size (and so the hand counts and progress line) differs here.
    counts = {"hand_counts": (), "draw_pile": 0, "progress": ""}
    assert replace(ENGINE.view(elsewhere, 1), **counts) == replace(ENGINE.view(drew, 1), **counts)


def test_playing_the_jack_of_spades_face_up_tells_everyone_who_is_black():
    state = position(ring="Qh 7c 7h 9s 9d 3s 3h 5c 5d Jc Jd 4s Kh", hands=["Js 8d", "4h"],
                     pile="3c", jack_holder=0)  # fmt: skip
    shown = ENGINE.apply(state, 0, Capture(stack=0, onto=1, fill=JACK_OF_SPADES))
    assert "That is the Jack of Spades, face up: A is black." in map(english, shown.log)
    assert ENGINE.view(shown, None).black_seat == 0
    assert ENGINE.view(shown, 1).my_side == "red" and ENGINE.view(shown, 0).my_side == "black"
