"""Helpers of the conformance suite, shared by every engine's checks.

Kept apart from the tests so they can be tested themselves and reused by
scenario tests of a single game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

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


def decision_points(engine: Engine, states: list[Any]) -> list[tuple[Any, int]]:
    """(state, seat) at the last step where each kind of decision is awaited (the set of
    action kinds the seat may choose from): every phase of a game once, where the rest
    of the game, and so a search's playout, is shortest."""
    points = []
    asked: set[frozenset[str]] = set()
    for state in reversed(states):
        for seat in engine.to_act(state):
            legal = engine.legal_actions(state, seat)
            decision = frozenset(getattr(action, "kind", type(action).__name__) for action in legal)
            if decision not in asked:
                asked.add(decision)
                points.append((state, seat))
    return points


def idle_seat(engine: Engine, state: Any, players: int) -> int | None:
    """A seat that is not awaited now, if there is one."""
    awaited = set(engine.to_act(state))
    return next((seat for seat in range(players) if seat not in awaited), None)


@dataclass(frozen=True)
class Variant:
    """Default options with one field changed: `label` says which and to what."""

    label: str
    options: Any


def option_variants(options_model: type[BaseModel], seats: int) -> list[Variant]:
    """The defaults, then every other value of each field alone.

    An enum, literal or bool field takes each of its values; an int field its
    minimum, default and maximum (from the field's bounds: an unbounded int
    fails here, as the guide asks every option for bounds); an optional one
    also None. A per-seat field (one value per seat) takes its lowest and its
    highest value at every seat, and the two alternating, so seats differ.
    """
    default = options_model()
    variants = [Variant("defaults", default)]
    for name, info in options_model.model_fields.items():
        current = getattr(default, name)
        for value in _values_of(name, info.annotation, info.metadata, seats):
            if value != current:
                options = options_model.model_validate({**default.model_dump(), name: value})
                variants.append(Variant(f"{name}={_short(value)}", options))
    return variants


def _values_of(name: str, annotation: Any, metadata: list[Any], seats: int) -> list[Any]:
    """Every value worth a game of one field's type, in a fixed order."""
    args = [arg for arg in get_args(annotation) if arg is not type(None)]
    optional = type(None) in get_args(annotation)
    if get_origin(annotation) in (Union, UnionType) and len(args) == 1:
        return [*_values_of(name, args[0], metadata, seats), *([None] if optional else [])]
    if annotation is bool:
        return [False, True]
    if get_origin(annotation) is Literal:
        return list(args)
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return list(annotation)
    if annotation is int:
        low, high = _bounds(name, metadata)
        return [low, high]
    if get_origin(annotation) is tuple and len(args) == 2 and args[1] is Ellipsis:
        element, *inner = get_args(args[0]) or (args[0],)
        if element is not int:
            raise AssertionError(f"option {name!r}: a per-seat list of {element} is not covered")
        # Annotated[int, Field(ge=.., le=..)]: the bounds sit in the FieldInfo's metadata.
        bounds = [item for info in inner for item in getattr(info, "metadata", [info])]
        low, high = _bounds(name, bounds)
        return [(low,) * seats, (high,) * seats, tuple((low, high)[s % 2] for s in range(seats))]
    raise AssertionError(f"option {name!r}: the suite does not know how to vary {annotation}")


def _bounds(name: str, metadata: list[Any]) -> tuple[int, int]:
    """An int option's lowest and highest allowed values."""
    low = next((m.ge for m in metadata if hasattr(m, "ge")), None)
    low = next((m.gt + 1 for m in metadata if hasattr(m, "gt")), low)
    high = next((m.le for m in metadata if hasattr(m, "le")), None)
    high = next((m.lt - 1 for m in metadata if hasattr(m, "lt")), high)
    if low is None or high is None:
        raise AssertionError(f"option {name!r} needs bounds (ge and le) to be tested at its ends")
    return low, high


def _short(value: Any) -> str:
    if isinstance(value, tuple):
        return ",".join(str(item) for item in value)
    return str(value.value if isinstance(value, Enum) else value)
