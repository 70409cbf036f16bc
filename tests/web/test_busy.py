"""Past its cap of open pages a process says plainly that it is busy, and recovers."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from bot.web import WebServer
from bot.web.app import BUSY, Streams
from bot.web.hub import seat_names
from bot.web.replays import Replays
from engines.core.messages import english
from tests.web.helpers import move, start_table


async def test_pages_past_the_cap_get_a_clear_503_and_the_open_ones_keep_going(site):
    await site.server.stop()
    site.server = WebServer(site.hub, site.links, Replays(site.service, site.store, seat_names),
                            "127.0.0.1", site.server.port, max_streams=2)  # fmt: skip
    await site.server.start()
    table_id = (await start_table(site, "jugglers", 1)).table.id
    events = site.url(table_id) + "/events"
    async with aiohttp.ClientSession() as http:
        first, second = [await http.get(events) for _ in range(2)]
        assert first.status == second.status == 200
        refused = await http.get(events)
        assert refused.status == 503 and await refused.text() == english(BUSY)
        assert int(refused.headers["Retry-After"]) > 0
        page = await http.get(site.url(table_id))
        assert page.status == 503 and page.content_type == "text/html"
        shown = await page.text()
        assert english(BUSY) in shown and "<h1>Too busy right now</h1>" in shown
        assert (await http.get(f"{site.root}/t/{table_id}/events")).status == 404  # unsigned
        assert (await http.get(site.url(table_id) + "/frame.json")).status == 200
        # A page that leaves frees its place once the server next writes to it.
        first.close()
        moved = await move(site, table_id)
        assert await _has_version(second, moved.table.version)
        for _ in range(50):
            again = await http.get(events)
            if again.status == 200:
                break
            again.release()
            await asyncio.sleep(0.05)
        assert again.status == 200
        assert (await http.get(events)).status == 503  # and the cap holds again
        again.close()
        second.close()


def test_a_cap_lets_at_least_one_page_watch():
    with pytest.raises(ValueError, match="at least one"):
        Streams(0)


async def _has_version(stream: aiohttp.ClientResponse, version: int) -> bool:
    """Whether a frame of `version` arrives on the stream within 5 seconds."""

    async def read() -> bool:
        while True:
            line = await stream.content.readline()
            if line.startswith(b"id: ") and int(line.removeprefix(b"id: ")) == version:
                return True

    return await asyncio.wait_for(read(), 5)
