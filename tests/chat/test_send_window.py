"""Calls counted against Discord's global limit are counted as they leave: however late
calls leave after their turns, and bunch, no second sees more than the window allows;
answers to interactions never wait."""

from __future__ import annotations

import asyncio
import socket
import time

import aiohttp
import pytest
from aiohttp import web
from yarl import URL

from bot.chat.client import TableBot
from bot.chat.send_window import SendWindow, counted, send_window
from bot.config import Settings


def test_answers_to_interactions_are_not_counted():
    base = "http://127.0.0.1/api/v10"
    assert not counted(URL(f"{base}/interactions/1/secret/callback"))
    assert not counted(URL(f"{base}/webhooks/2/secret/messages/@original"))
    assert counted(URL(f"{base}/channels/3/messages"))
    assert counted(URL(f"{base}/users/@me/channels"))


async def test_calls_bunched_together_leave_a_window_apart_in_order():
    window = SendWindow(limit=3)
    left: list[tuple[int, float]] = []

    async def call(number: int) -> None:
        await window.admit()
        left.append((number, time.monotonic()))

    started = time.monotonic()
    await asyncio.gather(*(call(number) for number in range(7)))  # all at once, as if late
    assert [number for number, _ in left] == list(range(7))
    times = [at - started for _, at in left]
    assert max(times[:3]) < 0.5 and times[3] >= 0.95 and 1.95 <= times[6] < 3.0
    for first, at in enumerate(times):  # no second holds more than three
        assert sum(1 for later in times[first:] if later < at + 0.999) <= 3
    assert window.waited == 2  # the first call of each full second waited; the rest followed


def test_no_window_without_limits():
    assert send_window(float("inf")) is None
    with pytest.raises(ValueError):
        SendWindow(limit=0)


async def test_the_bots_calls_wait_in_the_window_and_its_answers_do_not():
    """The bot hands the window's hook to discord.py's HTTP session; through it, a
    counted call waits while its second is full, an interaction's answer does not."""
    arrived: list[str] = []

    async def answer(request: web.Request) -> web.Response:
        arrived.append(request.path.split("/")[3])
        return web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{path:.*}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.SockSite(runner, _listening())
    await site.start()
    bot = TableBot(Settings(_env_file=None, discord_calls_per_second=2.0))  # type: ignore[call-arg]
    assert bot.send_window is not None and bot.http.http_trace is not None
    try:
        async with aiohttp.ClientSession(trace_configs=[bot.http.http_trace]) as session:
            base = f"http://{site.name.split('//')[1]}/api/v10"

            async def post(path: str) -> None:
                async with session.post(f"{base}/{path}"):
                    pass

            counted_calls = [post("channels/1/messages") for _ in range(3)]
            await asyncio.gather(*counted_calls, post("interactions/9/token/callback"))
        # A window of two a second (1.1 x 2): the third counted call left a second later,
        # after the interaction's answer, which was sent last.
        assert arrived == ["channels", "channels", "interactions", "channels"]
        assert bot.send_window.waited == 1
    finally:
        await bot.close()
        await runner.cleanup()


def _listening() -> socket.socket:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    return listener
