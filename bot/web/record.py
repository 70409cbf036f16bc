"""A game's public history, step by step, rebuilt from the store.

The page of a table that this process has not shown yet (after a restart)
needs its log, and a finished game's replay needs every step: both come from
replaying the stored actions through the engine and keeping, per step, only
the spectators' view and its public log lines. Nothing else leaves here, so a
replay can show no more than a spectator saw live.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import engines
from bot.store import ResultRow, Store


@dataclass(frozen=True)
class Step:
    """The table after one move, as a spectator sees it."""

    view: Any  # view(state, None)
    lines: tuple[str, ...]  # the public lines this step added


@dataclass(frozen=True)
class PublicHistory:
    game: str
    steps: tuple[Step, ...]  # the deal first, then one per move
    results: tuple[ResultRow, ...]  # empty until the game is over

    @property
    def lines(self) -> list[str]:
        return [line for step in self.steps for line in step.lines]


async def public_history(store: Store, table_id: int) -> PublicHistory | None:
    """Every public step of a started table, or None when it has not started."""
    table = await store.table(table_id)
    if table is None:
        return None
    engine = engines.get(table.game)
    seats = await store.seats(table_id)
    events = await store.events(table_id)
    if table.status == "lobby" or (table.status != "playing" and not events):
        return None
    options = engine.Options.model_validate_json(table.options)
    state = engine.new_game(len(seats), options, table.seed)
    first = engine.view(state, None)
    steps = [Step(first, tuple(first.log))]
    for event in events:
        state = engine.apply(state, event.seat, engine.parse_action(event.action))
        public = engine.view(state, None)
        steps.append(Step(public, tuple(public.log)))
    results = await store.results(table_id) if table.status == "finished" else []
    return PublicHistory(table.game, tuple(steps), tuple(results))
