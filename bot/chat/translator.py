"""Slash commands in the reader's language: discord.py's `app_commands.Translator`.

When the command tree is synced, discord.py asks the translator for every
command's and group's name and description, every parameter's, and every
choice's name, once per Discord locale; Discord then shows each person the
words of their client's language. The words come from the same gettext
catalogs as everything else (`renderers.i18n`): a command string is a msgid,
marked in the source with `app_commands.locale_str(...)` (a Babel keyword, see
pyproject.toml) or, for /play's games, the engine's title, which is marked
already. A string a catalog lacks is left to Discord's default, the English.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands

from renderers.i18n import SOURCE, language, translate

NAME_LENGTH = 32  # Discord's limit for command, group and parameter names
TEXT_LENGTH = 100  # and for descriptions and choice names
# Discord's rule for names: lowercase letters (any script), digits, - and _.
NAME = re.compile(r"^[-_\w]{1,32}$")
_NAME_LOCATIONS = frozenset(
    {
        app_commands.TranslationContextLocation.command_name,
        app_commands.TranslationContextLocation.group_name,
        app_commands.TranslationContextLocation.parameter_name,
    }
)


def discord_name(words: str) -> str | None:
    """`words` as a name Discord accepts ("Sprache" -> "sprache", "jeu de cartes" ->
    "jeu-de-cartes"), or None when nothing valid is left."""
    name = "-".join(words.lower().split())
    name = "".join(char for char in name if char.isalnum() or char in "-_")[:NAME_LENGTH]
    return name if NAME.match(name) else None


class ChatTranslator(app_commands.Translator):
    """Command words from the catalogs; Discord's locales map to our languages
    (`renderers.i18n.language`: "en-US" and "en-GB" read the English source)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = language(locale)
        if lang == SOURCE:
            return None
        words = translate(string.message, lang)
        if words == string.message:
            return None  # not in the catalog: Discord shows the default
        if context.location in _NAME_LOCATIONS:
            return discord_name(words)
        return words[:TEXT_LENGTH]
