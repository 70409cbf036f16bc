"""/table cancel and /table kick: the host's (or a server manager's) tools.

Their answers go to whoever typed the command alone, in the language of their click.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.chat.places import NO_TABLE_HERE, table_here
from bot.chat.replies import refusals_in_private, table_bot
from bot.tables import NotFound, TableInfo
from engines.core.messages import msg
from renderers.i18n import text


async def _here(interaction: discord.Interaction) -> TableInfo:
    info = await table_here(table_bot(interaction), interaction.channel_id or 0)
    if info is None:
        raise NotFound(NO_TABLE_HERE)
    return info


@app_commands.guild_only()
class TableCog(
    commands.GroupCog,
    group_name=locale_str("table"),
    group_description=locale_str("Manage this channel's table"),
):
    @app_commands.command(
        name=locale_str("cancel"),
        description=locale_str("Close this table for good (host or Manage Server)"),
    )
    async def cancel(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            bot = table_bot(interaction)
            info = await _here(interaction)
            await interaction.response.defer(ephemeral=True, thinking=True)
            manager = interaction.permissions.manage_guild
            await bot.notifier.publish(
                await bot.service.cancel(info.id, interaction.user.id, manager)
            )
            done = msg("Table #{table} is cancelled.", table=info.id)
            await interaction.followup.send(text(done, interaction.locale), ephemeral=True)

    @app_commands.command(
        name=locale_str("kick"),
        description=locale_str("Remove someone from this table; a bot plays their seat"),
    )
    @app_commands.describe(user=locale_str("who to remove"))
    @app_commands.rename(user=locale_str("user"))
    async def kick(self, interaction: discord.Interaction, user: discord.User) -> None:
        async with refusals_in_private(interaction):
            bot = table_bot(interaction)
            info = await _here(interaction)
            await interaction.response.defer(ephemeral=True, thinking=True)
            manager = interaction.permissions.manage_guild
            notices = await bot.service.kick(info.id, user.id, interaction.user.id, manager)
            await bot.notifier.publish(notices)
            removed = (
                msg("{person} is no longer at table #{table}. A bot plays their seat from now "
                    "on.", person=user.mention, table=info.id)
                if info.status == "playing"
                else msg("{person} is no longer at table #{table}.", person=user.mention,
                         table=info.id)
            )  # fmt: skip
            await interaction.followup.send(text(removed, interaction.locale), ephemeral=True)
