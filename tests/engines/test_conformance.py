"""One suite, run over every registered engine at every player count.

Whole games checked at every step, with the defaults and with each option
changed alone, are in `test_conformance_playouts.py`.
"""

from __future__ import annotations

import json
import random

import pytest

import engines
from engines.core.protocol import Engine, IllegalAction
from engines.core.records import load_json, to_json
from renderers.presentation import presentation_for
from tests.engines.conformance import (
    choose_bot,
    choose_random,
    engine_cases,
    idle_seat,
    play_out,
)

CASES = engine_cases()
# Legal actions tried exhaustively at this many states along each playout.
PROBED_STATES = 40


def _case_id(case: tuple[str, int]) -> str:
    return f"{case[0]}-{case[1]}p"


pytestmark = pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])


def _engine(case: tuple[str, int]) -> tuple[Engine, int]:
    return engines.get(case[0]), case[1]


def test_states_and_views_round_trip_through_the_records(case):
    """Snapshots, the record and views sent out are JSON made by `engines.core.records`:
    what it writes must read back as the same value, whether the type is a dataclass or a
    pydantic model (a field declared as a list but filled with a tuple would not)."""
    engine, players = _engine(case)
    playout = play_out(engine, players, 12, choose_bot)
    stride = max(1, len(playout.states) // PROBED_STATES)
    for state in [*playout.states[::stride], playout.final]:
        assert isinstance(state, engine.State)
        assert load_json(engine.State, to_json(state)) == state
        for seat in (None, *range(players)):
            view = engine.view(state, seat)
            assert load_json(type(view), to_json(view)) == view, f"{type(view).__name__}"


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


def test_same_seed_same_game_other_seed_other_game(case):
    engine, players = _engine(case)
    first = play_out(engine, players, 6, choose_random)
    again = play_out(engine, players, 6, choose_random)
    other = play_out(engine, players, 7, choose_random)
    assert first.log == again.log
    assert to_json(first.final) == to_json(again.final)
    assert to_json(first.states[0]) != to_json(other.states[0])


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
