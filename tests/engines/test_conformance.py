"""One suite, run over every registered engine at every player count."""

from __future__ import annotations

import json
import random

import pytest

import engines
from engines.core.choosing import field_tokens, matching
from engines.core.protocol import Engine, IllegalAction
from engines.core.records import load_json, to_json
from renderers.presentation import presentation_for
from tests.engines.conformance import (
    choose_bot,
    choose_random,
    engine_cases,
    idle_seat,
    play_out,
    replay,
)

CASES = engine_cases()
SEEDS = (1, 2)
# Legal actions tried exhaustively at this many states along each playout.
PROBED_STATES = 40


def _case_id(case: tuple[str, int]) -> str:
    return f"{case[0]}-{case[1]}p"


pytestmark = pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])


def _engine(case: tuple[str, int]) -> tuple[Engine, int]:
    return engines.get(case[0]), case[1]


@pytest.mark.parametrize("seed", SEEDS)
def test_bot_playout_finishes(case, seed):
    engine, players = _engine(case)
    playout = play_out(engine, players, seed, choose_bot)
    outcome = engine.outcome(playout.final)
    assert len(outcome.scores) == players
    # A game may end with nobody winning (Boromir's stalemate), but then nobody
    # did better than anyone else either.
    assert outcome.winners or len(set(outcome.scores)) == 1


@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_is_consistent_at_every_step(case, seed):
    engine, players = _engine(case)
    playout = play_out(engine, players, seed, choose_random)
    for state in playout.states[:-1]:
        for seat in engine.to_act(state):
            assert engine.legal_actions(state, seat), f"seat {seat} is to act but has no move"
        text = to_json(state)
        assert load_json(engine.State, text) == state
        assert to_json(load_json(engine.State, text)) == text
    assert engine.is_over(playout.final)
    assert engine.to_act(playout.final) == []


def test_every_legal_action_applies_without_mutating_input(case):
    engine, players = _engine(case)
    playout = play_out(engine, players, 3, choose_random)
    stride = max(1, len(playout.states) // PROBED_STATES)
    for state in playout.states[:-1:stride]:
        before = to_json(state)
        for seat in engine.to_act(state):
            for action in engine.legal_actions(state, seat):
                engine.apply(state, seat, action)
        assert to_json(state) == before


def test_idle_seats_and_garbage_are_refused(case):
    engine, players = _engine(case)
    playout = play_out(engine, players, 4, choose_random)
    refused = 0
    for state in playout.states[:-1]:
        seat = idle_seat(engine, state, players)
        if seat is None:
            continue
        action = engine.legal_actions(state, engine.to_act(state)[0])[0]
        with pytest.raises(IllegalAction):
            engine.apply(state, seat, action)
        refused += 1
    assert refused > 0, "some state should have a seat that is not to act"
    for garbage in ("", "{", "null", "[]", '{"kind": "no-such-action"}', json.dumps({"x": 1})):
        with pytest.raises(ValueError):
            engine.parse_action(garbage)
    with pytest.raises(IllegalAction):
        engine.apply(playout.final, engine.to_act(playout.states[0])[0], action)


def test_replay_rebuilds_the_identical_state(case):
    engine, players = _engine(case)
    playout = play_out(engine, players, 5, choose_random)
    rebuilt = replay(engine, players, playout.options, playout.seed, playout.log)
    assert to_json(rebuilt) == to_json(playout.final)


def test_same_seed_same_game_other_seed_other_game(case):
    engine, players = _engine(case)
    first = play_out(engine, players, 6, choose_random)
    again = play_out(engine, players, 6, choose_random)
    other = play_out(engine, players, 7, choose_random)
    assert first.log == again.log
    assert to_json(first.final) == to_json(again.final)
    assert to_json(first.states[0]) != to_json(other.states[0])


def test_bot_sees_only_views_and_answers_legally(case):
    engine, players = _engine(case)
    playout = play_out(engine, players, 8, choose_random)
    rng = random.Random(8)
    for state in playout.states[:-1:5]:
        for seat in engine.to_act(state):
            action = engine.bot_action(engine.view(state, seat), rng)
            # Typed fields (a word) match any text: the chooser's own rule.
            assert matching(engine.legal_actions(state, seat), field_tokens(action))
            engine.apply(state, seat, action)


# Views, terminal text and pictures checked at this many states along a playout.
LEAK_STATES = 6


def _seen_by(engine: Engine, state, seat, players: int) -> tuple:
    """Everything a viewer is shown: the view, the terminal table, every picture and the
    words that describe it (its alt text)."""
    presentation = presentation_for(engine.key)
    view = engine.view(state, seat)
    people = ["you" if s == seat else "bot" for s in range(players)]
    shown: list = [view, tuple(presentation.text_table.render(view, people))]
    kinds = ("table", "results") if seat is None else ("table", "hand", "results")
    names = [f"P{s}" for s in range(players)]
    for kind in kinds:
        try:
            shown.append(presentation.draw(kind, view, names))
            shown.append(presentation.describe(kind, view, names))
        except ValueError:  # a picture that does not apply yet (results before any)
            shown.append(None)
    # What moves (a juggled pattern) in words; its animation is drawn from the same
    # view and would cost seconds a game here.
    shown.append(presentation.describe("performance", view, names))
    return tuple(shown)


def test_views_text_and_pictures_ignore_what_the_viewer_cannot_see(case):
    engine, players = _engine(case)
    playout = play_out(engine, players, 9, choose_random)
    stride = max(1, len(playout.states) // LEAK_STATES)
    rng = random.Random(9)
    changed = 0
    for state in playout.states[::stride]:
        for seat in [None, *range(players)]:
            scrambled = engine.scramble_hidden(state, seat, rng)
            changed += to_json(scrambled) != to_json(state)
            assert _seen_by(engine, scrambled, seat, players) == _seen_by(
                engine, state, seat, players
            ), f"seat {seat} can tell a hidden change apart"
    assert changed, "scramble_hidden never changed anything: the check would prove nothing"


def test_views_say_whose_they_are(case):
    engine, players = _engine(case)
    state = play_out(engine, players, 10, choose_random).states[1]
    assert engine.view(state, None).seat is None
    for seat in range(players):
        assert engine.view(state, seat).seat == seat


def test_an_action_made_against_an_older_state_is_refused_unless_still_legal(case):
    """A stale click that no longer fits the table raises IllegalAction and changes
    nothing; one that is still a legal move is simply a move."""
    engine, players = _engine(case)
    playout = play_out(engine, players, 11, choose_random)
    refused = 0
    for older, newer in zip(playout.states[:-1], playout.states[1:], strict=False):
        for seat in engine.to_act(older):
            for action in engine.legal_actions(older, seat)[:3]:
                still_legal = seat in engine.to_act(newer) and matching(
                    engine.legal_actions(newer, seat), field_tokens(action)
                )
                if still_legal:
                    continue
                before = to_json(newer)
                with pytest.raises(IllegalAction):
                    engine.apply(newer, seat, action)
                assert to_json(newer) == before
                refused += 1
    assert refused, "no stale action was ever tried"
