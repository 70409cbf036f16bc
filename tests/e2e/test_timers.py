"""Turn timers: when a player's time runs out, the bot moves for them and everyone sees it."""

from __future__ import annotations


async def test_the_bot_moves_for_a_player_whose_time_ran_out(world, clock):
    alice = world.user_id("alice")
    table_id = await world.open_table("alice", target_wins=1, timer="60")
    assert "turn timer 1 min" in world.lobby().content
    await world.seat("alice", ("bob",), bots=2)
    await world.press("alice", "Start")
    info = await world.table(table_id)
    assert info.to_act == (alice,) and info.deadline == clock.now + 60
    assert f"the bot moves for them <t:{int(info.deadline)}:R>" in world.status_message().content

    clock.advance(30)
    await world.env.advance_time(1)  # the timers' next round: nothing is due yet
    assert (await world.table(table_id)).version == info.version

    clock.advance(31)
    await world.env.advance_time(1)
    assert (await world.table(table_id)).version > info.version
    thread = "\n".join(m.content for m in world.thread_messages())
    assert f"⏱ <@{alice}> ran out of time; the bot moved for them." in thread
