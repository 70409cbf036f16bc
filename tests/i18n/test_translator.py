"""Slash commands as Discord shows them in each language: names Discord accepts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.chat.cogs.play import PlayCog
from bot.chat.cogs.settings import SettingsCog
from bot.chat.translator import NAME, ChatTranslator, discord_name


def _payloads(payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield payload
    for option in payload.get("options", ()):
        yield from _payloads(option)
        yield from option.get("choices", ()) or ()


async def _translated(cog: Any) -> dict[str, Any]:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    group = cog.__cog_app_commands_group__
    return await group.get_translated_payload(tree, ChatTranslator())


async def test_the_settings_language_command_is_named_in_each_language():
    payload = await _translated(SettingsCog(store=None))
    language = next(option for option in payload["options"] if option["name"] == "language")
    assert language["name_localizations"] == {"fi": "kieli", "de": "sprache", "fr": "langue"}
    assert language["description_localizations"]["fi"] == "Pöytien viestien ja kuvien kieli"
    # The choice that follows the server's own locale is translated; the languages are
    # named in themselves, the same for everyone.
    choices = language["options"][0]["choices"]
    assert choices[0]["name_localizations"]["de"] == "die Sprache des Servers"
    assert [choice["name"] for choice in choices[1:]] == ["English", "suomi", "Deutsch", "français"]


async def test_every_localized_name_is_one_discord_accepts():
    names = 0
    for cog in (SettingsCog(store=None), PlayCog(bot=None)):
        for part in _payloads(await _translated(cog)):
            if "value" in part:
                continue  # a choice's name is words a person reads, not a command name
            for locale, name in (part.get("name_localizations") or {}).items():
                assert NAME.match(name) and name == name.lower(), (locale, name)
                names += 1
            for words in (part.get("description_localizations") or {}).values():
                assert 1 <= len(words) <= 100
    assert names >= 3


async def test_play_describes_each_game_by_its_translated_title():
    payload = await _translated(PlayCog(bot=None))
    jugglers = next(option for option in payload["options"] if option["name"] == "jugglers")
    assert jugglers["description_localizations"]["fi"].startswith("Säätäjät:")
    assert "en-US" not in jugglers["description_localizations"]  # English is the default


@pytest.mark.parametrize(
    ("words", "name"),
    [("Sprache", "sprache"), ("jeu de cartes", "jeu-de-cartes"), ("Pöytä!", "pöytä"),
     ("x" * 40, "x" * 32), ("?!", None)],
)  # fmt: skip
def test_translated_words_become_valid_names(words, name):
    assert discord_name(words) == name


async def test_english_and_untranslated_strings_are_left_to_discord():
    translator = ChatTranslator()
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_name, data=None
    )
    word = app_commands.locale_str("language")
    assert await translator.translate(word, discord.Locale.american_english, context) is None
    assert await translator.translate(word, discord.Locale.finnish, context) == "kieli"
    unknown = app_commands.locale_str("no-such-msgid")
    assert await translator.translate(unknown, discord.Locale.german, context) is None
    assert await translator.translate(word, discord.Locale.japanese, context) is None
