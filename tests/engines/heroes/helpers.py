"""Building Heroes positions for scenario tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import engines
from engines.heroes.roster import ROSTER
from engines.heroes.state import HeroesState, Phase

ENGINE = engines.get("heroes")


def by_name(name: str) -> int:
    return next(h.id for h in ROSTER if h.name == name)


def ids(*names: str) -> tuple[int, ...]:
    return tuple(by_name(name) for name in names)


def position(players: int = 4, round_: int = 2, **update: Any) -> HeroesState:
    """A game in `round_` at its first turn (seat 0 to move unless `first` says otherwise)."""
    state = ENGINE.new_game(players, ENGINE.Options(), 1)
    start = {"round": round_, "first": (0 - (round_ - 1)) % players, "turn_index": 0,
             "phase": Phase.TAKE, "log": ()}  # fmt: skip
    state = replace(state, **{**start, **update})
    # Heroes placed by the test leave the pools they were dealt into.
    placed = {*state.rugged, *state.banned}
    for seat in range(players):
        placed.update(state.possession(seat))
    pools = {
        pool: tuple(h for h in getattr(state, pool) if h not in placed)
        for pool in ("open_pool", "hidden_pool")
        if pool not in update
    }
    return replace(state, **pools)


def all_heroes(state: HeroesState) -> list[int]:
    """Every hero wherever it lies; each of the 45 must be in exactly one place."""
    places = [*state.open_pool, *state.hidden_pool, *state.rugged, *state.banned]
    for seat in range(state.players):
        places += [*state.hands[seat], *state.tables[seat]]
    return sorted(places)
