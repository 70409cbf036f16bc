"""A whole 4-player game: two people playing from their DMs, and two bots."""

from __future__ import annotations

import re
import threading

import pytest

import renderers.jugglers
from bot.tables.guild_settings import update_settings
from tests.e2e.world import HAND_FILE, PNG_MAGIC, components, labels, move_controls


@pytest.fixture
def drawing_threads(monkeypatch):
    """The threads each picture was drawn in."""
    seen: list[threading.Thread] = []
    for name in ("render_table", "render_hand", "render_results"):
        draw = getattr(renderers.jugglers, name)

        def watched(*args, draw=draw, **kwargs):
            seen.append(threading.current_thread())
            return draw(*args, **kwargs)

        monkeypatch.setattr(renderers.jugglers, name, watched)
    return seen


def secret_words(view) -> list[str]:
    """How a seat's hand and sigil would read if they leaked into a message."""
    cards = [*view.hand, *([view.sigil] if view.sigil else [])]
    return [text for card in cards for text in (card.name, card.symbol)]


async def test_two_people_and_two_bots_play_a_whole_game(world, drawing_threads):
    alice, bob = world.user_id("alice"), world.user_id("bob")
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    assert labels(world.lobby()) == ["Join", "Leave", "Add bot", "Start", "Cancel", "Rules"]
    await world.seat("alice", ("bob",), bots=2)
    lobby = world.lobby().content
    assert (
        f"**A** <@{alice}> · **B** <@{bob}> · **C** Bot Cyril (normal) 🤖 · "
        "**D** Bot Dora (normal) 🤖"
    ) in lobby
    assert "target wins 1" in lobby and "turn timer off" in lobby

    await world.press("alice", "Start")
    lobby_message = world.lobby()
    assert f"The game is on in <#{world.thread().id}>" in lobby_message.content
    assert list(components(lobby_message)) == []
    # One post a cycle: the table picture and the status, which its edits keep current.
    status = world.thread_messages()[-1]
    assert status.content.startswith(f"📋 **Table #{table_id}**")
    assert "Seats: **A**" in status.content and "The game begins" in status.content
    assert [a.filename for a in status.attachments] == ["table.png"]
    assert labels(status) == ["My hand"]
    assert f"Waiting for <@{alice}>" in status.content
    # The status post pings only the player to act.
    posted = [
        r
        for r in world.env.http_requests
        if isinstance(r.json, dict) and r.json.get("content") == status.content
    ]
    assert posted[0].json["allowed_mentions"]["users"] == [alice]
    for who in ("alice", "bob"):
        hand = world.dms(who)[-1]
        (attached,) = hand.attachments
        assert HAND_FILE.fullmatch(attached.filename)
        assert world.attachment_bytes(hand.attachments[0]).startswith(PNG_MAGIC)
    assert move_controls(world.dms("alice")[-1]) and not move_controls(world.dms("bob")[-1])

    # Early on, nothing of either hand or sigil has been shown to anyone else.
    await world.play_until(table_id, lambda info: info.version >= 6)
    secrets = [
        word
        for user in (alice, bob)
        for word in secret_words(await world.bot.service.view_for(table_id, user))
    ]
    sigils = [
        word
        for user in (alice, bob)
        for card in [(await world.bot.service.view_for(table_id, user)).sigil]
        for word in (card.name, card.symbol)
    ]
    for message in world.thread_messages():
        assert not any(word in message.content for word in secrets), message.content

    # Between two pictures the one status message is edited, not reposted.
    names = {alice: "alice", bob: "bob"}
    for _ in range(20):
        pictures, before = len(world.pictures()), world.status_message()
        await world.move_by_dm(names[(await world.table(table_id)).to_act[0]], table_id)
        if len(world.pictures()) == pictures:
            break
    after = world.status_message()
    assert after.id == before.id and after.content != before.content
    assert [a.filename for a in after.attachments] == ["table.png"], "edits keep the picture"
    assert re.search(r"cycle \d of 4: \d of 4 played", after.content), after.content
    assert "⏳ Waiting for <@" in after.content

    await world.play_out(table_id)
    messages = world.thread_messages()
    over = next(m for m in messages if m.content.startswith("🏁 **Game over**"))
    assert [a.filename for a in over.attachments] == ["table.png", "results.png"]
    assert "Sigils:" in over.content and "round win" in over.content
    assert labels(over) == ["Rematch"]
    for message in messages:
        assert not move_controls(message), "move controls are private"
        assert "you are seat" not in message.content
        for attachment in message.attachments:
            assert world.attachment_bytes(attachment).startswith(PNG_MAGIC)
        if message.id < over.id:
            assert not any(word in message.content for word in sigils), message.content
    assert "🏁 The game is over." not in world.status_message().content
    assert labels(world.status_message()) == []
    assert "The game is over: results in" in world.lobby().content
    for who in ("alice", "bob"):
        last = world.dms(who)[-1]
        assert "is over: results in" in last.content and labels(last) == []

    # Pictures are drawn off the event loop's thread.
    assert drawing_threads and threading.main_thread() not in drawing_threads

    await update_settings(world.bot.store, world.guild.id, True, min_ranked_games=1)
    board = await world.slash("carol", "leaderboard", game="jugglers")
    text = board.response.embeds[0].description
    assert f"<@{alice}>" in text and f"<@{bob}>" in text and "1 game" in text
    stats = await world.slash("carol", "stats", user=world.people["bob"])
    assert stats.response.embeds[0].fields[0].value.startswith("Jugglers · **")
