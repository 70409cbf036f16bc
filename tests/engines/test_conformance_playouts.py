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
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engines
from engines.core.choosing import field_tokens, matching
from engines.core.protocol import Engine, IllegalAction
from engines.core.records import load_json, to_json
from tests.engines.conformance import (
    Playout,
    choose_bot,
    choose_random,
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
    playout = play_out(engine, players, 2, choose_bot, options=options)
    outcome = engine.outcome(playout.final)
    assert len(outcome.scores) == players
    # A game may end with nobody winning (Boromir's stalemate), but then nobody
    # did better than anyone else either.
    assert outcome.winners or len(set(outcome.scores)) == 1
    _check_every_step(engine, playout, by_bots=True)


def _check_every_step(engine: Engine, playout: Playout, by_bots: bool = False) -> None:
    """See the module's docstring. In a game of bots the seat that moved gave the bot's
    answer already: that one is checked as logged rather than asked for again."""
    rng = random.Random(playout.seed)
    states = playout.states
    for older, newer, (moved, raw) in zip(states[:-1], states[1:], playout.log, strict=True):
        for seat in engine.to_act(older):
            legal = engine.legal_actions(older, seat)
            assert legal, f"seat {seat} is to act but has no move"
            if by_bots and seat == moved:
                answer = engine.parse_action(raw)
            else:
                answer = engine.bot_action(engine.view(older, seat), rng)
                engine.apply(older, seat, answer)
            assert matching(legal, field_tokens(answer)), f"bot for seat {seat}: {answer!r}"
            _stale_refused(engine, newer, seat, legal[:STALE_TRIED])
    final = playout.final
    assert engine.is_over(final) and engine.to_act(final) == []
    for state in [*states[::JSON_STRIDE], final]:
        text = to_json(state)
        loaded = load_json(engine.State, text)
        assert loaded == state and to_json(loaded) == text
    rebuilt = replay(engine, playout.players, playout.options, playout.seed, playout.log)
    assert to_json(rebuilt) == to_json(final)


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
