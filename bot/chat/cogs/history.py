"""/history: this server's latest finished games, each one's public record a click away."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.chat.replies import refusals_in_private, table_bot
from bot.chat.views.records import RecordMenu, history_message
from bot.tables.rankings import Rankings

SHOWN = 10


class HistoryCog(commands.Cog):
    def __init__(self, bot: commands.Bot, rankings: Rankings) -> None:
        self.bot = bot
        self.rankings = rankings

    async def cog_load(self) -> None:
        """The record menu answers from its custom id alone, on messages sent before a restart
        too, so it is registered with the cog rather than attached to each message."""
        self.bot.add_dynamic_items(RecordMenu)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(RecordMenu)

    @app_commands.command(
        name=locale_str("history"), description=locale_str("This server's latest finished games")
    )
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            bot = table_bot(interaction)
            games = await self.rankings.history(interaction.guild_id or 0, SHOWN)
            # Posted in the channel, for everyone: the server's language.
            locale = await bot.languages.table(interaction.guild_id, interaction.guild)
            embed, view = history_message(games, bot.web_links, locale)
            await interaction.response.send_message(embed=embed, view=view)
