"""A player whose DMs are closed is told so once, in the thread, and plays through "My hand"."""

from __future__ import annotations

from tests.e2e.world import HAND_FILE, labels


async def test_a_player_with_closed_dms_plays_through_my_hand(world):
    bob = world.user_id("bob")
    dm_channel = world.people["bob"].user.dm_channel
    world.env.inject_error(
        "POST", f"/channels/{dm_channel.id}/messages",
        status=403, code=50007, message="Cannot send messages to this user", times=None,
    )  # fmt: skip
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")

    notice = f"<@{bob}>, I can't send you direct messages: use the **My hand** button"
    told = [m for m in world.thread_messages() if m.content.startswith(notice)]
    assert len(told) == 1 and labels(told[0]) == ["My hand"]

    shown = await world.open_hand("bob")
    panel = shown.response
    assert panel.ephemeral and "you are seat **B**" in panel.content
    (attached,) = panel.attachments
    assert HAND_FILE.fullmatch(attached.filename)

    await world.play_out(table_id, by_hand_button=frozenset({"bob"}))
    assert world.dms("bob") == []
    assert sum(m.content.startswith(notice) for m in world.thread_messages()) == 1
    # Whenever the status message did not already ping bob, a short message did; each
    # new one replaced the last, so the thread holds one, not one per turn.
    pings = [
        m for m in world.thread_messages() if m.content.startswith(f"<@{bob}>, it's your turn")
    ]
    assert len(pings) == 1 and labels(pings[0]) == ["My hand"]
    assert world.thread_messages()[-1].content.startswith("🏁 **Game over**")
