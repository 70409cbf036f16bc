"""The real bot in a process of its own, logged in to a stand-in in this one.

Discord and the people clicking are elsewhere than the bot, and Discord counts
a call when it arrives. A stand-in sharing the bot's process and event loop
stamps a call only when that loop next lets it run, so calls that left apart
can land together in one of its windows, and a busy bot seems to break limits
it kept (or to answer slower than it did). Apart, the stand-in stamps each call
as it arrives, whatever the bot's process is doing. The bench of Discord's
limits runs this way; tests needing the bot's objects use `bot_in_standin`.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import signal
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from multiprocessing.process import BaseProcess
from multiprocessing.synchronize import Event
from pathlib import Path

from bot.chat import create_bot
from bot.config import Settings
from tests.smoke.limits import RateLimits
from tests.smoke.running import BOUND, pointed_at, quiet, smoke_settings
from tests.smoke.standin import DiscordStandIn

STARTING = 120  # seconds for the bot's process to start, warm its engines and log in


def _serve(api_base: str, gateway_url: str, settings: Settings, ready: Event) -> None:
    """The bot's process: runs until it is sent SIGTERM, then closes cleanly (Ctrl-C
    reaches the whole process group: the bench's process ends this one)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.basicConfig(level=logging.ERROR)
    with pointed_at(api_base, gateway_url):
        asyncio.run(_run(settings, ready))


async def _run(settings: Settings, ready: Event) -> None:
    bot = create_bot(settings)
    closing: set[asyncio.Task[None]] = set()
    asyncio.get_running_loop().add_signal_handler(
        signal.SIGTERM, lambda: closing.add(asyncio.create_task(bot.close()))
    )

    async def tell_when_ready() -> None:
        await bot.wait_until_ready()
        ready.set()

    telling = asyncio.create_task(tell_when_ready())
    try:
        await bot.start("not-a-real-token")
    finally:
        telling.cancel()
        if closing:  # SIGTERM began closing the bot: the end of it
            await asyncio.gather(*closing)
        else:  # the bot stopped by itself (it could not log in): closed all the same
            await bot.close()


def _until_ready(process: BaseProcess, ready: Event) -> None:
    """Until the bot's process says it is ready; at once if it died on the way."""
    waited = 0.0
    while not ready.wait(0.5):
        waited += 0.5
        if not process.is_alive():
            raise RuntimeError(f"the bot's process ended (exit code {process.exitcode})")
        if waited >= STARTING:
            raise TimeoutError(f"the bot's process was not ready within {STARTING} s")


@asynccontextmanager
async def bot_apart(
    folder: Path, limits: RateLimits | None = None, channels: int = 1,
    bot_pause: float | None = None,
) -> AsyncIterator[DiscordStandIn]:  # fmt: skip
    """A stand-in here (with `limits`, if any, and `channels` text channels) and the real
    bot, ready, in a process of its own (`bot_pause`: BOT_PAUSE_SECONDS, if not the
    default). The bot's store is in `folder`, as `bot_in_standin` keeps it."""
    standin = DiscordStandIn(limits, channels)
    await standin.start()
    spawning = multiprocessing.get_context("spawn")  # a fresh interpreter: no loop copied
    ready = spawning.Event()
    settings = smoke_settings(folder, bot_pause)
    # Not a daemon: hard bots think in worker processes of the bot's own.
    process = spawning.Process(
        target=_serve, args=(standin.api_base, standin.gateway_url, settings, ready),
        name="bot-apart",
    )  # fmt: skip
    process.start()
    try:
        await asyncio.to_thread(_until_ready, process, ready)
        yield standin
        await asyncio.wait_for(quiet(standin), BOUND)  # nothing cut off by the closing
    finally:
        process.terminate()
        try:
            await asyncio.to_thread(process.join, BOUND)
        finally:  # also when the caller gave up waiting: no process is left behind
            if process.is_alive():
                process.kill()
                process.join()
            await standin.close()
