"""The field-by-field chooser every front end uses, on Jugglers and a typed-word model."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from engines.core.choosing import (
    field_tokens,
    free_text_field,
    matching,
    next_step,
    resolve,
    token_of,
)
from engines.core.messages import english
from engines.jugglers.actions import Play
from tests.engines.jugglers.helpers import ENGINE, cards, new, to_cycle_play


def test_jugglers_play_is_chosen_card_first_then_target():
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
    first = next_step(ENGINE, view, legal, {})
    assert first.field == "card" and not first.free_text
    tokens = [option.token for option in first.options]
    assert tokens == [*(str(card) for card in sorted(set(state.hands[seat]))), "deck"]
    card = tokens[0]
    second = next_step(ENGINE, view, legal, {"card": card})
    assert second.field == "target" and [o.token for o in second.options] == [
        "left",
        "joker",
        "right",
    ]
    assert next_step(ENGINE, view, legal, {"card": card, "target": "joker"}) is None
    chosen = resolve(legal, {"card": card, "target": "joker"})
    assert chosen == Play(card=cards(card)[0], target="joker")
    assert resolve(legal, {"card": card}) is None


def test_single_kind_and_single_values_are_never_asked():
    state = new(4)
    legal = ENGINE.legal_actions(state, 0)
    step = next_step(ENGINE, ENGINE.view(state, 0), legal, {})
    assert step.field == "count" and len(step.options) == 2


def test_forged_picks_match_nothing():
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    legal = ENGINE.legal_actions(state, seat)
    assert matching(legal, {"card": "Ah"}) == []
    assert resolve(legal, {"card": "Ah", "target": "left"}) is None
    assert matching(legal, {"no_such_field": "x"}) == []


class Say(BaseModel):
    kind: Literal["say"] = "say"
    word: str = Field("", json_schema_extra=free_text_field())


class Skip(BaseModel):
    kind: Literal["skip"] = "skip"


def test_free_text_fields_are_asked_as_typed_input():
    legal = [Say(), Skip()]
    step = next_step(None, None, legal, {})
    assert step.field == "kind" and [o.token for o in step.options] == ["say", "skip"]
    typed_step = next_step(None, None, legal, {"kind": "say"})
    assert typed_step.field == "word" and typed_step.free_text
    assert resolve(legal, {"kind": "say"}) is None
    assert resolve(legal, {"kind": "say"}, {"word": "juggle"}) == Say(word="juggle")
    assert resolve(legal, {"kind": "skip"}) == Skip()


def test_tokens_are_short_text():
    assert field_tokens(Play(card=cards("10h")[0], target="left")) == {
        "kind": "play",
        "card": "10h",
        "target": "left",
    }
    assert token_of(2) == "2" and token_of(True) == "true" and token_of("left") == "left"


def test_jugglers_labels_read_well():
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
    first = next_step(ENGINE, view, legal, {})
    assert english(first.options[-1].label) == "Top of the deck (unseen)"
    assert first.options[0].label == min(state.hands[seat]).symbol
    targets = next_step(ENGINE, view, legal, {"card": "deck"}).options
    left = state.drafts[0].policy.symbol
    assert [english(o.label) for o in targets][:2] == [f"Left hand ({left})", "Joker's hand"]
    influence = next_step(ENGINE, ENGINE.view(new(4), 0), ENGINE.legal_actions(new(4), 0), {})
    assert [english(o.label) for o in influence.options] == ["Include none", "Include 1"]
