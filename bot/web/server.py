"""Starting and stopping the web app beside the bot, on the bot's own event loop.

The pages share the process (and the event loop) of the table service, so
`Hub.watch` is a plain call from the notifier; `start` binds the port and
returns, `stop` closes every open page connection. One process serves at most
`max_streams` open pages (see `bot.web.app`).
"""

from __future__ import annotations

import logging

from aiohttp import web

from bot.store import Store
from bot.tables import TableService
from bot.web.app import MAX_STREAMS, create_app
from bot.web.hub import Hub, Language, Names
from bot.web.links import Links, stored_secret
from bot.web.replays import Replays

log = logging.getLogger(__name__)


class WebServer:
    """The app on `host:port`; port 0 picks a free one (see `port` after `start`)."""

    def __init__(
        self,
        hub: Hub,
        links: Links,
        replays: Replays | None,
        host: str,
        port: int,
        max_streams: int = MAX_STREAMS,
    ) -> None:
        self.hub = hub
        self.links = links
        app = create_app(hub, links, replays, max_streams)
        self._runner = web.AppRunner(app, shutdown_timeout=1.0)
        self._host = host
        self.port = port

    @classmethod
    async def beside(
        cls,
        service: TableService,
        store: Store,
        *,
        host: str,
        port: int,
        base: str,
        secret: str | None,
        names: Names | None = None,
        max_streams: int = MAX_STREAMS,
        language: Language | None = None,
    ) -> WebServer:
        """The app for a running table service, started; the secret is the stored one
        when none is given. Pages speak each table's language (`language`; the one its
        server chose with /settings when None) and name seats with `names` (by seat
        letter when None)."""
        links = Links(secret or await stored_secret(store), base)
        hub = Hub(links, names, service, store, language=language)
        replays = Replays(service, store, names, language)
        server = cls(hub, links, replays, host, port, max_streams)
        await server.start()
        log.info("spectators' pages on %s:%s, linked as %s", host, server.port, base)
        return server

    async def start(self) -> None:
        await self._runner.setup()
        site = web.TCPSite(self._runner, self._host, self.port)
        await site.start()
        for address in self._runner.addresses:
            self.port = address[1]

    async def stop(self) -> None:
        await self._runner.cleanup()
