"""Driving whole games through the service, and restarting it."""

from __future__ import annotations

import random
from typing import Any

from bot.store import Store, open_store
from bot.tables import Notices, TableService
from engines.core.messages import english
from engines.core.records import to_plain
from engines.siteswap.actions import Lay


class Clock:
    """A settable clock: timers fire when a test moves it on."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Restarts:
    """Opens services on one database file, as successive runs of the bot would."""

    def __init__(self, url: str, clock: Clock) -> None:
        self.url = url
        self.clock = clock
        self.stores: list[Store] = []
        self.services: list[TableService] = []

    async def open(self) -> tuple[Store, TableService]:
        store = await open_store(self.url)
        self.stores.append(store)
        self.services.append(TableService(store, clock=self.clock))
        return store, self.services[-1]

    async def restart(self) -> TableService:
        """Close the current database connection and resume on a new one."""
        await self.stores.pop().close()
        _, service = await self.open()
        await service.resume()
        return service

    async def close(self) -> None:
        for store in self.stores:
            await store.close()


async def new_table(
    service: TableService,
    humans: list[int],
    bots: int = 0,
    options: dict[str, Any] | None = None,
    game: str = "toy",
    channel: int = 100,
    seed: int | None = None,
) -> int:
    """A started table: humans[0] hosts, then the others join, then the bots.
    `seed` fixes the deal; without it every run deals afresh."""
    notices = await service.create(
        game,
        1,
        channel,
        humans[0] if humans else 999,
        options,
        seat_host=bool(humans),
        seed=seed,
    )
    table_id = notices.table.id
    for user in humans[1:]:
        await service.join(table_id, user)
    host = humans[0] if humans else 999
    for _ in range(bots):
        await service.add_bot(table_id, host)
    await service.start(table_id, host)
    return table_id


async def move(service: TableService, table_id: int, rng: random.Random) -> Notices:
    """One awaited person plays a random legal action at the current version."""
    table = await service.table(table_id)
    user = rng.choice(table.to_act)
    action = rng.choice(await service.legal_actions(table_id, user))
    return await service.act(table_id, user, action, version=table.version)


async def play_to_end(
    service: TableService, table_id: int, rng: random.Random, max_moves: int = 2000
) -> list[Notices]:
    """Random legal moves by whoever is to act until the game is over."""
    seen = []
    for _ in range(max_moves):
        if (await service.table(table_id)).status != "playing":
            return seen
        seen.append(await move(service, table_id, rng))
    raise AssertionError("the game did not end")


async def snapshot_of(service: TableService, table_id: int, users: list[int]) -> dict[str, Any]:
    """Everything anyone can learn about a table through the service."""
    table = await service.table(table_id)
    views = {}
    for user in [*users, None]:
        view = await service.view_for(table_id, user)
        views[user] = None if view is None else to_plain(view)
    actions = {
        user: [a.model_dump(mode="json") for a in await service.legal_actions(table_id, user)]
        for user in users
    }
    return {"table": table, "views": views, "actions": actions}


async def lay_a_pattern(service: TableService, table_id: int) -> tuple[int, Lay]:
    """Siteswap: people pass until the first of them can lay a pattern, and lays it;
    the user id of who laid it, and what they laid."""
    for _ in range(60):
        table = await service.table(table_id)
        user = table.to_act[0]
        legal = await service.legal_actions(table_id, user)
        lays = [action for action in legal if isinstance(action, Lay)]
        await service.act(table_id, user, lays[0] if lays else legal[-1], version=table.version)
        if lays:
            return user, lays[0]
    raise AssertionError("nobody laid a pattern")


def said(notices: Notices) -> tuple[str, ...]:
    """The public lines of a service call in English, as the tests assert them: the
    service's own lines are Messages, shown in each reader's language."""
    return tuple(english(line) for line in notices.log)
