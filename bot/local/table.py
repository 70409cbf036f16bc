"""One table on the real TableService: a person at the terminal and bots around them.

The service is asynchronous, but a terminal waits on one person, so each
service call runs to completion on a private event loop and the terminal reads
its input between calls. That matters for Ctrl-C: outside the loop it stops
`input()` at once, whereas asyncio would hold it until the next line arrives.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Coroutine, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

from bot.store import Store, open_store
from bot.tables import Notices, TableService
from engines.core.levels import DEFAULT_LEVEL, Level

# The terminal's own person, server and channel: there is only ever one of each.
LOCAL_USER = 1
LOCAL_GUILD = 0
LOCAL_CHANNEL = 0

T = TypeVar("T")


class LocalTable:
    """A started table; every method is one blocking service call."""

    def __init__(
        self,
        runner: asyncio.Runner,
        store: Store,
        service: TableService,
        table_id: int,
        seed: int,
    ) -> None:
        self._runner = runner
        self._store = store
        self._service = service
        self._table_id = table_id
        self.seed = seed

    @classmethod
    def start(
        cls,
        game: str,
        players: int,
        seat: int,
        options: Mapping[str, Any],
        seed: int | None,
        levels: Sequence[Level] = (),
    ) -> tuple[LocalTable, Notices]:
        """Seat the person at `seat` (from 0), bots everywhere else, and begin.

        `levels` are the bots' levels in seat order; bots it leaves out are normal."""
        runner = asyncio.Runner()
        store: Store | None = None
        seed = secrets.randbits(62) if seed is None else seed
        try:
            store = runner.run(open_store("sqlite:///:memory:"))
            service = TableService(store, runs_timers=False)
            table_id, notices = runner.run(
                _begin(service, game, players, seat, options, seed, levels)
            )
        except BaseException:
            if store is not None:
                runner.run(store.close())
            runner.close()
            raise
        return cls(runner, store, service, table_id, seed), notices

    def view(self) -> Any:
        return self._call(self._service.view_for(self._table_id, LOCAL_USER))

    def legal_actions(self) -> list[Any]:
        return self._call(self._service.legal_actions(self._table_id, LOCAL_USER))

    def act(self, action: BaseModel, version: int) -> Notices:
        return self._call(self._service.act(self._table_id, LOCAL_USER, action, version=version))

    def close(self) -> None:
        self._call(self._store.close())
        self._runner.close()

    def _call(self, call: Coroutine[Any, Any, T]) -> T:
        return self._runner.run(call)


async def _begin(
    service: TableService,
    game: str,
    players: int,
    seat: int,
    options: Mapping[str, Any],
    seed: int,
    levels: Sequence[Level],
) -> tuple[int, Notices]:
    # No turn timer: the terminal waits for its person as long as they like.
    created = await service.create(
        game,
        LOCAL_GUILD,
        LOCAL_CHANNEL,
        LOCAL_USER,
        {**options, "timer": "off"},
        seat_host=False,
        seed=seed,
    )
    table_id = created.table.id
    bots = iter(levels)
    for position in range(players):
        if position == seat:
            await service.join(table_id, LOCAL_USER)
            continue
        await service.add_bot(table_id, LOCAL_USER, level=next(bots, DEFAULT_LEVEL))
    return table_id, await service.start(table_id, LOCAL_USER)
