"""/settings: a server's default turn timer, when players get ranked, where games may run,
and the language its tables speak.

Discord hides these commands from members without Manage Server, but a server
can grant a command to anyone, so every change is checked again here (the
settings refuse anyone who is not a manager). Replies are private: settings
are a manager's business, not the channel's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.chat.replies import refusals_in_private
from bot.chat.text import timer_words
from bot.tables.guild_settings import GuildSettings, load_settings, update_settings
from engines.core.messages import msg, nmsg
from renderers.i18n import LANGUAGE_NAMES, SOURCE, language, text

if TYPE_CHECKING:
    from bot.store import Store

SHOWN = msg("**This server's table settings**")
SAVED = msg("✅ **Saved.** This server's table settings now:")
HOW_TO_CHANGE = msg(
    "Server managers change them with `/settings timer`, `/settings ranked-after`, "
    "`/settings channels` and `/settings language`."
)
SERVER_LANGUAGE = "server"
# Each language named in itself, so a reader finds theirs whatever the menu's language.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=locale_str("the server's own language"), value=SERVER_LANGUAGE),
    *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()),
]


def settings_text(settings: GuildSettings, locale: str = SOURCE) -> str:
    """The settings as a manager reads them, in `locale` (theirs: the replies are private)."""
    ranked = nmsg("{count} finished game", "{count} finished games", settings.min_ranked_games)
    channels = ", ".join(f"<#{channel}>" for channel in settings.game_channels)
    where = (
        msg("these channels only: {channels}", channels=channels) if channels
        else msg("**any channel**")
    )  # fmt: skip
    language = (
        f"**{LANGUAGE_NAMES[settings.language]}**" if settings.language
        else msg("**the server's own language** (its preferred locale; English if we have no "
                 "translation for it)")
    )  # fmt: skip
    lines = [
        msg("• New tables get a turn timer of **{timer}** unless their host picks another.",
            timer=timer_words(settings.default_timer)),
        msg("• Players are ranked after **{ranked}** with other people.", ranked=ranked),
        msg("• Games may be played in {where}.", where=where),
        msg("• Tables post and draw in {language}; private messages follow each person's "
            "own Discord language.", language=language),
    ]  # fmt: skip
    return "\n".join(text(line, locale) for line in lines)


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsCog(
    commands.GroupCog,
    group_name=locale_str("settings"),
    group_description=locale_str("This server's table settings"),
):
    channels = app_commands.Group(
        name=locale_str("channels"), description=locale_str("Which channels may host games")
    )

    def __init__(self, store: Store) -> None:
        self.store = store
        super().__init__()

    @app_commands.command(
        name=locale_str("show"), description=locale_str("This server's table settings")
    )
    async def show(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            settings = await load_settings(self.store, interaction.guild_id or 0)
            locale = language(interaction.locale)
            shown = [text(SHOWN, locale), settings_text(settings, locale),
                     text(HOW_TO_CHANGE, locale)]  # fmt: skip
            await _reply(interaction, "\n".join(shown))

    @app_commands.command(
        name=locale_str("timer"), description=locale_str("The turn timer of new tables")
    )
    @app_commands.describe(length=locale_str("seconds per turn (10 to 604800), or off"))
    @app_commands.rename(length=locale_str("length"))
    async def timer(self, interaction: discord.Interaction, length: str) -> None:
        async with refusals_in_private(interaction):
            await self._save(interaction, default_timer=length)

    @app_commands.command(
        name=locale_str("ranked-after"),
        description=locale_str("How many finished games before a player is ranked"),
    )
    @app_commands.describe(games=locale_str("finished games with other people (1 to 100)"))
    @app_commands.rename(games=locale_str("games"))
    async def ranked_after(
        self, interaction: discord.Interaction, games: app_commands.Range[int, 1, 100]
    ) -> None:
        async with refusals_in_private(interaction):
            await self._save(interaction, min_ranked_games=games)

    @channels.command(
        name=locale_str("add"),
        description=locale_str("Let a channel host games (then only listed ones do)"),
    )
    @app_commands.describe(channel=locale_str("a channel where /play may open tables"))
    @app_commands.rename(channel=locale_str("channel"))
    async def add_channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel
    ) -> None:
        async with refusals_in_private(interaction):
            listed = await self._listed(interaction)
            added = listed if channel.id in listed else [*listed, channel.id]
            await self._save(interaction, game_channels=added)

    @channels.command(
        name=locale_str("remove"), description=locale_str("Stop a channel hosting games")
    )
    @app_commands.describe(channel=locale_str("a channel listed for games"))
    @app_commands.rename(channel=locale_str("channel"))
    async def remove_channel(
        self, interaction: discord.Interaction, channel: discord.TextChannel
    ) -> None:
        async with refusals_in_private(interaction):
            listed = await self._listed(interaction)
            await self._save(interaction, game_channels=[c for c in listed if c != channel.id])

    @channels.command(
        name=locale_str("clear"), description=locale_str("Let every channel host games again")
    )
    async def clear_channels(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await self._save(interaction, game_channels=[])

    @app_commands.command(
        name=locale_str("language"),
        description=locale_str("The language of tables' posts and pictures"),
    )
    @app_commands.describe(language=locale_str("a language, or the server's own"))
    @app_commands.rename(language=locale_str("language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def table_language(
        self, interaction: discord.Interaction, language: app_commands.Choice[str]
    ) -> None:
        async with refusals_in_private(interaction):
            chosen = None if language.value == SERVER_LANGUAGE else language.value
            await self._save(interaction, language=chosen)

    async def _listed(self, interaction: discord.Interaction) -> list[int]:
        return (await load_settings(self.store, interaction.guild_id or 0)).game_channels

    async def _save(self, interaction: discord.Interaction, **changes: object) -> None:
        manager = interaction.permissions.manage_guild
        guild_id = interaction.guild_id or 0
        settings = await update_settings(self.store, guild_id, manager, **changes)
        locale = language(interaction.locale)
        await _reply(interaction, f"{text(SAVED, locale)}\n{settings_text(settings, locale)}")


async def _reply(interaction: discord.Interaction, content: str) -> None:
    await interaction.response.send_message(content, ephemeral=True)
