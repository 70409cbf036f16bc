"""/play <game>: one subcommand per registered game, its options as typed parameters."""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import engines
from bot.chat.replies import refusals_in_private, table_bot
from bot.chat.slash_options import TIMER_CHOICES, TIMER_NAME, option_parameters
from engines import Engine

if TYPE_CHECKING:
    from bot.chat.app import ChatApp


def play_command(engine: Engine) -> app_commands.Command[Any, ..., None]:
    """`/play <key>`: the callback's signature is built from the engine's Options."""

    async def play(interaction: discord.Interaction, **chosen: Any) -> None:
        options = {name: value for name, value in chosen.items() if value is not None}
        async with refusals_in_private(interaction):
            await table_bot(interaction).lobbies.open(interaction, engine.key, options)

    parameters, descriptions = option_parameters(engine.Options)
    first = inspect.Parameter(
        "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
    )
    play.__signature__ = inspect.Signature([first, *parameters])  # type: ignore[attr-defined]
    app_commands.describe(**descriptions)(play)
    app_commands.choices(timer=list(TIMER_CHOICES))(play)
    app_commands.rename(timer=TIMER_NAME)(play)
    # The game's key is its name everywhere (an identifier); its title, the description,
    # is in each person's language (the translator finds it in the game's catalog).
    return app_commands.Command(name=engine.key, description=engine.title[:100], callback=play)


@app_commands.guild_only()
class PlayCog(
    commands.GroupCog,
    group_name=locale_str("play"),
    group_description=locale_str("Open a table for a game"),
):
    def __init__(self, bot: ChatApp) -> None:
        self.bot = bot
        super().__init__()
        for key in engines.keys():
            self.__cog_app_commands_group__.add_command(play_command(engines.get(key)))  # type: ignore[union-attr]
