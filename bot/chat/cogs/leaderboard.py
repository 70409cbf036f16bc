"""/leaderboard and /stats: ratings of this server's players, from the table service."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot.chat.cogs.games import Game
from bot.chat.replies import refusals_in_private, table_bot
from bot.chat.text import short_title
from bot.tables import RatingRow, mention

SHOWN = 10


def rating_line(row: RatingRow, with_game: bool) -> str:
    game = f" · {short_title(engines.get(row.game))}" if with_game else ""
    return (
        f"{mention(row.user_id)}{game} · rating **{row.ordinal:.1f}** · "
        f"{row.games} game{'s' * (row.games != 1)}, {row.wins} win{'s' * (row.wins != 1)}"
    )


class LeaderboardCog(commands.Cog):
    @app_commands.command(name="leaderboard", description="The best rated players of this server")
    @app_commands.describe(game="only this game (every game if left out)")
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: Game | None = None) -> None:
        async with refusals_in_private(interaction):
            guild_id = interaction.guild_id or 0
            rows = await table_bot(interaction).service.leaderboard(guild_id, game, SHOWN)
            title = f"Leaderboard · {short_title(engines.get(game)) if game else 'every game'}"
            lines = [
                f"**{place}.** {rating_line(row, game is None)}"
                for place, row in enumerate(rows, 1)
            ]
            empty = "Nobody is rated yet: ratings come from games with at least two people."
            embed = discord.Embed(title=title, description="\n".join(lines) or empty)
            await interaction.response.send_message(embed=embed)

    @app_commands.command(name="stats", description="Someone's ratings and wins in this server")
    @app_commands.describe(user="whose stats (yours if left out)")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        async with refusals_in_private(interaction):
            target = user or interaction.user
            guild_id = interaction.guild_id or 0
            rows = await table_bot(interaction).service.ratings_of(guild_id, target.id)
            lines = [rating_line(row, with_game=True) for row in rows]
            empty = f"{target.mention} has no rated games here yet."
            embed = discord.Embed(
                title=f"Stats · {target.display_name}", description="\n".join(lines) or empty
            )
            await interaction.response.send_message(embed=embed)
