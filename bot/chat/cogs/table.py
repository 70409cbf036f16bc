"""/table cancel and /table kick: the host's (or a server manager's) tools."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat.places import table_here
from bot.chat.replies import refusals_in_private, table_bot
from bot.tables import NotFound, TableInfo


async def _here(interaction: discord.Interaction) -> TableInfo:
    info = await table_here(table_bot(interaction), interaction.channel_id or 0)
    if info is None:
        raise NotFound("There is no open table in this channel or thread.")
    return info


@app_commands.guild_only()
class TableCog(
    commands.GroupCog, group_name="table", group_description="Manage this channel's table"
):
    @app_commands.command(
        name="cancel", description="Close this table for good (host or Manage Server)"
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
            await interaction.followup.send(f"Table #{info.id} is cancelled.", ephemeral=True)

    @app_commands.command(
        name="kick", description="Remove someone from this table; a bot plays their seat"
    )
    @app_commands.describe(user="who to remove")
    async def kick(self, interaction: discord.Interaction, user: discord.User) -> None:
        async with refusals_in_private(interaction):
            bot = table_bot(interaction)
            info = await _here(interaction)
            await interaction.response.defer(ephemeral=True, thinking=True)
            manager = interaction.permissions.manage_guild
            notices = await bot.service.kick(info.id, user.id, interaction.user.id, manager)
            await bot.notifier.publish(notices)
            playing = " A bot plays their seat from now on." if info.status == "playing" else ""
            await interaction.followup.send(
                f"{user.mention} is no longer at table #{info.id}.{playing}", ephemeral=True
            )
