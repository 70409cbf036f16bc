"""Slash commands as Discord shows them in each language: names Discord accepts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands

import engines
from bot.chat.cogs import (
    HandCog,
    HistoryCog,
    LeaderboardCog,
    PlayCog,
    RulesCog,
    SettingsCog,
    TableCog,
)
from bot.chat.translator import NAME, ChatTranslator, discord_name
from renderers.i18n import LANGUAGE_NAMES, translate

TRANSLATED = ("fi", "de", "fr")


def _payloads(payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield payload
    for option in payload.get("options", ()):
        yield from _payloads(option)
        yield from option.get("choices", ()) or ()


async def _translated(cog: Any) -> dict[str, Any]:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    group = cog.__cog_app_commands_group__
    return await group.get_translated_payload(tree, ChatTranslator())


async def _every_command() -> list[dict[str, Any]]:
    """Each top-level command as Discord receives it at sync, localizations included."""
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    cogs = [PlayCog(bot=None), HandCog(), RulesCog(), TableCog(), LeaderboardCog(rankings=None),
            HistoryCog(bot=None, rankings=None), SettingsCog(store=None)]  # fmt: skip
    commands = []
    for cog in cogs:
        group = getattr(cog, "__cog_app_commands_group__", None)
        for command in [group] if group is not None else cog.get_app_commands():
            commands.append(await command.get_translated_payload(tree, ChatTranslator()))
    return commands


def _game_option(path: tuple[str, ...]) -> bool:
    """A /play game's own option: its words are the game's (its catalog may lack them)."""
    return len(path) == 3 and path[0] == "play" and path[2] != "timer"


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


def _walk(
    payload: dict[str, Any], path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], dict[str, Any]]]:
    """Every command, group and parameter below `payload`, with its path of names."""
    here = (*path, payload["name"])
    yield here, payload
    for option in payload.get("options", ()):
        yield from _walk(option, here)


async def test_every_command_is_described_in_every_language_with_names_discord_accepts():
    commands = await _every_command()
    assert {c["name"] for c in commands} == {
        "play", "hand", "rules", "table", "leaderboard", "stats", "history", "settings"
    }  # fmt: skip
    checked = 0
    for command in commands:
        for path, part in _walk(command):
            described = part.get("description_localizations") or {}
            if not _game_option(path):
                assert set(described) == set(TRANSLATED), path
            assert all(1 <= len(words) <= 100 for words in described.values()), path
            for locale, name in (part.get("name_localizations") or {}).items():
                assert NAME.match(name) and name == name.lower(), (path, locale, name)
            if path[0] != "play" or len(path) == 1:
                # Our own names are translated (or the same word: "hand" in German).
                named = part.get("name_localizations") or {}
                assert set(named) | _same_as_english(part["name"]) == set(TRANSLATED), path
            for choice in part.get("choices") or ():
                if choice["name"] in LANGUAGE_NAMES.values() or _game_option(path):
                    continue  # each language named in itself; a game's own choices
                named = set(choice.get("name_localizations") or {})
                assert named | _same_as_english(choice["name"]) == set(TRANSLATED), choice
            checked += 1
    assert checked > 40


def _same_as_english(name: str) -> set[str]:
    """The languages whose word for a command name is the English one."""
    return {lang for lang in TRANSLATED if translate(name, lang) == name}


async def test_names_are_unique_among_siblings_in_every_language():
    """Discord refuses a sync where two options of one command share a name."""
    for command in await _every_command():
        for path, part in _walk(command):
            options = part.get("options") or ()
            for lang in TRANSLATED:
                names = [(o.get("name_localizations") or {}).get(lang, o["name"]) for o in options]
                assert len(names) == len(set(names)), (path, lang, names)


async def test_play_names_each_game_by_its_key_and_offers_the_timer_in_each_language():
    (play,) = [c for c in await _every_command() if c["name"] == "play"]
    games = {option["name"]: option for option in play["options"]}
    assert set(games) == set(engines.keys())
    assert all(not option.get("name_localizations") for option in games.values())
    timer = next(o for o in games["boromir"]["options"] if o["name"] == "timer")
    assert timer["name_localizations"] == {"fi": "ajastin", "de": "zugzeit", "fr": "minuteur"}
    hour = next(choice for choice in timer["choices"] if choice["value"] == "3600")
    assert hour["name_localizations"] == {"fi": "1 tunti", "de": "1 Stunde", "fr": "1 heure"}
