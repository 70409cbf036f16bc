"""Helpers of the conformance suite, shared by every engine's checks.

Kept apart from the tests so they can be tested themselves and reused by
scenario tests of a single game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import engines
from engines.core.protocol import Engine

Chooser = Callable[[Engine, Any, int, random.Random], Any]


class PlayoutStalled(AssertionError):
    """A game that did not end within the step budget, or had nobody to act."""


@dataclass
class Playout:
    """One finished game: the options and seed it started from and every step."""

    engine: Engine
    players: int
    options: Any
    seed: int
    log: list[tuple[int, str]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)

    @property
    def final(self) -> Any:
        return self.states[-1]


def engine_cases() -> list[tuple[str, int]]:
    """Every registered game at every player count it supports."""
    return [
        (key, players)
        for key in engines.keys()
        for players in range(engines.get(key).min_players, engines.get(key).max_players + 1)
    ]


def choose_random(engine: Engine, state: Any, seat: int, rng: random.Random) -> Any:
    """A uniformly random legal action."""
    return rng.choice(engine.legal_actions(state, seat))


def choose_bot(engine: Engine, state: Any, seat: int, rng: random.Random) -> Any:
    """The engine's own bot, which sees only that seat's view."""
    return engine.bot_action(engine.view(state, seat), rng)


def play_out(
    engine: Engine,
    players: int,
    seed: int,
    chooser: Chooser = choose_random,
    options: Any = None,
    max_steps: int = 20_000,
) -> Playout:
    """Play a whole game, picking which awaited seat moves at random."""
    options = engine.Options() if options is None else options
    state = engine.new_game(players, options, seed)
    playout = Playout(engine, players, options, seed, states=[state])
    rng = random.Random(seed)
    while not engine.is_over(state):
        if len(playout.log) >= max_steps:
            raise PlayoutStalled(f"{engine.key}: no end after {max_steps} steps")
        seats = engine.to_act(state)
        if not seats:
            raise PlayoutStalled(f"{engine.key}: game not over but nobody is to act")
        seat = rng.choice(seats)
        action = chooser(engine, state, seat, rng)
        state = engine.apply(state, seat, action)
        playout.log.append((seat, action.model_dump_json()))
        playout.states.append(state)
    return playout


def replay(
    engine: Engine, players: int, options: Any, seed: int, log: list[tuple[int, str]]
) -> Any:
    """Rebuild a state from the seed and the action log alone."""
    state = engine.new_game(players, options, seed)
    for seat, raw in log:
        state = engine.apply(state, seat, engine.parse_action(raw))
    return state


def idle_seat(engine: Engine, state: Any, players: int) -> int | None:
    """A seat that is not awaited now, if there is one."""
    awaited = set(engine.to_act(state))
    return next((seat for seat in range(players) if seat not in awaited), None)
