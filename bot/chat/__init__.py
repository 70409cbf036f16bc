"""The Discord front end: slash commands, buttons and messages around the table service.

    bot = create_bot(settings)      # no network, no token needed
    run_bot(settings)               # blocks: logs in and plays until stopped

No game rules live here: commands come from the game registry, move
controls from the field-by-field chooser, pictures from `renderers.<game>`.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable

import aiohttp
import discord

from bot.chat.client import ShardedTableBot, TableBot
from bot.config import Settings
from bot.store import StoreError

__all__ = ["TableBot", "create_bot", "run_bot"]


def create_bot(settings: Settings, clock: Callable[[], float] = time.time) -> TableBot:
    """The bot, ready to `start`; `clock` (seconds) drives turn timers, and tests set it.

    Several shards in one process need discord.py's AutoShardedBot; one shard
    per process (or none) the plain client."""
    several = settings.shard_count and len(settings.shards.ids) > 1
    return (ShardedTableBot if several else TableBot)(settings, clock)


def run_bot(settings: Settings) -> int:
    """Start the bot with the token from `settings`; returns an exit status."""
    if settings.discord_token is None:
        print("DISCORD_TOKEN is not set; see .env.example.", file=sys.stderr)
        return 2
    bot = create_bot(settings)
    try:
        bot.run(
            settings.discord_token.get_secret_value(),
            log_level=getattr(logging, settings.log_level),
            root_logger=True,
        )
    except discord.LoginFailure:
        print("Discord refused the token: check DISCORD_TOKEN.", file=sys.stderr)
        return 2
    except StoreError as error:
        print(f"The database could not be opened: {error}. Check DATABASE_URL.", file=sys.stderr)
        return 2
    except (aiohttp.ClientError, OSError) as error:
        # No network, a DNS failure, a refused connection: say so in one line.
        reason = getattr(error, "os_error", None) or error
        print(f"Discord could not be reached ({reason}): check the network connection "
              "and try again.", file=sys.stderr)  # fmt: skip
        return 3
    except discord.HTTPException as error:
        print(f"Discord answered with an error ({error.status}); try again later.",
              file=sys.stderr)  # fmt: skip
        return 3
    return 0
