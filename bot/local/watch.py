"""`play --watch`: the spectators' page of the terminal's game, on localhost.

The terminal runs its table on a private event loop only while a call is
under way (see `bot.local.table`), so the page gets a loop of its own in a
background thread; each notice the terminal shows is handed over to it. The
page is the same one the bot serves, built from the same public notices,
in the language the game is played in (`play --lang`).
"""

from __future__ import annotations

import asyncio
import secrets
import threading
from collections.abc import Sequence

from bot.tables import Notices, TableInfo
from bot.web import Hub, Links, WebServer
from renderers.i18n import SOURCE

HOST = "127.0.0.1"


class Watch:
    """The page server in its thread; `publish` is safe to call from the terminal."""

    def __init__(self, port: int, names: Sequence[str], lang: str = SOURCE) -> None:
        self._names = list(names)
        self._lang = lang
        self._loop = asyncio.new_event_loop()
        self._links = Links(secrets.token_urlsafe(32))
        self._hub = Hub(self._links, self._seat_names, language=self._language)
        self._server = WebServer(self._hub, self._links, None, HOST, port)
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._server.start(), self._loop).result(timeout=10)

    def page(self, table_id: int) -> str:
        return f"http://localhost:{self._server.port}/t/{self._links.token(table_id)}"

    def publish(self, notices: Notices) -> None:
        self._loop.call_soon_threadsafe(self._hub.watch, notices)

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self._finish(), self._loop).result(timeout=30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    async def _finish(self) -> None:
        """The last notices shown (their pictures drawn), then every page let go."""
        await self._hub.settled()
        await self._server.stop()

    async def _seat_names(self, info: TableInfo) -> list[str]:
        return self._names

    async def _language(self, info: TableInfo) -> str:
        return self._lang
