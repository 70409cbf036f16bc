"""The slash commands, one cog per job."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from discord.ext import commands

from bot.chat.cogs.hand import HandCog
from bot.chat.cogs.history import HistoryCog
from bot.chat.cogs.leaderboard import LeaderboardCog
from bot.chat.cogs.play import PlayCog
from bot.chat.cogs.rules import RulesCog
from bot.chat.cogs.settings import SettingsCog
from bot.chat.cogs.table import TableCog
from bot.tables.rankings import Rankings

if TYPE_CHECKING:
    from bot.chat.app import ChatApp


def all_cogs(bot: ChatApp, clock: Callable[[], float]) -> list[commands.Cog]:
    """`clock` is the table service's, so "the last 7 days" means the same to both."""
    rankings = Rankings(bot.store, clock=clock)
    return [
        PlayCog(bot),
        HandCog(),
        RulesCog(),
        TableCog(),
        LeaderboardCog(rankings),
        HistoryCog(bot, rankings),
        SettingsCog(bot.store),
    ]
