"""The slash commands, one cog per job."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from bot.chat.cogs.hand import HandCog
from bot.chat.cogs.leaderboard import LeaderboardCog
from bot.chat.cogs.play import PlayCog
from bot.chat.cogs.rules import RulesCog
from bot.chat.cogs.table import TableCog

if TYPE_CHECKING:
    from bot.chat.client import TableBot


def all_cogs(bot: TableBot) -> list[commands.Cog]:
    return [PlayCog(bot), HandCog(), RulesCog(), TableCog(), LeaderboardCog()]
