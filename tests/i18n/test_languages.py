"""Who reads in which language: a person's last locale, a table's server language."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from bot.chat.cogs.settings import settings_text
from bot.chat.languages import Languages
from bot.store import open_store
from bot.tables.errors import InvalidRequest
from bot.tables.guild_settings import load_settings, update_settings


@pytest.fixture
async def store(tmp_path):
    opened = await open_store(f"sqlite:///{tmp_path / 'languages.db'}")
    yield opened
    await opened.close()


def _click(user_id: int, locale: discord.Locale) -> SimpleNamespace:
    """What `Languages.learn` reads of an interaction: who, and their client's locale."""
    return SimpleNamespace(user=SimpleNamespace(id=user_id), locale=locale)


async def test_a_person_s_language_is_their_last_interaction_s_and_survives_a_restart(store):
    languages = Languages(store)
    assert await languages.person(7) == "en"  # never seen: English
    await languages.learn(_click(7, discord.Locale.finnish))
    assert await languages.person(7) == "fi"
    await languages.learn(_click(7, discord.Locale.french))
    assert await Languages(store).person(7) == "fr"  # a new process reads the store
    await languages.learn(_click(8, discord.Locale.british_english))
    assert await store.person_locale(8) == "en-GB" and await languages.person(8) == "en"


async def test_a_table_speaks_the_server_s_choice_else_its_preferred_locale(store):
    languages = Languages(store)
    german_server = SimpleNamespace(preferred_locale=discord.Locale.german)
    assert await languages.table(5, german_server) == "de"
    assert (
        await languages.table(5, SimpleNamespace(preferred_locale=discord.Locale.japanese)) == "en"
    )
    await update_settings(store, 5, True, language="fi")
    assert await languages.table(5, german_server) == "fi"
    assert "**suomi**" in settings_text(await load_settings(store, 5))
    await update_settings(store, 5, True, language=None)  # back to the server's own
    assert await languages.table(5, german_server) == "de"
    assert await languages.table(None) == "en"  # a direct message has no server


async def test_a_language_we_do_not_ship_is_refused_and_changes_nothing(store):
    await update_settings(store, 5, True, language="de")
    with pytest.raises(InvalidRequest, match="language"):
        await update_settings(store, 5, True, language="sv")
    assert (await load_settings(store, 5)).language == "de"
