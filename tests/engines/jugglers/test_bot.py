"""The Jugglers bot pushes the hands its sigil wants and beats random play."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engines.core.cards import Card, full_deck
from engines.jugglers.actions import Play
from engines.jugglers.bots import _gains, wants
from engines.jugglers.hands import evaluate
from engines.jugglers.state import FaceDown, Spot
from tests.bench.test_bench_scripts import load
from tests.engines.jugglers.helpers import ENGINE, cards, new, put, to_cycle_play


def _bot_turn(sigil: str, left: str, right: str, hand: str, left_up: str, joker_up: str):
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    left_draft, joker_draft, right_draft = state.drafts
    state = replace(
        state,
        sigils=put(state.sigils, seat, cards(sigil)[0]),
        drafts=(
            replace(left_draft, policy=cards(left)[0], face_up=cards(left_up), face_down=()),
            replace(joker_draft, face_up=cards(joker_up), face_down=()),
            replace(right_draft, policy=cards(right)[0], face_up=cards("2c"), face_down=()),
        ),
        hands=put(state.hands, seat, cards(hand)),
    )
    return ENGINE.bot_action(ENGINE.view(state, seat), random.Random(0)), state, seat


def test_bot_wants_policies_matching_its_sigil():
    _, state, seat = _bot_turn("Kh", "Qh", "Js", "2d", "5c", "5d")
    assert wants(ENGINE.view(state, seat)) == {Spot.LEFT: 1.0, Spot.RIGHT: -0.25, Spot.JOKER: -0.75}


def test_bot_strengthens_the_hand_of_a_policy_it_wants():
    action, _, _ = _bot_turn("Kh", "Qh", "Js", "9d 3s 7c", "9c 4h", "8d 6s")
    assert action == Play(card=cards("9d")[0], target=Spot.LEFT)


def test_bot_strengthens_the_joker_when_it_wants_both_policies_to_fail():
    action, _, _ = _bot_turn("Kh", "Qs", "Jc", "8c 3s 2d", "9c 4d", "8d 6s")
    assert action == Play(card=cards("8c")[0], target=Spot.JOKER)


def test_bot_wins_far_more_often_than_random_players():
    bench = load("jugglers_bot")
    results = [bench.play_one(game) for game in range(24)]
    bot_rate = sum(won for won, _ in results) / len(results)
    random_rate = sum(others for _, others in results) / (3 * len(results))
    assert bot_rate >= 1.5 * random_rate and bot_rate > 0.5


def test_with_one_influence_card_unplaced_the_bot_weighs_an_unseen_card_as_that_one():
    """The viewer can place 35 of the 36 influence cards: its hand, the face-up
    cards and its own cards face down; an unseen card can only be the last one."""
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    influence = tuple(card for card in full_deck(range(2, 11)) if card != Card(10, "s"))
    hand, face_ups, own = influence[:5], influence[5:17], influence[17:]
    left, joker, right = (
        replace(
            draft,
            face_up=face_ups[4 * place : 4 * place + 4],
            face_down=tuple(
                FaceDown(card=card, by=seat, source="hand") for card in own[6 * place :][:6]
            ),
        )
        for place, draft in enumerate(state.drafts)
    )
    state = replace(state, hands=put(state.hands, seat, hand), drafts=(left, joker, right))
    view = ENGINE.view(state, seat)
    assert view.hand == hand and sum(len(draft.face_down) for draft in view.drafts) == 18
    # `_gains` scores the cards it is given as if held, against the view's unknown cards.
    as_if_held = _gains(view, [Card(10, "s")], unseen_too=True)
    for held, unseen in as_if_held:
        assert unseen == pytest.approx(held + 10 / 1000, abs=1e-12)


def test_with_every_influence_card_in_sight_an_unseen_card_is_worth_the_mean_of_all():
    """Nothing is left unknown: the bot then weighs an unseen card as any of the 36,
    each scored with the hand as `evaluate` scores it (the left and right hands
    hold three of a suit, so their tables lack their own cards and the bot
    scores those directly)."""
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    influence = full_deck(range(2, 11))
    face_ups = [cards("2c 3c 4c 10d"), cards("5c 6d 7h 8s"), cards("9c 2d 3d 4d")]
    shown = {card for face_up in face_ups for card in face_up}
    rest = tuple(card for card in influence if card not in shown)
    hand, piles = rest[:5], [rest[5:13], rest[13:21], rest[21:]]
    left, joker, right = (
        replace(
            draft,
            face_up=face_up,
            face_down=tuple(FaceDown(card=card, by=seat, source="hand") for card in pile),
        )
        for draft, face_up, pile in zip(state.drafts, face_ups, piles, strict=True)
    )
    state = replace(state, hands=put(state.hands, seat, hand), drafts=(left, joker, right))
    view = ENGINE.view(state, seat)
    weights = wants(view)
    for draft, scores in zip(view.drafts, _gains(view, hand, unseen_too=True), strict=True):
        face_up = draft.face_up
        unseen = sum(evaluate([*face_up, card]).score for card in influence) / 36
        piled = [evaluate([*face_up, entry.card]).score for entry in draft.face_down]
        now, count = sum(piled) / len(piled), len(piled) + 1
        expected = weights[draft.spot] * ((sum(piled) + unseen) / count - now)
        assert scores[-1] == pytest.approx(expected, abs=1e-12)
