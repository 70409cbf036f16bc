"""/hand: your hand and move controls at this channel's table, seen by you alone."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.chat.places import NO_TABLE_HERE, table_here
from bot.chat.replies import refusals_in_private, table_bot
from bot.tables import NotFound


class HandCog(commands.Cog):
    @app_commands.command(
        name=locale_str("hand"),
        description=locale_str("Your hand and moves at this table, only for you"),
    )
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            bot = table_bot(interaction)
            info = await table_here(bot, interaction.channel_id or 0)
            if info is None:
                raise NotFound(NO_TABLE_HERE)
            await bot.moves.show_hand(interaction, info.id)
