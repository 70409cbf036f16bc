"""Dealing, the two halves of a turn, what can be taken, and refusals."""

from __future__ import annotations

import pytest

from engines.core.choosing import next_step, resolve
from engines.core.messages import english
from engines.juggler.actions import Discard, Take
from engines.juggler.rules import HAND_LIMIT
from engines.juggler.state import Phase, Stage
from tests.engines.conformance import choose_random, play_out
from tests.engines.juggler.helpers import (
    ALL_70,
    DECK,
    ENGINE,
    NONE,
    arrange,
    discard,
    new,
    refusal,
    said,
    take,
    where_cards_are,
)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_player_gets_seven_black_cards_and_the_dealers_left_starts(players):
    state = new(players)
    assert all(len(hand) == 7 and not set(hand) & set("AEIOU") for hand in state.hands)
    assert len(state.red) == 24 and len(state.black) == 46 - 7 * players
    assert state.table == [] and state.dealer == 0 and state.turn == 1
    assert state.phase is Phase.PLAY and state.stage is Stage.TAKE
    assert ENGINE.to_act(state) == [1]
    assert where_cards_are(state) == ALL_70


@pytest.mark.parametrize("players", [2, 4, 6])
def test_no_card_is_created_or_lost(players):
    for state in play_out(ENGINE, players, 11, choose_random).states:
        assert where_cards_are(state) == ALL_70


def test_a_turn_is_a_take_then_a_discard_by_the_same_seat():
    state = arrange(new(3), ["BCDFGHJ", "KLMNPQR", "STVWXYZ"], red_top="E")
    state = take(state, "red", DECK)
    assert state.hands[1][-1] == "E" and state.taken == "E" and len(state.red) == 23
    assert state.stage is Stage.DISCARD and ENGINE.to_act(state) == [1]
    assert said(state.log) == ["B takes the top red card (23 left)."]
    assert ENGINE.view(state, 1).taken == "E"
    assert ENGINE.view(state, None).taken is None and ENGINE.view(state, 2).taken is None
    state = discard(state, "Q")
    assert state.table == ["Q"] and "Q" not in state.hands[1]
    assert said(state.log) == ["B discards Q."]
    assert state.turn == 2 and state.stage is Stage.TAKE and state.taken is None


def test_face_up_cards_can_be_taken_by_letter():
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], table="SAES")
    legal = ENGINE.legal_actions(state, 1)
    assert legal == [
        Take(colour="red", source=DECK),
        Take(colour="red", source="A"),
        Take(colour="red", source="E"),
        Take(colour="black", source=DECK),
        Take(colour="black", source="S"),
        Take(colour="none", source=NONE),
    ]
    state = take(state, "black", "S")
    assert state.table == ["A", "E", "S"] and said(state.log) == ["B takes S from the table."]


def test_you_may_discard_the_card_you_just_took_or_nothing():
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], black_top="Z")
    state = discard(take(state, "black", DECK), "Z")
    assert state.table == ["Z"] and len(state.hands[1]) == 7
    state = discard(take(state))
    assert said(state.log) == ["A discards nothing and holds 7 cards."]


def test_an_empty_deck_is_not_offered():
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], table="E", red_left=0)
    sources = [(a.colour, a.source) for a in ENGINE.legal_actions(state, 1)]
    assert ("red", DECK) not in sources and ("red", "E") in sources


def test_with_nothing_to_take_the_turn_starts_at_the_discard():
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], red_left=0, black_left=1)
    state = discard(take(state, "black", DECK), "K")
    assert state.stage is Stage.TAKE  # the K on the table can still be taken
    state = discard(take(state, "black", "K"))
    assert state.turn == 1 and state.stage is Stage.DISCARD
    assert all(isinstance(a, Discard) for a in ENGINE.legal_actions(state, 1))


def test_a_hand_at_the_safety_limit_cannot_take():
    """Not in the seed: a limit of 30 cards that no real hand comes near."""
    nearly = "BBCCDDDFFGGHHLLLMMNNNNPPRRRRS"  # 29 cards
    state = arrange(new(2), ["JKQTTTV", nearly])
    full = arrange(state, ["JKQT", nearly + "S"])
    assert HAND_LIMIT == 30
    assert refusal(full, 1, Take(colour="red", source=DECK)) == (
        "You hold 30 cards, the most allowed: you cannot take another."
    )
    state = discard(take(state, "red", DECK))  # seat 1 reaches the limit...
    assert len(state.hands[1]) == HAND_LIMIT
    state = discard(take(state, "red", DECK))  # ... so after seat 0's turn it cannot take
    assert state.turn == 1 and state.stage is Stage.DISCARD


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Take(colour="red", source="K"), "There is no red K on the table."),
        (Take(colour="black", source="Q"), "There is no black Q on the table."),
        (Discard(card="A"), "First take a card (or choose to take none)."),
    ],
)
def test_impossible_takes_are_refused_with_a_reason(action, message):
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], table="K")
    assert refusal(state, 1, action) == message


def test_other_refusals():
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], red_left=0)
    assert refusal(state, 0, Take(colour="none", source=NONE)) == (
        "It is not your turn; waiting for B."
    )
    assert refusal(state, 1, Take(colour="red", source=DECK)) == "The red deck is empty."
    state = take(state)
    assert refusal(state, 1, Discard(card="A")) == "You hold no A."
    assert refusal(state, 1, Take(colour="none", source=NONE)) == (
        "You have taken your card; now discard one (or none)."
    )
    state = take(discard(state, "Q", declare=True))
    assert refusal(state, 0, Discard(card="B", declare=True)) == (
        "B has already declared this round."
    )
    assert refusal(state, 7, Discard(card="B")) == "You are not seated at this table."


def test_the_chooser_asks_colour_then_card_then_discard_then_declare():
    state = arrange(new(2), ["BCDFGHJ", "KLMNPQR"], table="AE")
    view, legal = ENGINE.view(state, 1), ENGINE.legal_actions(state, 1)
    step = next_step(ENGINE, view, legal, {})
    assert step.field == "colour" and [o.token for o in step.options] == ["red", "black", "none"]
    assert [english(o.label) for o in step.options] == [
        # The first question already shows the face-up cards one can take.
        "Red: a vowel (22 in the deck, or from the table: A E)",
        "Black: a consonant (32 in the deck)",
        "Take no card",
    ]
    step = next_step(ENGINE, view, legal, {"colour": "red"})
    assert step.field == "source"
    assert [english(o.label) for o in step.options] == [
        "Top of the deck (unseen)",
        "A from the table (1)",
        "E from the table (1)",
    ]
    assert next_step(ENGINE, view, legal, {"colour": "black"}) is None  # only the deck
    assert resolve(legal, {"colour": "none"}) == Take(colour="none", source=NONE)
    state = take(state, "red", "E")
    view, legal = ENGINE.view(state, 1), ENGINE.legal_actions(state, 1)
    step = next_step(ENGINE, view, legal, {})
    assert step.field == "card" and english(step.options[0].label) == "Keep all my cards"
    assert [english(o.label) for o in step.options][1:3] == ["Discard E (1)", "Discard K (6)"]
    step = next_step(ENGINE, view, legal, {"card": "Q"})
    assert step.field == "declare" and [o.token for o in step.options] == ["false", "true"]
    assert resolve(legal, {"card": "Q", "declare": "true"}) == Discard(card="Q", declare=True)


@pytest.mark.parametrize("players", [2, 6])
def test_every_question_has_at_most_25_answers(players):
    for seed in range(3):
        for state in play_out(ENGINE, players, seed, choose_random).states[:-1]:
            for seat in ENGINE.to_act(state):
                legal = ENGINE.legal_actions(state, seat)
                for field in type(legal[0]).model_fields:
                    assert len({getattr(action, field) for action in legal}) <= 25
