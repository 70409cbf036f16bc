"""A `game` parameter offering every registered game as a choice."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import engines


class GameKey(app_commands.Transformer):
    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    @property
    def choices(self) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=engines.get(key).title[:100], value=key)
            for key in engines.keys()
        ]

    async def transform(self, interaction: discord.Interaction, value: Any) -> str:
        return str(value)


Game = app_commands.Transform[str, GameKey]
