"""What the chat pieces use of the running bot: a small interface, not the client.

Cogs, buttons, the notifier and the move chooser reach the table service and
each other through the bot object. They are typed against `ChatApp`, which
names only what they use, so none of them imports the concrete client (which
imports all of them): the chat package stays free of import cycles.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import discord

from bot.chat.customids import LobbyVerb
from bot.chat.languages import Languages
from bot.chat.names import NameBook
from bot.store import Store
from bot.tables import Notices, TableInfo, TableService
from bot.web.links import Links


class Publisher(Protocol):
    """Turns the service's notices into thread posts, DMs and edits."""

    async def publish(
        self, notices: Notices, answering: discord.Interaction | None = None
    ) -> None: ...

    async def refresh_hand(
        self, table_id: int, user_id: int, answering: discord.Interaction | None = None
    ) -> None: ...

    async def post_lobby(
        self, channel: discord.abc.Messageable, info: TableInfo
    ) -> discord.Message: ...


class MoveDesk(Protocol):
    """Offers a person their choices and plays the one they make."""

    async def offer(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        picks: Mapping[str, str],
        typed: Mapping[str, str] | None = None,
        confirmed: bool = False,
        mark: str | None = None,
    ) -> None: ...

    async def ask_typed(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        picks: Mapping[str, str],
        mark: str | None = None,
    ) -> None: ...

    async def ask_answer(
        self, interaction: discord.Interaction, table_id: int, opened_step: int
    ) -> None: ...

    async def answer(
        self,
        interaction: discord.Interaction,
        table_id: int,
        opened_step: int,
        picks: Mapping[str, str],
        typed: Mapping[str, str],
    ) -> None: ...

    async def show_hand(self, interaction: discord.Interaction, table_id: int) -> None: ...


class LobbyDesk(Protocol):
    """Opens lobbies and answers their buttons."""

    async def open(
        self, interaction: discord.Interaction, game: str, options: Mapping[str, Any]
    ) -> None: ...

    async def press(
        self, interaction: discord.Interaction, verb: LobbyVerb, table_id: int
    ) -> None: ...

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None: ...


class ChatApp(Protocol):
    """The running bot as its pieces see it."""

    store: Store
    service: TableService
    names: NameBook
    languages: Languages  # who reads in which language
    notifier: Publisher
    web_links: Links | None  # the spectators' pages, when the web app runs (WEB_PORT)
    moves: MoveDesk
    lobbies: LobbyDesk

    def get_channel(self, id: int, /) -> Any: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    async def create_dm(self, user: discord.abc.Snowflake) -> discord.DMChannel: ...
