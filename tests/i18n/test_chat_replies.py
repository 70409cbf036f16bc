"""Private answers in the reader's language: refusals (Messages or plain strings), apologies,
the settings a manager reads, and the words of a board, a stats sheet and a rules page."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from bot.chat.boards import Board
from bot.chat.cogs.settings import settings_text
from bot.chat.replies import SORRY, refusals_in_private
from bot.chat.statsheet import place_words
from bot.chat.text import timer_text
from bot.chat.views.rules import rules_page
from bot.store.stats import StandingRow
from bot.tables import NotAllowed
from bot.tables.guild_settings import GuildSettings
from engines.core.messages import msg
from renderers.i18n import text


class Response:
    """What `tell` uses of an interaction's response: what it was sent, and how."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    def is_done(self) -> bool:
        return bool(self.sent)

    async def send_message(self, content: str, ephemeral: bool = False) -> None:
        self.sent.append((content, ephemeral))


def _click(locale: discord.Locale) -> SimpleNamespace:
    return SimpleNamespace(locale=locale, response=Response())


async def test_a_refusal_message_reaches_its_sender_alone_in_their_language():
    click = _click(discord.Locale.finnish)
    async with refusals_in_private(click):
        raise NotAllowed(msg("You are not playing at this table."))
    assert click.response.sent == [("Et pelaa tässä pöydässä.", True)]


async def test_a_plain_string_refusal_is_shown_as_it_is():
    """The service's reasons not yet made Messages read in English, never fail."""
    click = _click(discord.Locale.german)
    async with refusals_in_private(click):
        raise NotAllowed("Only the host can start the game.")
    assert click.response.sent == [("Only the host can start the game.", True)]


async def test_a_bug_is_apologised_for_in_the_reader_s_language_and_raised():
    click = _click(discord.Locale.french)
    with pytest.raises(ZeroDivisionError):
        async with refusals_in_private(click):
            raise ZeroDivisionError
    assert click.response.sent == [(text(SORRY, "fr"), True)]
    assert click.response.sent[0][0].startswith("Quelque chose s'est mal passé")


def test_a_manager_reads_the_settings_in_their_language():
    settings = GuildSettings(default_timer=180, min_ranked_games=1, language="de")
    finnish = settings_text(settings, "fi")
    assert "• Uusien pöytien vuoroajastin on **3 min**" in finnish
    assert "**1 päättyneen pelin**" in finnish and "**Deutsch**" in finnish
    assert "millä tahansa kanavalla" in finnish
    assert settings_text(settings).startswith("• New tables get a turn timer of **3 min**")
    assert timer_text(7200, "de") == "2 Std." and timer_text(None, "fr") == "désactivé"


def test_boards_and_ordinals_follow_each_language_s_own_grammar():
    rows = [StandingRow(1, 12, 5), StandingRow(2, 3, 1)]
    board = Board("boromir", "week", 2, "fr")
    assert board.title == "Classement · Boromir · 7 derniers jours"
    assert (
        board.text(rows).splitlines()[0].endswith("· **5 victoires** · 12 parties · 42 % gagnées")
    )
    assert "1 victoire" in board.text(rows)  # French counts 1 in the singular, 0 too
    assert Board(None, "all", 1, "de").empty.startswith("Noch niemand ist gewertet: wer 1 Spiel ")
    assert [text(place_words(place, 4), "fr") for place in (1, 2)] == ["1er sur 4", "2e sur 4"]
    assert text(place_words(3, 4)) == "3rd of 4" and text(place_words(3, 4), "fi") == "3./4"


def test_a_rules_page_is_framed_in_its_reader_s_language():
    embed, view = rules_page("boromir", 1, discord.Locale.german)
    assert embed.footer.text.startswith("Seite 2 von ")
    assert [item.item.label for item in view.children] == ["◀ Zurück", "Weiter ▶"]
    _, english = rules_page("boromir", 0, "pt-BR")  # a language we do not ship
    assert [item.item.label for item in english.children] == ["◀ Previous", "Next ▶"]
