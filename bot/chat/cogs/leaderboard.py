"""/leaderboard and /stats: how this server's players stand, from their finished games.

The records are read before the reply is deferred, so a refusal (or a failed
read) still reaches only the person who asked, in their language; only the
names and the picture, the slow part, come after the deferral. The boards are
posted in the channel for everyone, so they speak the server's language.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.chat.boards import Board
from bot.chat.cogs.games import Game
from bot.chat.replies import refusals_in_private, table_bot
from bot.chat.statsheet import stats_embed
from bot.tables import InvalidRequest
from bot.tables.guild_settings import load_settings
from bot.tables.rankings import Rankings
from engines.core.messages import msg

SHOWN = 10
PERIOD_CHOICES = [
    app_commands.Choice(name=locale_str("All time"), value="all"),
    app_commands.Choice(name=locale_str("Last 30 days"), value="month"),
    app_commands.Choice(name=locale_str("Last 7 days"), value="week"),
]


class LeaderboardCog(commands.Cog):
    def __init__(self, rankings: Rankings) -> None:
        self.rankings = rankings

    @app_commands.command(
        name=locale_str("leaderboard"), description=locale_str("The top players of this server")
    )
    @app_commands.describe(
        game=locale_str("only this game, ranked by rating (every game, by wins, if left out)"),
        period=locale_str("all time, or only the games of the last 30 or 7 days (ranked by wins)"),
    )
    @app_commands.rename(game=locale_str("game"), period=locale_str("period"))
    @app_commands.choices(period=PERIOD_CHOICES)
    @app_commands.guild_only()
    async def leaderboard(
        self, interaction: discord.Interaction, game: Game | None = None, period: str = "all"
    ) -> None:
        async with refusals_in_private(interaction):
            bot = table_bot(interaction)
            guild_id = interaction.guild_id or 0
            rows = await self.rankings.leaderboard(guild_id, game, period, SHOWN)  # type: ignore[arg-type]
            settings = await load_settings(bot.store, guild_id)
            locale = await bot.languages.table(guild_id, interaction.guild)
            board = Board(game, period, settings.min_ranked_games, locale)
            await interaction.response.defer(thinking=True)
            picture = await board.picture(rows, bot.names, guild_id)
            await interaction.followup.send(
                embed=board.embed(rows, with_picture=picture is not None),
                files=[picture] if picture else [],
            )

    @app_commands.command(
        name=locale_str("stats"), description=locale_str("Someone's games, wins and ratings here")
    )
    @app_commands.describe(user=locale_str("whose stats (yours if left out)"))
    @app_commands.rename(user=locale_str("user"))
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        async with refusals_in_private(interaction):
            target = user or interaction.user
            if target.bot:
                raise InvalidRequest(msg("Bots have no stats: only people's games are counted."))
            bot = table_bot(interaction)
            guild_id = interaction.guild_id or 0
            stats = await self.rankings.player_stats(guild_id, target.id)
            settings = await load_settings(bot.store, guild_id)
            locale = await bot.languages.table(guild_id, interaction.guild)
            embed = stats_embed(target, stats, settings.min_ranked_games, locale)
            await interaction.response.send_message(embed=embed)
