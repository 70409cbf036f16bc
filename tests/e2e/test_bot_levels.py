"""Bots of every level in Discord: the lobby asks which, their names say it everywhere,
their searching bot thinks in a worker process, and the game plays to the results."""

from __future__ import annotations

import re

import discord
import pytest

from bot.chat.customids import LEVEL, TABLE, custom_id, template
from bot.tables import InvalidRequest
from tests.e2e.world import components, labels


def everything_public(world) -> str:
    channel = "\n".join(m.content for m in world.channel.history())
    return channel + "\n" + "\n".join(m.content for m in world.thread_messages())


async def test_people_and_a_bot_of_each_level_play_to_the_results(world, monkeypatch):
    alice, bob = world.user_id("alice"), world.user_id("bob")
    drawn: list[list[str]] = []
    names_for = world.bot.names.for_pictures

    async def names_seen(info, locale="en"):
        names = await names_for(info, locale)
        drawn.append(names)
        return names

    monkeypatch.setattr(world.bot.names, "for_pictures", names_seen)
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    await world.press("bob", "Join")

    asked = await world.press("alice", "Add bot")
    question = asked.response
    assert question.ephemeral and question.content.startswith("Which bot should sit down?")
    assert labels(question) == ["Easy", "Normal", "Hard"]
    styles = [control["style"] for control in components(question)]
    assert styles[1] == discord.ButtonStyle.primary.value  # normal is the default
    assert (await world.table(table_id)).seats == (alice, bob)  # nothing seated yet
    seated = world.remember(await world.people["alice"].click(question, label="Hard"))
    assert seated.response.content == "Bot Cyril (hard) 🤖 sat down (3/5)."
    await world.add_bot("alice", "Easy")
    await world.add_bot("alice")  # Normal
    info = await world.table(table_id)
    assert info.levels == (None, None, "hard", "easy", "normal")
    lobby = world.lobby().content
    assert ("**C** Bot Cyril (hard) 🤖 · **D** Bot Dora (easy) 🤖 · **E** Bot Ezra (normal) 🤖"
            in lobby)  # fmt: skip

    await world.press("alice", "Start")
    first = world.thread_messages()[0].content
    assert "Bot Cyril (hard) 🤖" in first and "Bot Ezra (normal) 🤖" in first
    assert "Bot Cyril (hard)" in world.status_message().content
    await world.play_out(table_id)

    over = world.thread_messages()[-1].content
    assert over.startswith("🏁 **Game over**")
    standings = [line for line in over.splitlines() if re.match(r"(🏆|\d\.) ", line)]
    assert len(standings) == 5
    for name in ("Bot Cyril (hard) 🤖", "Bot Dora (easy) 🤖", "Bot Ezra (normal) 🤖"):
        assert any(name in line for line in standings), name
    assert drawn and all(
        names[2:] == ["Bot Cyril (hard)", "Bot Dora (easy)", "Bot Ezra (normal)"] for names in drawn
    )
    assert "Bot 3" not in everything_public(world)  # the service's own names never show
    assert world.bot.bot_pool.replaced == 0


async def test_old_and_forged_level_buttons_are_refused_kindly(world):
    table_id = await world.open_table("alice", timer="off")
    await world.press("bob", "Join")
    question = (await world.press("alice", "Add bot")).response
    refused = await world.press("bob", "Add bot")  # not the host: no question at all
    assert refused.response.content == "Only the host or a server manager can do that."

    # A forged level still reaches the service, which refuses it kindly (see
    # tests/tables/test_bot_levels.py), rather than failing as no button of ours.
    assert re.fullmatch(template("botlevel", TABLE, LEVEL), custom_id("botlevel", 1, "expert"))
    with pytest.raises(InvalidRequest, match="no bot level 'expert'"):
        await world.bot.service.add_bot(table_id, world.user_id("alice"), level="expert")

    await world.press("alice", "Start")
    late = world.remember(await world.people["alice"].click(question, label="Hard"))
    told = late.followups[-1] if late.followups else late.response
    assert told.ephemeral and told.content == "The game has already started."
    assert (await world.table(table_id)).levels == (None, None)
