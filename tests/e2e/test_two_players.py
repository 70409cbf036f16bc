"""Two players with dummies: each person aims their own dummy, and the chairman chooses
secret influence, with their own controls."""

from __future__ import annotations

from tests.e2e.world import labels


async def test_a_two_player_game_with_dummies(world):
    alice = world.user_id("alice")
    table_id = await world.open_table("alice", target_wins=1, timer="off", dummy_sigils=False)
    assert "dummy sigils off" in world.lobby().content
    await world.seat("alice", ("bob",))
    await world.press("alice", "Start")

    influence = world.latest_dm_controls("alice")
    assert "Choose the number of secret influences:" in influence.content
    assert labels(influence) == ["Include none", "Include 1", "Include 2", "Include 3"]

    prompts = set()
    while (await world.table(table_id)).status == "playing":
        info = await world.table(table_id)
        who = "alice" if info.to_act[0] == alice else "bob"
        controls = world.latest_dm_controls(who)
        prompts.add(controls.content.splitlines()[-1])
        if "dummy" in controls.content:
            assert labels(controls)[0].startswith("Left hand")
        await world.move_by_dm(who, table_id)
    assert "**Your turn.** Choose the hand for your dummy:" in prompts
    assert "**Your turn.** Choose the card to play:" in prompts

    over = world.thread_messages()[-1]
    assert over.content.startswith("🏁 **Game over**")
    assert [a.filename for a in over.attachments] == ["table.png", "results.png"]
