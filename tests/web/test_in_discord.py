"""The real bot with WEB_PORT set, on SimCord: its posts link the pages, which follow the game."""

from __future__ import annotations

import asyncio
import math
import re
import socket

import aiohttp
import pytest

from bot.chat import create_bot
from bot.config import Settings
from tests.e2e.conftest import bots, clock, db_url, same_deal_every_run, world  # noqa: F401


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def simcord_bot(bots, db_url, clock):  # noqa: F811 - the e2e fixtures, with the pages on
    # Unpaced, as in tests/e2e/world.py: SimCord has no rate limits and runs in simulated time.
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, database_url=db_url, web_port=free_port(), web_host="127.0.0.1",
        discord_calls_per_second=math.inf,
    )
    bots.append(create_bot(settings, clock))
    return bots[-1]


async def test_the_thread_links_the_live_page_and_the_replay(world):  # noqa: F811
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    await world.seat("alice", (), bots=1)
    await world.press("alice", "Start")
    first = world.pictures()[0].content
    live = re.search(r"Watch live: <(http://localhost:\d+/t/[0-9a-f-]+)>", first)
    assert live, first
    # One connection per request: SimCord waits for the bot's tasks to settle, and a
    # kept-alive connection's handler would never do.
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as http:
        frame = await (await http.get(live[1] + "/frame.json")).json()
        assert frame["table"] == table_id and frame["status"] == "playing"
        await world.play_out(table_id)
        for _ in range(250):  # the hub draws the last pictures in the background
            frame = await (await http.get(live[1] + "/frame.json")).json()
            if frame["status"] == "finished":
                break
            await asyncio.sleep(0.02)
        assert frame["status"] == "finished"
        assert frame["version"] == (await world.table(table_id)).version
        over = next(m.content for m in world.thread_messages() if "Game over" in m.content)
        replay = re.search(r"Replay: <(\S+)>", over)
        assert replay and replay[1] == live[1] + "/replay"
        assert (await http.get(replay[1])).status == 200
        history = await world.slash("alice", "history")
        assert f"({replay[1]})" in history.response.embeds[0].description
