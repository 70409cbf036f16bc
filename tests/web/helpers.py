"""A real table service on a SQLite file, with the web app beside it on a free port."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import Store, open_store
from bot.tables import Notices, TableService
from bot.web import Hub, Links, WebServer
from bot.web.hub import seat_names
from bot.web.replays import Replays

PLAYER = 1
GUILD = 7


@dataclass
class Site:
    store: Store
    service: TableService
    links: Links
    hub: Hub
    server: WebServer

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    def url(self, table_id: int) -> str:
        return f"{self.root}/t/{self.links.token(table_id)}"

    async def restart_server(self) -> None:
        """Drop every open page connection, then serve again on the same port."""
        port = self.server.port
        await self.server.stop()
        self.server = WebServer(
            self.hub, self.links, Replays(self.service, self.store, seat_names), "127.0.0.1", port
        )
        await self.server.start()

    async def close(self) -> None:
        await self.hub.settled()
        await self.server.stop()
        await self.store.close()


async def open_site(database: str) -> Site:
    store = await open_store(database)
    service = TableService(store)
    links = Links("test secret")
    hub = Hub(links, seat_names, service, store)
    server = WebServer(hub, links, Replays(service, store, seat_names), "127.0.0.1", 0)
    await server.start()
    return Site(store, service, links, hub, server)


async def start_table(
    site: Site, game: str, channel: int, bots: int = 1, seed: int = 5, timer: str = "off"
) -> Notices:
    """A started table: the player in seat A, bots after; its notices shown by the hub."""
    created = await site.service.create(
        game, GUILD, channel, PLAYER, {"timer": timer}, seat_host=False, seed=seed
    )
    table_id = created.table.id
    await site.service.join(table_id, PLAYER)
    for _ in range(bots):
        await site.service.add_bot(table_id, PLAYER)
    notices = await site.service.start(table_id, PLAYER)
    site.hub.watch(notices)
    await site.hub.settled()
    return notices


async def move(site: Site, table_id: int) -> Notices:
    """The player's first legal move, shown by the hub."""
    info = await site.service.table(table_id)
    action = (await site.service.legal_actions(table_id, PLAYER))[0]
    notices = await site.service.act(table_id, PLAYER, action, version=info.version)
    site.hub.watch(notices)
    return notices


async def play_to_end(site: Site, table_id: int) -> Notices:
    notices = await move(site, table_id)
    while notices.game_over is None:
        notices = await move(site, table_id)
    await site.hub.settled()
    return notices
