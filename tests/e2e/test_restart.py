"""A restart in the middle of a cycle: buttons sent before it still work after it."""

from __future__ import annotations

from tests.e2e.world import labels


async def test_old_buttons_work_after_a_restart_mid_cycle(world):
    alice, bob = world.user_id("alice"), world.user_id("bob")
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    await world.seat("alice", ("bob",), bots=2)
    await world.press("alice", "Start")
    names = {alice: "alice", bob: "bob"}
    # Into the second cycle, then half a move: a card is chosen, the hand is not yet.
    await world.play_until(table_id, lambda info: "Cycle 2 begins" in world.pictures()[-1].content)
    who = names[(await world.table(table_id)).to_act[0]]
    await world.click_first(who, world.latest_dm_controls(who))
    half_done = world.latest_dm_controls(who)
    assert "You chose:" in half_done.content and "↩ Start over" in labels(half_done)
    status, pictures = world.status_message(), len(world.pictures())
    version = (await world.table(table_id)).version

    await world.restart()

    assert world.bot is world.bots[-1] and len(world.bots) == 2
    await world.click_first(who, half_done)  # a button the old bot sent
    assert (await world.table(table_id)).version > version
    # The new bot found the status message of this cycle and kept editing it.
    assert len(world.pictures()) == pictures
    edited = world.status_message()
    assert edited.id == status.id and edited.content != status.content
    clicked = next(m for m in world.dms(who) if m.id == half_done.id)
    assert "You chose:" not in clicked.content
    await world.play_out(table_id)
    assert world.thread_messages()[-1].content.startswith("🏁 **Game over**")


async def test_the_lobby_buttons_work_after_a_restart(world):
    await world.open_table("alice", timer="off")
    await world.restart()
    await world.press("bob", "Join")
    await world.press("alice", "Start")
    assert "The game is on in" in world.lobby().content
