"""Opening tables (by /play or Rematch) and the lobby buttons' service calls.

Replies here go to the person who clicked or typed (ephemeral), so they are in
the language of their click; the lobby itself is the notifier's, in the table's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.chat.names import public_line
from bot.chat.places import require_same_server, table_here
from bot.chat.views.lobby import LEVEL_QUESTION, Verb, level_choice
from bot.chat.views.rules import show_rules
from bot.chat.warming import warm_up_table
from bot.tables import InvalidRequest, NotAllowed, Notices
from engines.core.messages import Message, msg
from renderers.i18n import language, text

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

NO_POSTING = msg(
    "I can't post in this channel; please give me the Send Messages permission here "
    "or use another channel."
)


class Lobbies:
    """Tables before they start: opening one, and the buttons of its lobby message."""

    def __init__(self, bot: ChatApp) -> None:
        self._bot = bot

    async def open(
        self, interaction: discord.Interaction, game: str, options: Mapping[str, Any]
    ) -> None:
        """/play: a lobby in this channel or thread, hosted by whoever asked."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._open(interaction, interaction.channel, game, options)

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        """The same game and options again, in the channel of the finished table."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        old = await self._bot.service.table(table_id)
        require_same_server(interaction, old)
        options = {**old.options, "timer": old.timer or "off"}
        channel = self._bot.get_channel(old.channel_id) or self._bot.get_partial_messageable(
            old.channel_id, guild_id=old.guild_id
        )
        await self._open(interaction, channel, old.game, options)

    async def press(self, interaction: discord.Interaction, verb: Verb, table_id: int) -> None:
        service = self._bot.service
        info = await service.table(table_id)
        require_same_server(interaction, info)
        if verb == "rules":
            await show_rules(interaction, info.game)
            return
        if verb == "bot":
            await self._ask_level(interaction, table_id)
            return
        await interaction.response.defer()
        user_id = interaction.user.id
        manager = interaction.permissions.manage_guild
        notices: Notices
        if verb == "join":
            notices = await service.join(table_id, user_id)
        elif verb == "leave":
            notices = await service.leave(table_id, user_id)
        elif verb == "start":
            notices = await service.start(table_id, user_id, manager)
        else:
            notices = await service.cancel(table_id, user_id, manager)
        await self._bot.notifier.publish(notices)

    async def _ask_level(self, interaction: discord.Interaction, table_id: int) -> None:
        """Add bot: which level, in a reply only the host sees (answers to a click
        cost none of the bot's Discord calls). Refused at once where no bot may sit."""
        manager = interaction.permissions.manage_guild
        await self._bot.service.may_add_bot(table_id, interaction.user.id, manager)
        locale = language(interaction.locale)
        await interaction.response.send_message(
            text(LEVEL_QUESTION, locale), view=level_choice(table_id, locale), ephemeral=True
        )

    async def add_bot(self, interaction: discord.Interaction, table_id: int, level: str) -> None:
        """A level picked: the bot sits down, and the question is answered in place."""
        info = await self._bot.service.table(table_id)
        require_same_server(interaction, info)
        manager = interaction.permissions.manage_guild
        notices = await self._bot.service.add_bot(table_id, interaction.user.id, manager, level)
        locale = language(interaction.locale)
        seated = (
            public_line(notices.log[0], locale) if notices.log
            else text(msg("A bot sat down."), locale)
        )  # fmt: skip
        await interaction.response.edit_message(content=seated, view=None)
        await self._bot.notifier.publish(notices)

    async def set_seat_option(
        self, interaction: discord.Interaction, table_id: int, field: str, value: str
    ) -> None:
        """A person's pick in a lobby menu for their own seat (the most balls they flashed)."""
        info = await self._bot.service.table(table_id)
        require_same_server(interaction, info)
        await interaction.response.defer()
        if not value.isdigit():
            raise InvalidRequest(msg("That is not one of the choices."))
        notices = await self._bot.service.set_seat_option(
            table_id, interaction.user.id, field, int(value)
        )
        await self._bot.notifier.publish(notices)

    async def _open(
        self,
        interaction: discord.Interaction,
        channel: Any,
        game: str,
        options: Mapping[str, Any],
    ) -> None:
        if interaction.guild_id is None or not isinstance(channel, discord.abc.Messageable):
            raise NotAllowed(msg("Tables are played in a server channel."))
        channel_id = channel.id  # type: ignore[attr-defined]
        existing = await table_here(self._bot, channel_id)
        if existing is not None:
            raise NotAllowed(busy_here(existing.id, channel))
        service = self._bot.service
        notices = await service.create(
            game, interaction.guild_id, channel_id, interaction.user.id, options
        )
        await asyncio.to_thread(warm_up_table, game, notices.table.options)
        try:
            message = await self._bot.notifier.post_lobby(channel, notices.table)
        except discord.HTTPException:
            await service.cancel(notices.table.id, interaction.user.id)
            raise NotAllowed(NO_POSTING) from None
        opened = msg("Table #{table} is open: {link}", table=notices.table.id,
                     link=message.jump_url)  # fmt: skip
        await interaction.followup.send(text(opened, interaction.locale), ephemeral=True)


def busy_here(table_id: int, channel: Any) -> Message:
    """Why /play cannot open a table here, and what to do instead."""
    if isinstance(channel, discord.Thread):
        return msg(
            "This thread belongs to table #{table}. To start another game, use /play "
            "in a channel without a game (the one above this thread is taken while "
            "its game goes on).",
            table=table_id,
        )
    return msg(
        "This channel already has a table (#{table}): join it, or start yours with "
        "/play in another channel once you find one without a game.",
        table=table_id,
    )
