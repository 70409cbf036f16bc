"""The Discord client: the table service, its store and the chat pieces, started together.

Nothing here touches the network until `start`: `setup_hook` (run by
discord.py after login) opens the database, resumes unfinished tables,
registers the buttons, starts the turn timers and syncs the slash commands.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from contextlib import suppress
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.allocator import prepare, release, settle
from bot.chat.cogs import all_cogs
from bot.chat.forms import answer_form
from bot.chat.languages import Languages
from bot.chat.lobby import Lobbies
from bot.chat.moves import Moves
from bot.chat.names import NameBook
from bot.chat.notifier import Notifier
from bot.chat.pacing import Pacer
from bot.chat.replies import SORRY, tell
from bot.chat.send_window import send_window
from bot.chat.timers import turn_timers
from bot.chat.translator import ChatTranslator
from bot.chat.views import DYNAMIC_ITEMS
from bot.chat.warming import warm_up_engines, warm_up_table
from bot.config import Settings
from bot.store import Store, open_store
from bot.tables import TableError, TableInfo, TableService
from bot.tables.bot_pool import BotPool
from bot.web import Links, WebServer

log = logging.getLogger(__name__)


def intents() -> discord.Intents:
    """Guilds only: channels and threads. Slash commands and buttons need no more."""
    return discord.Intents(guilds=True)


def shard_options(settings: Settings) -> dict[str, Any]:
    """discord.py's own sharding: one shard per process (`shard_id`), or several in
    one process (`ShardedTableBot` takes `shard_ids`)."""
    if not settings.shard_count:
        return {}
    ids = sorted(settings.shards.ids)
    if len(ids) == 1:
        return {"shard_id": ids[0], "shard_count": settings.shard_count}
    return {"shard_ids": ids, "shard_count": settings.shard_count}


class ChatTree(app_commands.CommandTree):
    """Failures the commands did not answer themselves still get a private reply."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        refusal = error.__cause__ if isinstance(error.__cause__, TableError) else None
        if refusal is None:  # a refused value (an unknown game) is no failure of ours
            log.error("/%s failed", interaction.command and interaction.command.qualified_name,
                      exc_info=error)  # fmt: skip
        if not interaction.response.is_done():
            with suppress(discord.HTTPException):
                await tell(interaction, refusal.reason if refusal else SORRY)


class TableBot(commands.Bot):
    """The table service behind slash commands and buttons; cogs and buttons reach the
    service, the notifier and the move chooser through this object."""

    store: Store
    service: TableService
    notifier: Notifier
    languages: Languages

    def __init__(self, settings: Settings, clock: Callable[[], float] = time.time) -> None:
        window = send_window(settings.discord_calls_per_second)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            tree_cls=ChatTree,
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            http_trace=None if window is None else window.trace(),
            **shard_options(settings),
        )
        self.send_window = window
        self.settings = settings
        self._clock = clock
        self.names = NameBook(self)
        self.moves = Moves(self)
        self.lobbies = Lobbies(self)
        self._timers: tasks.Loop[Any] | None = None
        self.web_links: Links | None = None
        self._web: WebServer | None = None

    async def setup_hook(self) -> None:
        prepare()  # before the word index and the resumed tables are built
        self.store = await open_store(self.settings.database_url)
        self.languages = Languages(self.store)
        await self.tree.set_translator(ChatTranslator())
        self.bot_pool = BotPool(self.settings.bot_processes, self.settings.search_limits)
        self.service = TableService(
            self.store, clock=self._clock, shards=self.settings.shards, decider=self.bot_pool
        )
        self.notifier = Notifier(
            self, Pacer(rate=self.settings.discord_calls_per_second),
            pause_cap=self.settings.bot_pause_seconds,
        )  # fmt: skip
        await self._start_web()
        await asyncio.to_thread(warm_up_engines)
        release()  # before the resumed tables fill the memory the warm-up freed
        report = await self.service.resume()
        log.info("resumed %d tables (%d broken)", len(report.resumed), len(report.broken))
        for table_id in report.resumed:
            info = await self.service.table(table_id)
            await asyncio.to_thread(warm_up_table, info.game, info.options)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for cog in all_cogs(self, self._clock):
            await self.add_cog(cog)
        self._timers = turn_timers(self.service, self.notifier.publish)
        self._timers.start()
        settle()  # after the word index and the resumed tables, before the first picture
        await self._sync_commands()

    async def _start_web(self) -> None:
        """The spectators' pages, when WEB_PORT is set: every notice goes to them too."""
        settings = self.settings
        if settings.web_port is None:
            return
        secret = settings.web_secret.get_secret_value() if settings.web_secret else None
        self._web = await WebServer.beside(
            self.service, self.store, host=settings.web_host, port=settings.web_port,
            base=settings.web_base, secret=secret, names=self._page_names,
            max_streams=settings.web_max_connections, language=self._table_language,
        )  # fmt: skip
        self.web_links = self._web.links
        self.notifier.watchers.append(self._web.hub.watch)

    async def _table_language(self, info: TableInfo) -> str:
        """A page speaks as its table's thread does: the server's choice, else its locale."""
        return await self.languages.table(info.guild_id, self.get_guild(info.guild_id))

    async def _page_names(self, info: TableInfo) -> list[str]:
        """Seats named on a page as on the table's pictures, in the table's language."""
        return await self.names.for_pictures(info, await self._table_language(info))

    async def _sync_commands(self) -> None:
        """To the development server at once when one is set, else everywhere (slower)."""
        if self.settings.dev_guild_id is None:
            synced = await self.tree.sync()
        else:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        log.info("synced %d slash commands", len(synced))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Whoever clicks or types tells us their display name, for the pictures, and
        their language, for private messages; what was typed in our forms is played
        from here (see `bot.chat.forms`)."""
        self.names.learn(interaction.user)
        if interaction.type is discord.InteractionType.modal_submit:
            await answer_form(interaction)
        await self.languages.learn(interaction)  # after the answer: Discord's clock runs

    async def close(self) -> None:
        if self._timers is not None:
            self._timers.cancel()
        await super().close()
        if self._web is not None:
            await self._web.stop()
        if hasattr(self, "store"):
            await self.store.close()
        if hasattr(self, "bot_pool"):
            await self.bot_pool.close()


class ShardedTableBot(TableBot, commands.AutoShardedBot):
    """The same bot running several shards in one process (SHARD_IDS lists more than one)."""
