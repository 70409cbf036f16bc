"""/rules <game>: the game's rules page by page, shown only to whoever asked."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.chat.cogs.games import Game
from bot.chat.replies import refusals_in_private
from bot.chat.views.rules import show_rules


class RulesCog(commands.Cog):
    @app_commands.command(
        name=locale_str("rules"), description=locale_str("How to play a game, page by page")
    )
    @app_commands.describe(game=locale_str("the game to read about"))
    @app_commands.rename(game=locale_str("game"))
    async def rules(self, interaction: discord.Interaction, game: Game) -> None:
        async with refusals_in_private(interaction):
            await show_rules(interaction, game)
