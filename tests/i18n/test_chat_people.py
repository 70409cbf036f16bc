"""The Discord shell in its readers' languages, end to end: a German server, a Finnish player.

What one person alone sees (ephemeral replies, refusals, their hand panel, their
DMs, the Add bot question) is in the language of their Discord client; what the
whole channel sees (the lobby, the thread, its buttons, Game over, the boards)
is in the server's language. Boromir is translated throughout, so the game's own
lines and buttons show it too. SimCord sends every interaction as "en-US"; the
`speaking` fixture makes each person's clicks carry their client's locale, as
Discord's do.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest
import simcord
import simcord.interactions

import bot.tables.lobby
from tests.e2e.world import Clock, World, components, labels, new_bot

LOCALES = {"aino": "fi", "bob": "en-US", "greta": "de", "kenji": "ja"}


@pytest.fixture(autouse=True)
def same_deal_every_run(monkeypatch):
    """Tables get a fixed seed, so a failing game can be replayed."""
    monkeypatch.setattr(bot.tables.lobby, "secrets", SimpleNamespace(randbits=lambda bits: 7))


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'languages.db'}"


@pytest.fixture
async def bots():
    made: list[Any] = []
    yield made
    for each in made:
        if hasattr(each, "store"):
            await each.store.close()


@pytest.fixture
def simcord_bot(bots, db_url, clock):
    bots.append(new_bot(db_url, clock))
    return bots[-1]


@pytest.fixture
def speaking(monkeypatch) -> dict[int, str]:
    """user id -> the locale their Discord client sends with each interaction."""
    locales: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def with_locale(backend: Any, **fields: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, **fields)
        payload["locale"] = locales.get(fields["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    return locales


@pytest.fixture
async def world(simcord_env, bots, db_url, clock, speaking):
    """A German server: its preferred locale is German, its members speak their own."""
    guild = simcord_env.create_guild("Spieleabend", preferred_locale="de")
    channel = guild.create_text_channel("spiele")
    people = {name: guild.add_member(simcord_env.create_user(name)) for name in LOCALES}
    for name, member in people.items():
        speaking[member.id] = LOCALES[name]
    made = World(simcord_env, db_url, guild, channel, people, bots, clock)
    yield made
    assert all(result.acknowledged for result in made.results)


async def _lobby_with_a_bot(world: World, host: str = "aino") -> int:
    """`host` opens a Boromir table and seats a bot through the question only they see (the
    normal one: a searching bot thinks in a process pool, far slower than these checks need)."""
    opened = await world.slash(host, "play boromir", timer="off")
    assert opened.response.ephemeral
    info = await world.bot.service.active_table(world.channel.id)
    assert info is not None
    asked = await world.press(host, "Bot hinzufügen")  # the lobby speaks German
    question = asked.response
    assert question.ephemeral
    normal = _level_id(question, "normal")
    world.remember(await world.people[host].click(question, custom_id=normal))
    return info.id


def _level_id(message: Any, level: str) -> str:
    return next(c["custom_id"] for c in components(message) if c["custom_id"].endswith(level))


async def test_a_finnish_player_reads_privately_in_finnish_while_the_german_thread_stays_german(
    world,
):
    opened = await world.slash("aino", "play boromir", timer="off")
    assert opened.response.content.startswith("Pöytä #1 on auki: ")
    lobby = world.lobby()
    assert lobby.content.startswith("🎪 **Boromir") and "· Tisch #1" in lobby.content
    assert "Gastgeber: <@" in lobby.content and "Drück **Mitspielen**" in lobby.content
    assert labels(lobby) == ["Mitspielen", "Verlassen", "Bot hinzufügen", "Starten",
                             "Abbrechen", "Regeln"]  # fmt: skip

    asked = await world.press("aino", "Bot hinzufügen")
    question = asked.response
    assert question.ephemeral and question.content.startswith("Millainen botti istuutuu")
    assert labels(question) == ["Helppo", "Normaali", "Vaikea"]
    seated = world.remember(
        await world.people["aino"].click(question, custom_id=_level_id(question, "normal"))
    )
    assert "(normaali) 🤖" in seated.response.content
    assert "**B** Bot Brook (normal) 🤖" in world.lobby().content  # the channel's words

    # A refusal reaches the Finnish player alone, in Finnish.
    refused = await world.slash("aino", "play boromir")
    assert refused.response.ephemeral
    assert refused.response.content.startswith("Tällä kanavalla on jo pöytä (#1)")

    await world.press("aino", "Starten")
    thread = world.thread_messages()
    assert any(m.content.startswith("📋 **Tisch #1**") for m in thread)
    status = world.status_message()
    assert "Spieler: **A** <@" in status.content and "Bot Brook (normal) 🤖" in status.content
    assert labels(status)[0] == "Meine Hand"

    dm = world.dms("aino")[-1]
    assert dm.content.startswith("**Boromir · pöytä #1** · olet **A** · pelin ketju <#")
    assert "Pelaajat: **A** <@" in dm.content and "Botti Brook (normaali) 🤖" in dm.content
    if world.latest_dm_controls("aino") is not None:
        assert "**Sinun vuorosi.**" in dm.content
        assert {"Kaappaa pinolla", "Pane kortti jokerin päälle"} & set(labels(dm))

    shown = await world.click("aino", status, label="Meine Hand")
    panel = shown.response
    assert panel.ephemeral and panel.content.startswith("**Boromir · pöytä #1** · olet **A**")

    table_id = (await world.bot.service.active_table(world.channel.id)).id
    await world.play_out(table_id)
    over = world.thread_messages()[-1]
    assert over.content.startswith("🏁 **Spiel vorbei** · Tisch #1")
    assert "Stapel" in over.content and "stacks" not in over.content
    assert labels(over) == ["Revanche"]
    closed = world.dms("aino")[-1].content
    assert closed.startswith("**Boromir · pöytä #1** on päättynyt: tulokset ketjussa <#")


async def test_the_same_table_reads_in_english_to_an_english_player(world):
    table_id = await _lobby_with_a_bot(world, host="bob")
    await world.press("bob", "Starten")
    dm = world.dms("bob")[-1]
    assert dm.content.startswith("**Boromir · table #1** · you are seat **A** · game thread <#")
    assert "Seats: **A** <@" in dm.content and "Bot Brook (normal) 🤖" in dm.content
    assert world.status_message().content.startswith("📋 **Tisch #1**")  # the server's
    await world.play_out(table_id)
    assert world.dms("bob")[-1].content.startswith("**Boromir · table #1** is over: results in")


async def test_a_locale_we_do_not_ship_reads_english(world):
    missing = await world.slash("kenji", "hand")
    assert missing.response.ephemeral
    assert missing.response.content == "There is no open table in this channel or thread."
    rules = await world.slash("kenji", "rules", game="boromir")
    footer = rules.response.embeds[0].footer.text
    assert re.fullmatch(r"Page 1 of \d+", footer)
    assert labels(rules.response) == ["◀ Previous", "Next ▶"]


async def test_refusals_and_rules_follow_each_reader(world):
    await _lobby_with_a_bot(world, host="aino")
    greta = await world.slash("greta", "table cancel")  # not the host, not a manager
    assert greta.response.ephemeral
    finn = await world.slash("aino", "hand")  # seated, but the game has not started
    assert finn.response.ephemeral
    assert "Peli ei ole vielä alkanut." in finn.response.content
    rules = await world.slash("greta", "rules", game="boromir")
    assert rules.response.ephemeral
    assert rules.response.embeds[0].footer.text.startswith("Seite 1 von ")
    assert labels(rules.response) == ["◀ Zurück", "Weiter ▶"]
    # The lobby's Rules button: the reply is the clicker's, in their language.
    finnish_rules = await world.press("aino", "Regeln")
    assert finnish_rules.response.embeds[0].footer.text.startswith("Sivu 1/")


async def test_boards_posted_in_the_channel_speak_the_server_s_language(world):
    board = await world.slash("aino", "leaderboard")
    embed = board.response.embeds[0]
    assert embed.title == "Bestenliste · alle Spiele · aller Zeiten"
    assert embed.description.startswith("Noch niemand ist gewertet")
    history = await world.slash("aino", "history")
    assert history.response.embeds[0].title == "Letzte Spiele"
    stats = await world.slash("aino", "stats")
    assert stats.response.embeds[0].title.startswith("Statistik · ")
    helper = world.guild.add_member(world.env.create_user("helper", bot=True))
    bots_refused = await world.slash("aino", "stats", user=helper)
    assert bots_refused.response.ephemeral
    assert bots_refused.response.content.startswith("Boteilla ei ole tilastoja")
