"""Which table a channel or thread belongs to, for commands typed there."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.store import ACTIVE_STATUSES
from bot.tables import NotFound, TableInfo
from engines.core.messages import msg

NO_TABLE_HERE = msg("There is no open table in this channel or thread.")

if TYPE_CHECKING:
    from bot.chat.app import ChatApp


def require_same_server(interaction: discord.Interaction, info: TableInfo) -> None:
    """Buttons act on their own server's tables only; a DM belongs to no server."""
    if interaction.guild_id is not None and interaction.guild_id != info.guild_id:
        raise NotFound(msg("There is no such table on this server."))


async def table_here(bot: ChatApp, channel_id: int) -> TableInfo | None:
    """The open table of a channel, or of the game thread it is played in."""
    info = await bot.service.active_table(channel_id)
    if info is not None:
        return info
    link = await bot.store.chat_link_for_thread(channel_id)
    if link is None:
        return None
    info = await bot.service.table(link.table_id)
    return info if info.status in ACTIVE_STATUSES else None
