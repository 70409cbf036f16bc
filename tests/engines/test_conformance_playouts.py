"""Whole games of every engine, at every player count, with the defaults and with each
option changed alone, checked at every step.

Faults that only another mode or size of game reaches (a live juggler's
stand-in, a game to 500 points) hide in games played with the defaults alone.
So every value of each enum or bool option, and each int option at its bounds
(`option_variants`), gets one random game and one game of bots. At every step:
whoever is awaited has a legal move, the bot answers legally for each of them
(so it can take over any seat at any moment), a move of the step before that
no longer fits is refused without changing anything; the state survives JSON
(sampled), and the game ends and its log replays to the same state.

Every bot level takes part (`engine.bots`): the game of bots seats the normal and
easy levels in turn round the table, and the levels that do not search (easy)
answer at every step like the normal bot. A searching level (hard) costs a few
playouts per answer, so it answers, on a tiny budget, at the last step of each
game where each kind of decision is awaited (the set of action kinds a seat may
choose from): every phase once, at its cheapest point.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import engines
from engines.core.choosing import field_tokens, matching
from engines.core.levels import DEFAULT_LEVEL, LEVELS, Budget, level_of
from engines.core.protocol import Engine, IllegalAction
from engines.core.records import load_json, to_json
from tests.engines.conformance import (
    Playout,
    choose_random,
    decision_points,
    engine_cases,
    option_variants,
    play_out,
    replay,
)

# Legal actions of each awaited seat tried again on the next state: the first few.
STALE_TRIED = 3
# States that go through JSON and back: one step in this many (a quarter of the
# time of these games when it was every step), and the last.
JSON_STRIDE = 10
# A searching level's budget here: a few iterations, and a CPU cap so that a slow
# search cannot slow the suite down (stopped early, it must still answer legally).
SEARCH_ITERATIONS = 4
SEARCH_SECONDS = 0.02
# The levels that play the game of bots, dealt round the seats.
PLAYING_LEVELS = (DEFAULT_LEVEL, "easy")


def _cases() -> list[Any]:
    """(game, players, options): the defaults, then each option changed alone."""
    cases = []
    for key, players in engine_cases():
        for variant in option_variants(engines.get(key).Options, players):
            case_id = f"{key}-{players}p-{variant.label}"
            cases.append(pytest.param(key, players, variant.options, id=case_id))
    return cases


pytestmark = pytest.mark.parametrize(("key", "players", "options"), _cases())


def test_a_random_game(key, players, options):
    engine = engines.get(key)
    _check_every_step(engine, play_out(engine, players, 1, choose_random, options=options))


def test_a_game_of_bots(key, players, options):
    engine = engines.get(key)
    playout = play_out(engine, players, 2, _choose_level_by_seat, options=options)
    outcome = engine.outcome(playout.final)
    assert len(outcome.scores) == players
    # A game may end with nobody winning (Boromir's stalemate), but then nobody
    # did better than anyone else either.
    assert outcome.winners or len(set(outcome.scores)) == 1
    _check_every_step(engine, playout, by_bots=True)


def _choose_level_by_seat(engine: Engine, state: Any, seat: int, rng: random.Random) -> Any:
    """The levels of `PLAYING_LEVELS` dealt round the seats, each seeing only its view."""
    level = level_of(engine, PLAYING_LEVELS[seat % len(PLAYING_LEVELS)])
    return level.decide(engine.view(state, seat), rng, Budget())


def _search_budget() -> Budget:
    started = time.process_time()
    return Budget(SEARCH_ITERATIONS, lambda: time.process_time() - started >= SEARCH_SECONDS)


def _check_every_step(engine: Engine, playout: Playout, by_bots: bool = False) -> None:
    """See the module's docstring. In a game of bots the seat that moved gave the bot's
    answer already: that one is checked as logged rather than asked for again."""
    rng = random.Random(playout.seed)
    states = playout.states
    plain = [name for name in LEVELS if not level_of(engine, name).searches]
    for older, newer, (moved, raw) in zip(states[:-1], states[1:], playout.log, strict=True):
        for seat in engine.to_act(older):
            legal = engine.legal_actions(older, seat)
            assert legal, f"seat {seat} is to act but has no move"
            if by_bots and seat == moved:
                answers = {"logged": engine.parse_action(raw)}
            else:
                answers = {"bot_action": engine.bot_action(engine.view(older, seat), rng)}
            answers |= {
                name: level_of(engine, name).decide(engine.view(older, seat), rng, Budget())
                for name in plain
                if name != DEFAULT_LEVEL  # the normal level is bot_action
            }
            for name, answer in answers.items():
                assert matching(legal, field_tokens(answer)), f"{name} of seat {seat}: {answer!r}"
                if name != "logged":  # that one made `newer`
                    engine.apply(older, seat, answer)
            _stale_refused(engine, newer, seat, legal[:STALE_TRIED])
    _searches_answer_every_decision(engine, states[:-1], rng)
    final = playout.final
    assert engine.is_over(final) and engine.to_act(final) == []
    for state in [*states[::JSON_STRIDE], final]:
        text = to_json(state)
        loaded = load_json(engine.State, text)
        assert loaded == state and to_json(loaded) == text
    rebuilt = replay(engine, playout.players, playout.options, playout.seed, playout.log)
    assert to_json(rebuilt) == to_json(final)


def _searches_answer_every_decision(engine: Engine, states: list[Any], rng: random.Random) -> None:
    """Each searching level answers legally, on a tiny budget, for every kind of decision
    the game awaited, at the last step it was awaited (where a playout is shortest)."""
    searching = [name for name in LEVELS if level_of(engine, name).searches]
    for state, seat in decision_points(engine, states) if searching else []:
        legal = engine.legal_actions(state, seat)
        for name in searching:
            answer = level_of(engine, name).decide(engine.view(state, seat), rng, _search_budget())
            assert matching(legal, field_tokens(answer)), f"{name} of seat {seat}: {answer!r}"
            engine.apply(state, seat, answer)


def _stale_refused(engine: Engine, newer: Any, seat: int, actions: list[Any]) -> None:
    """A stale click that no longer fits the table raises IllegalAction and changes
    nothing; one that is still a legal move is simply a move."""
    awaited = seat in engine.to_act(newer)
    legal_now = engine.legal_actions(newer, seat) if awaited else []
    before = to_json(newer)
    for action in actions:
        if awaited and matching(legal_now, field_tokens(action)):
            continue
        with pytest.raises(IllegalAction):
            engine.apply(newer, seat, action)
    assert to_json(newer) == before
