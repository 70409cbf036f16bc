"""Declaring, the last turns, the simultaneous reveal, scoring and the end of the game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engines.core.choosing import field_tokens, matching, next_step, resolve
from engines.core.messages import english
from engines.core.protocol import IllegalAction
from engines.core.records import to_json
from engines.juggler.actions import Reveal
from engines.juggler.cards import SCORELESS_ROUNDS
from engines.juggler.rules import ROUND_ROTATIONS
from engines.juggler.state import JugglerOptions, Phase, RoundResult
from tests.engines.juggler.helpers import (
    DECK,
    ENGINE,
    arrange,
    discard,
    end_turn,
    name_words,
    new,
    quiet_turn,
    said,
    take,
)

SKETCH_ROUND = ["THICKBJ", "SKETCHI", "QUARTZD"]


def _declared_by_b() -> object:
    """Three players; B drops the I from SKETCHI and declares SKETCH."""
    state = arrange(new(3), SKETCH_ROUND)
    return end_turn(state, "I", declare=True)


def test_after_a_declaration_everyone_else_has_exactly_one_more_turn():
    state = _declared_by_b()
    assert (
        state.declarer == 1
        and english(state.log[-1]) == "B declares! Everyone else has one last turn."
    )
    assert ENGINE.view(state, None).turns_left == 2
    seats = []
    while state.phase is Phase.PLAY:
        seats.append(state.turn)
        assert all(not a.declare for a in ENGINE.legal_actions(take(state), state.turn))
        state = quiet_turn(state)
    assert seats == [2, 0]
    assert state.phase is Phase.REVEAL and ENGINE.to_act(state) == [0, 1, 2]
    assert ENGINE.legal_actions(state, 1) == [Reveal()]


def test_two_players_the_other_gets_one_turn():
    state = arrange(new(2), ["QUARTZD", "SKETCHI"])
    state = end_turn(state, "I", declare=True)
    assert state.turn == 0
    state = quiet_turn(state)
    assert state.phase is Phase.REVEAL


def test_words_stay_secret_until_everyone_has_named_one():
    state = quiet_turn(quiet_turn(_declared_by_b()))
    state = ENGINE.apply(state, 2, Reveal(word="quartz"))
    assert ENGINE.to_act(state) == [0, 1] and said(state.log) == ["C has named a word."]
    for viewer in (None, 0, 1):
        shown = ENGINE.view(state, viewer)
        assert shown.named == (False, False, True) and shown.word is None
        assert "QUARTZ" not in to_json(shown)
    assert ENGINE.view(state, 2).word == "QUARTZ"
    with pytest.raises(IllegalAction, match="already named"):
        ENGINE.apply(state, 2, Reveal(word="quartz"))


def test_the_reveal_scores_everyone_and_deals_the_next_round():
    state = quiet_turn(quiet_turn(_declared_by_b()))
    state = name_words(state, {0: "thick", 1: "Sketch", 2: "quartz"})
    result = state.results[-1]
    assert result.declarer == 1 and result.words == ("THICK", "SKETCH", "QUARTZ")
    assert result.hands == ("BCHIJKT", "CEHKST", "ADQRTUZ")
    # THICK 14 - B 4 - J 8 = 2; SKETCH 15 declared with every card; QUARTZ 23 - D 2 = 21
    assert result.points == (2, 15, 21) and state.totals == [2, 15, 21]
    assert result.problems == (None, None, None)
    # The log shows how each score came about: what the word is worth, less the cards left.
    assert "A: THICK from BCHIJKT, 14 − 12 for B, J left over = 2 points." in said(state.log)
    assert "B (declared): SKETCH from CEHKST, 15 points, every card used." in said(state.log)
    assert "C: QUARTZ from ADQRTUZ, 23 − 2 for D left over = 21 points." in said(state.log)
    assert state.round == 2 and state.dealer == 1 and state.turn == 2
    assert state.phase is Phase.PLAY and all(len(hand) == 7 for hand in state.hands)


def test_a_declarer_without_a_full_hand_word_and_bad_words_score_zero():
    state = arrange(new(3), SKETCH_ROUND)
    state = end_turn(state, declare=True)  # keeps SKETCHI
    state = quiet_turn(quiet_turn(state))
    state = name_words(state, {0: "thicket", 1: "sketch", 2: "qzx"})
    result = state.results[-1]
    assert result.points == (0, 0, 0)
    assert tuple(map(english, result.problems)) == (
        "THICKET needs cards that are not in the hand: E, T.",
        "A declarer's word must use every card; left over: I.",
        "QZX needs cards that are not in the hand: X.",
    )


def test_a_blank_word_scores_zero_and_long_input_is_refused():
    state = quiet_turn(quiet_turn(_declared_by_b()))
    with pytest.raises(IllegalAction, match="at most 40 letters"):
        ENGINE.apply(state, 0, Reveal(word="x" * 41))
    state = name_words(state, {1: "sketch"})
    assert state.results[-1].words == ("", "SKETCH", "")
    assert state.results[-1].points == (0, 15, 0)
    assert "A: no word from BCHIJKT, 0 points." in said(state.log)


def test_the_reveal_is_a_typed_answer_for_the_chooser():
    state = quiet_turn(quiet_turn(_declared_by_b()))
    view, legal = ENGINE.view(state, 0), ENGINE.legal_actions(state, 0)
    step = next_step(ENGINE, view, legal, {})
    assert step.field == "word" and step.free_text and step.title == "Your word"
    chosen = resolve(legal, {}, {"word": "thick"})
    assert chosen == Reveal(word="thick") and matching(legal, field_tokens(chosen))
    assert ENGINE.check(view, chosen) is None
    assert english(ENGINE.check(view, Reveal(word="thicket"))) == (
        "THICKET needs cards that are not in the hand: E, T."
    )
    # The dictionary waits for the reveal: no free spell-check before lock-in, only
    # what the letters say (B declared, so every card must be used).
    assert english(ENGINE.check(ENGINE.view(state, 1), Reveal(word="techs"))) == (
        "A declarer's word must use every card; left over: K."
    )
    assert ENGINE.check(ENGINE.view(state, 1), Reveal(word="hctesk")) is None  # no word at all


def test_both_decks_empty_a_full_round_of_turns_ends_the_round():
    state = arrange(new(3), SKETCH_ROUND, red_left=0, black_left=1)
    assert ENGINE.view(state, None).turns_left is None
    state = discard(take(state, "black", DECK))  # B takes the last card
    assert state.turn == 2 and state.dry_from == 1  # C's turn is the first dry one
    assert (
        english(state.log[-1])
        == "Both decks are empty: one more round of turns unless someone declares."
    )
    lefts = []
    while state.phase is Phase.PLAY:
        lefts.append(ENGINE.view(state, None).turns_left)
        state = quiet_turn(state)
    assert lefts == [3, 2, 1]
    assert state.phase is Phase.REVEAL and state.declarer is None
    assert "The round ends without a declaration." in said(state.log)


def test_a_declaration_while_the_decks_are_empty_gives_the_usual_last_turns():
    state = arrange(new(3), SKETCH_ROUND, red_left=0, black_left=0)
    state = quiet_turn(quiet_turn(state))  # B, then C: the first of the dry turns
    state = end_turn(state, declare=True)  # A declares on the second
    assert state.phase is Phase.PLAY and ENGINE.view(state, None).turns_left == 2
    state = quiet_turn(quiet_turn(state))
    assert state.phase is Phase.REVEAL and state.declarer == 0


def test_an_endless_round_is_stopped():
    state = arrange(new(2), ["SKETCHI", "QUARTZD"])
    state.turns_done = ROUND_ROTATIONS * 2 - 1
    state = quiet_turn(state)
    assert state.phase is Phase.REVEAL and state.declarer is None


def test_milestones_mark_rotations_declarations_reveals_and_round_ends():
    state = arrange(new(2), ["QUARTZD", "SKETCHI"])
    start = state.milestone
    state = quiet_turn(state)
    assert state.milestone == start
    state = quiet_turn(state)
    assert state.milestone == start + 1  # a full rotation
    state = end_turn(state, "I", declare=True)
    assert state.milestone == start + 2
    state = quiet_turn(state)  # the last turn leads to the reveal
    assert state.milestone == start + 3
    state = name_words(state, {1: "sketch"})
    assert state.milestone == start + 4


def _finish_round(state, words):
    state = end_turn(state, declare=True)
    while state.phase is Phase.PLAY:
        state = quiet_turn(state)
    return name_words(state, words)


def test_the_game_ends_after_the_round_that_reaches_the_target():
    state = arrange(new(2, target=20), ["SKETCHI", "QUARTZ"])
    state = _finish_round(state, {0: "sketch", 1: "quartz"})  # B declares QUARTZ
    assert state.phase is Phase.OVER and state.totals == [14, 23]
    assert ENGINE.is_over(state) and ENGINE.to_act(state) == []
    outcome = ENGINE.outcome(state)
    assert outcome.winners == [1] and outcome.scores == [14.0, 23.0]
    assert said(outcome.summary) == ["Round 1: A SKETCH 14, B QUARTZ 23"]
    assert english(state.log[-1]) == "The game is over: 23 points reach the target of 20."


def test_tied_leaders_share_the_win_and_max_rounds_stops_the_game():
    state = arrange(new(2, max_rounds=1), ["SKETCHI", "SKETCHA"])
    state.hands = [list("SKETCH"), list("CHESTK")]
    state = _finish_round(state, {0: "sketch", 1: "sketch"})
    assert state.phase is Phase.OVER and state.totals == [15, 15]
    assert ENGINE.outcome(state).winners == [0, 1]
    assert english(state.log[-1]) == "The game is over: round 1 was the table's last."


def _round_reached(number: int, **options) -> object:
    """A two-player game about to play round `number`, with earlier rounds scored."""
    state = arrange(new(2, **options), ["SKETCHI", "QUARTZ"])
    state.round = number
    state.results = [
        RoundResult(round=n, dealer=0, declarer=None, hands=("", ""), words=("", ""),
                    problems=(None, None), points=(1, 0), totals=(n, 0))
        for n in range(1, number)
    ]  # fmt: skip
    state.totals = [number - 1, 0]
    return state


@pytest.mark.parametrize(
    ("options", "round_"),
    [({"target": 500}, 50), ({"target": 500}, 120), ({"target": 500, "max_rounds": 80}, 51)],
)
def test_no_round_cap_stops_a_game_that_scores(options, round_):
    """Once capped at 50 rounds whatever the target, and `max_rounds` above 50 with it."""
    state = _finish_round(_round_reached(round_, **options), {0: "sketch", 1: "quartz"})
    assert state.phase is Phase.PLAY and state.round == round_ + 1


def test_max_rounds_up_to_100_is_the_last_round_asked_for():
    state = _finish_round(_round_reached(80, target=500, max_rounds=80), {0: "sketch", 1: "quartz"})
    assert state.phase is Phase.OVER
    assert english(state.log[-1]) == "The game is over: round 80 was the table's last."
    assert JugglerOptions(max_rounds=100).max_rounds == 100  # saved tables keep loading


def test_a_table_where_nobody_scores_for_five_rounds_in_a_row_stops():
    state = _round_reached(7)
    state.results[-4:] = [replace(result, points=(0, 0)) for result in state.results[-4:]]
    state = _finish_round(state, {0: "", 1: ""})  # a fifth round without a point
    assert state.phase is Phase.OVER
    stop = f"The game stops: nobody has scored for {SCORELESS_ROUNDS} rounds in a row."
    assert english(state.log[-1]) == stop
    assert ENGINE.outcome(state).winners == [0]


def test_outcome_before_the_end_is_refused():
    with pytest.raises(IllegalAction):
        ENGINE.outcome(new(2))
