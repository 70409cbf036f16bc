"""A `game` parameter offering every registered game, as the registry stands now.

Suggestions come from autocomplete rather than fixed choices: fixed choices
are frozen when the command is defined, and a game registered later (an
installed game, `engines.register`) would never appear.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import engines
from bot.tables import InvalidRequest


class GameKey(app_commands.Transformer):
    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    async def autocomplete(  # type: ignore[override]
        self, interaction: discord.Interaction, value: str
    ) -> list[app_commands.Choice[str]]:
        typed = value.casefold()
        return [
            app_commands.Choice(name=engines.get(key).title[:100], value=key)
            for key in engines.keys()
            if typed in key or typed in engines.get(key).title.casefold()
        ][:25]

    async def transform(self, interaction: discord.Interaction, value: Any) -> str:
        key = str(value)
        if key not in engines.keys():
            known = ", ".join(engines.keys())
            raise InvalidRequest(f"There is no game called {key!r} (games: {known}).")
        return key


Game = app_commands.Transform[str, GameKey]
