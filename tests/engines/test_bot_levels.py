"""Bot levels of every registered engine: the three levels, decisions from views only,
and the budget a searching level is given.

Decisions are taken at every kind of decision a seeded random game awaits, at the
last step it is awaited (`decision_points`), at the game's usual player count. A
searching level gets a few iterations there: what is checked is that the budget
is honoured, not how well it plays (that is `bench/bot_ladder.py`).
"""

from __future__ import annotations

import random
import time
from functools import cache
from typing import Any

import pytest

import engines
from engines.core.choosing import field_tokens, matching
from engines.core.levels import LEVELS, BotLevel, Budget, level_of
from engines.core.protocol import Engine
from engines.core.records import to_json
from tests.engines.conformance import choose_random, decision_points, play_out

ITERATIONS = 4  # a searching level's budget in these checks
SCRAMBLES = 2  # other deals of what each seat cannot see, per decision


@cache
def _decisions(key: str) -> list[tuple[Any, int]]:
    engine = engines.get(key)
    playout = play_out(engine, engine.usual_players, 7, choose_random)
    return decision_points(engine, playout.states[:-1])


def _points(engine: Engine) -> list[tuple[Any, int]]:
    return _decisions(engine.key)


def _budget(level: BotLevel) -> Budget:
    return Budget(ITERATIONS) if level.searches else Budget()


def _decide(level: BotLevel, view: Any, seed: int, budget: Budget) -> str:
    return level.decide(view, random.Random(seed), budget).model_dump_json()


@pytest.mark.parametrize("key", engines.keys())
def test_every_engine_has_exactly_the_three_levels_and_a_usual_table(key):
    engine = engines.get(key)
    assert set(engine.bots) == set(LEVELS)
    assert all(isinstance(level, BotLevel) for level in engine.bots.values())
    assert engine.min_players <= engine.usual_players <= engine.max_players
    for level in engine.bots.values():
        # A searching level states its default budget; the ladder and the record print it.
        assert not level.searches or (level.iterations or 0) >= 1


@pytest.mark.parametrize("key", engines.keys())
def test_the_normal_level_is_the_engines_own_bot(key):
    engine = engines.get(key)
    normal = level_of(engine, "normal")
    for index, (state, seat) in enumerate(_points(engine)):
        view = engine.view(state, seat)
        own = engine.bot_action(view, random.Random(index)).model_dump_json()
        assert _decide(normal, view, index, Budget()) == own


@pytest.mark.parametrize(
    ("key", "name"), [(key, name) for key in engines.keys() for name in LEVELS]
)
def test_the_scramble_check_each_level_decides_from_the_view_alone(key, name):
    """Another deal of what a seat cannot see gives that seat the same view, and each
    level the same decision under the same seed and budget: it read nothing else."""
    engine = engines.get(key)
    level = level_of(engine, name)
    for index, (state, seat) in enumerate(_points(engine)):
        view = engine.view(state, seat)
        decided = _decide(level, view, index, _budget(level))
        legal = engine.legal_actions(state, seat)
        assert matching(legal, field_tokens(engine.parse_action(decided))), decided
        for scramble in range(SCRAMBLES):
            other = engine.scramble_hidden(state, seat, random.Random(scramble))
            other_view = engine.view(other, seat)
            assert to_json(other_view) == to_json(view)
            assert _decide(level, other_view, index, _budget(level)) == decided


def _searching() -> list[Any]:
    return [
        pytest.param(key, name, id=f"{key}-{name}")
        for key in engines.keys()
        for name in LEVELS
        if level_of(engines.get(key), name).searches
    ]


@pytest.mark.parametrize(("key", "name"), _searching())
def test_a_search_is_reproducible_under_its_iteration_budget(key, name):
    engine = engines.get(key)
    level = level_of(engine, name)
    for index, (state, seat) in enumerate(_points(engine)):
        view = engine.view(state, seat)
        first = _decide(level, view, index, Budget(ITERATIONS))
        assert _decide(level, engine.view(state, seat), index, Budget(ITERATIONS)) == first


@pytest.mark.parametrize(("key", "name"), _searching())
def test_a_search_stops_when_out_of_time_and_still_answers_legally(key, name):
    """A cap that says "out of time" from its third question on stops a search that
    was given a huge iteration budget: it asks no more after that answer, and answers
    legally with what it has."""
    engine = engines.get(key)
    level = level_of(engine, name)
    for index, (state, seat) in enumerate(_points(engine)):
        asked = 0

        def out_of_time() -> bool:
            nonlocal asked
            asked += 1
            return asked >= 3

        started = time.process_time()
        answer = level.decide(
            engine.view(state, seat), random.Random(index), Budget(10**9, out_of_time)
        )
        assert time.process_time() - started < 5  # not a billion iterations
        assert asked <= 3, f"asked {asked} times; a search stops at the first True"
        assert matching(engine.legal_actions(state, seat), field_tokens(answer)), answer
