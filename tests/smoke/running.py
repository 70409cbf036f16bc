"""The real bot, logged in to a loopback stand-in: only the REST and gateway URLs change."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
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


@contextmanager
def pointed_at(api_base: str, gateway_url: str) -> Iterator[None]:
    """discord.py's REST and gateway addresses turned to a stand-in's."""
    gateway = yarl.URL(gateway_url)
    with (
        mock.patch.object(discord.http.Route, "BASE", api_base),
        mock.patch.object(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", gateway),
    ):
        yield


def smoke_settings(
    folder: Path, bot_pause: float | None = None, calls_per_second: float | None = None
) -> Settings:
    """Settings for a bot logged in to a stand-in: its store in `folder`; `bot_pause`:
    BOT_PAUSE_SECONDS, `calls_per_second`: DISCORD_CALLS_PER_SECOND, when not the defaults."""
    given: dict[str, float] = {} if bot_pause is None else {"bot_pause_seconds": bot_pause}
    if calls_per_second is not None:
        given["discord_calls_per_second"] = calls_per_second
    return Settings(_env_file=None, database_url=f"sqlite:///{folder / 'smoke.db'}", **given)  # type: ignore[call-arg]


@asynccontextmanager
async def bot_in_standin(
    folder: Path, limits: RateLimits | None = None, channels: int = 1,
    bot_pause: float | None = None, calls_per_second: float | None = None,
) -> AsyncIterator[tuple[DiscordStandIn, discord.Client]]:  # fmt: skip
    """A stand-in (with `limits`, if any, and `channels` text channels) and the real bot
    logged in to it, ready, in this process (see `smoke_settings` for the rest)."""
    standin = DiscordStandIn(limits, channels)
    await standin.start()
    settings = smoke_settings(folder, bot_pause, calls_per_second)
    with pointed_at(standin.api_base, standin.gateway_url):
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
