"""The real bot, logged in to a loopback stand-in: only the REST and gateway URLs change."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from unittest import mock

import discord
import yarl

from bot.chat import create_bot
from bot.config import Settings
from tests.smoke.limits import RateLimits
from tests.smoke.standin import DiscordStandIn

BOUND = 30  # seconds to log in and to shut down; loopback only
QUIET = 0.3  # seconds without a call: the bot has finished what it was sending


async def quiet(standin: DiscordStandIn) -> None:
    """Until no call has reached the stand-in for `QUIET` seconds."""
    while True:
        count = len(standin.calls)
        await asyncio.sleep(QUIET)
        if len(standin.calls) == count:
            return


@asynccontextmanager
async def bot_in_standin(
    folder: Path, limits: RateLimits | None = None, channels: int = 1,
    bot_pause: float | None = None, calls_per_second: float | None = None,
) -> AsyncIterator[tuple[DiscordStandIn, discord.Client]]:  # fmt: skip
    """A stand-in (with `limits`, if any, and `channels` text channels) and the real bot
    logged in to it, ready. `bot_pause`: BOT_PAUSE_SECONDS, `calls_per_second`:
    DISCORD_CALLS_PER_SECOND, when not the defaults."""
    standin = DiscordStandIn(limits, channels)
    await standin.start()
    gateway = yarl.URL(standin.gateway_url)
    paused: dict[str, float] = {} if bot_pause is None else {"bot_pause_seconds": bot_pause}
    if calls_per_second is not None:
        paused["discord_calls_per_second"] = calls_per_second
    settings = Settings(_env_file=None, database_url=f"sqlite:///{folder / 'smoke.db'}", **paused)  # type: ignore[call-arg]
    with (
        mock.patch.object(discord.http.Route, "BASE", standin.api_base),
        mock.patch.object(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", gateway),
    ):
        bot = create_bot(settings)
        running = asyncio.create_task(bot.start("not-a-real-token"))
        try:
            await asyncio.wait_for(standin.identified.wait(), BOUND)
            await asyncio.wait_for(bot.wait_until_ready(), BOUND)
            yield standin, bot
            await asyncio.wait_for(quiet(standin), BOUND)  # nothing cut off by the closing
        finally:
            await bot.close()
            await asyncio.wait_for(running, timeout=BOUND)
            await standin.close()
