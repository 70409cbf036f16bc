"""The pages following a table, written to in one pass when a new frame is shown.

A page does not wait for frames in a task of its own: waking five hundred
tasks a move, each with its own wait and timer, cost the bot's event loop
enough (and enough garbage to collect) to slow the moves themselves. Instead
the hub writes each new frame to every page of its table in one pass; a write
only hands bytes to the socket, so the pass never waits for a page. A page
whose socket has not taken what it was sent (`BEHIND` bytes queued: a
connection gone quiet) is closed instead: its browser reconnects by itself and
gets the newest frame, which holds the whole table.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict

from aiohttp import web

BEHIND = 64 * 1024  # bytes queued on a page's socket: asyncio's own point to stop writing


class Page:
    """One open stream of frames and the newest version it was sent."""

    def __init__(self, request: web.Request, response: web.StreamResponse) -> None:
        self._request, self._response = request, response
        self.version = -1
        self.ready = False  # caught up by its own handler: the fan-out may write to it
        self.gone: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    async def send(self, version: int, message: bytes) -> None:
        """Write a frame newer than the page has; drop the page if it cannot keep up."""
        if self.gone.done() or version <= self.version:
            return
        transport = self._request.transport
        if transport is None or transport.get_write_buffer_size() >= BEHIND:
            self._drop()
            return
        self.version = version
        await self.write(message)

    async def write(self, data: bytes) -> None:
        """Write to the page; a page that went away ends its stream."""
        try:
            await self._response.write(data)
        except ConnectionError:
            self._end()

    def _drop(self) -> None:
        """Close a connection gone quiet: its browser reconnects and catches up."""
        transport = self._request.transport
        if transport is not None:
            transport.abort()
        self._end()

    def _end(self) -> None:
        if not self.gone.done():
            self.gone.set_result(None)


class Audience:
    """The pages following each table."""

    def __init__(self) -> None:
        self._pages: defaultdict[int, set[Page]] = defaultdict(set)
        self._tasks: set[asyncio.Task[None]] = set()

    def join(self, table_id: int, page: Page) -> None:
        self._pages[table_id].add(page)

    def leave(self, table_id: int, page: Page) -> None:
        pages = self._pages.get(table_id)
        if pages is not None:
            pages.discard(page)
            if not pages:
                del self._pages[table_id]

    def show(self, table_id: int, version: int, message: bytes) -> None:
        """Write a new frame to the table's pages soon (returns at once)."""
        if table_id not in self._pages:
            return
        task = asyncio.get_running_loop().create_task(self._write(table_id, version, message))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _write(self, table_id: int, version: int, message: bytes) -> None:
        for page in list(self._pages.get(table_id, ())):
            if page.ready:
                await page.send(version, message)
