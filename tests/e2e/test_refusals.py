"""Clicks that must change nothing: non-players, stale and double clicks, people who are
not the host; and what the host (or a server manager) may do: cancel, kick."""

from __future__ import annotations

import discord

from tests.e2e.world import hand_picture, labels, move_controls

OUT_OF_DATE = "⚠️ This button is out of date; here is the table as it is now."


async def started(world, people=("bob",), bots=2) -> int:
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    await world.seat("alice", people, bots=bots)
    await world.press("alice", "Start")
    return table_id


def reply(result) -> str:
    """What the clicker alone was told."""
    message = result.followups[-1] if result.followups else result.response
    assert message.ephemeral
    return message.content


async def test_someone_not_playing_is_refused_everywhere(world):
    table_id = await started(world)
    version = (await world.table(table_id)).version
    shown = await world.open_hand("carol")
    assert reply(shown) == "You are not playing at this table."
    result = await world.slash("carol", "hand", channel=world.thread())
    assert reply(result) == "You are not playing at this table."
    assert (await world.table(table_id)).version == version

    # One table per channel, and per thread; the refusal says what to do instead.
    again = await world.slash("dave", "play jugglers", channel=world.channel)
    assert reply(again).startswith(f"This channel already has a table (#{table_id}): join it")
    again = await world.slash("dave", "play jugglers", channel=world.thread())
    assert reply(again).startswith(f"This thread belongs to table #{table_id}. To start")
    assert "use /play in a channel without a game" in reply(again)
    assert (await world.bot.service.active_table(world.channel.id)).id == table_id


async def test_lobby_refusals_are_private_and_friendly(world):
    await world.open_table("alice", timer="off")
    assert (
        reply(await world.press("bob", "Start")) == "Only the host or a server manager can do that."
    )
    assert (
        reply(await world.press("bob", "Add bot"))
        == "Only the host or a server manager can do that."
    )
    assert reply(await world.press("bob", "Leave")) == "You are not at this table."
    assert reply(await world.press("alice", "Join")) == "You are already seated at this table."
    start = await world.press("alice", "Start")
    assert reply(start).startswith(
        "Jugglers: poker hands and secret sigils needs at least 2 players"
    )
    second = await world.slash("carol", "play jugglers")
    assert reply(second).startswith("This channel already has a table (#")
    rules = await world.press("carol", "Rules")
    assert rules.ephemeral and rules.response.embeds[0].title.startswith("Jugglers")


async def test_stale_and_double_clicks_change_nothing(world):
    table_id = await started(world)
    first, second = await world.open_hand("alice"), await world.open_hand("alice")
    version = (await world.table(table_id)).version
    control = move_controls(first.response)[0]["custom_id"]
    assert control == move_controls(second.response)[0]["custom_id"]

    await world.click("alice", first.response, custom_id=control)
    assert (await world.table(table_id)).version > version
    moved = (await world.table(table_id)).version
    await world.click("alice", second.response, custom_id=control)  # the same move again
    assert (await world.table(table_id)).version == moved
    assert OUT_OF_DATE in second.response.content.splitlines()
    # Letters in the game's lines and choices are explained in every panel.
    assert "Seats: **A** <@" in second.response.content
    assert hand_picture(second.response) is not None


async def test_host_cancels_a_lobby_and_a_running_game(world):
    await world.open_table("alice", timer="off")
    await world.press("alice", "Cancel")
    assert "This table was cancelled." in world.lobby().content and labels(world.lobby()) == []

    table_id = await started(world)
    refused = await world.slash("bob", "table cancel", channel=world.thread())
    assert reply(refused) == "Only the host or a server manager can do that."
    done = await world.slash("alice", "table cancel", channel=world.thread())
    assert reply(done) == f"Table #{table_id} is cancelled."
    assert (await world.table(table_id)).status == "cancelled"
    closing = world.thread_messages()[-1].content
    assert f"<@{world.user_id('alice')}> cancelled the table." in closing
    assert "This table is closed." in closing
    assert "This table was cancelled." in world.lobby().content
    assert labels(world.status_message()) == []
    for who in ("alice", "bob"):
        assert "was cancelled" in world.dms(who)[-1].content and labels(world.dms(who)[-1]) == []


async def test_a_server_manager_may_cancel_too(world):
    managers = world.guild.create_role(
        "Managers", permissions=discord.Permissions(manage_guild=True)
    )
    world.people["erin"] = world.guild.add_member(world.env.create_user("erin"), roles=[managers])
    table_id = await started(world)
    await world.slash("erin", "table cancel", channel=world.thread())
    assert (await world.table(table_id)).status == "cancelled"


async def test_a_kicked_player_is_replaced_by_a_bot(world):
    bob = world.user_id("bob")
    table_id = await started(world, bots=1)
    result = await world.slash(
        "alice", "table kick", user=world.people["bob"], channel=world.thread()
    )
    assert "A bot plays their seat from now on." in reply(result)
    info = await world.table(table_id)
    assert info.seats[1] is None and info.status == "playing"
    assert "**B** Bot Brook (normal) 🤖" in world.status_message().content
    thread = "\n".join(m.content for m in world.thread_messages())
    assert f"<@{bob}> was removed from the table by <@{world.user_id('alice')}>." in thread
    assert "Bot Brook (normal) 🤖 plays seat 2 from now on." in thread
    shown = await world.open_hand("bob")
    assert reply(shown) == "You are not playing at this table."
    await world.play_out(table_id)


async def test_a_move_made_through_my_hand_retires_the_dm_buttons(world):
    table_id = await started(world)
    alice = world.user_id("alice")
    assert (await world.table(table_id)).to_act == (alice,)
    assert move_controls(world.dms("alice")[-1])  # "your turn", by DM
    await world.move_by_hand_button("alice", table_id)
    assert alice not in (await world.table(table_id)).to_act
    # The DM no longer offers the move she made elsewhere.
    assert not move_controls(world.dms("alice")[-1])
