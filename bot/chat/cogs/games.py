"""A `game` parameter offering every registered game, as the registry stands now.

Suggestions come from autocomplete rather than fixed choices: fixed choices
are frozen when the command is defined, and a game registered later (an
installed game, `engines.register`) would never appear. Each suggestion is the
game's title in the language of whoever is typing.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import engines
from bot.tables import InvalidRequest
from engines.core.messages import msg
from renderers.i18n import translate


class GameKey(app_commands.Transformer):
    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    async def autocomplete(  # type: ignore[override]
        self, interaction: discord.Interaction, value: str
    ) -> list[app_commands.Choice[str]]:
        typed = value.casefold()
        titles = {
            key: translate(engines.get(key).title, interaction.locale) for key in engines.keys()
        }
        return [
            app_commands.Choice(name=title[:100], value=key)
            for key, title in titles.items()
            if typed in key or typed in title.casefold()
        ][:25]

    async def transform(self, interaction: discord.Interaction, value: Any) -> str:
        key = str(value)
        if key not in engines.keys():
            known = ", ".join(engines.keys())
            raise InvalidRequest(
                msg("There is no game called {game} (games: {known}).", game=repr(key),
                    known=known)
            )  # fmt: skip
        return key


Game = app_commands.Transform[str, GameKey]
