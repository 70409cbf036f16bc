"""Bots seem to think before their moves show: the thread's one status edit for a click
goes out after a pause that grows with their decisions, capped, and no other call is made."""

from __future__ import annotations

import time

import pytest

import bot.chat.notifier
from tests.e2e.world import new_bot

CAP = 0.6  # seconds: the pause is waited in real time under SimCord, so keep it short


@pytest.fixture
def simcord_bot(bots, db_url, clock):
    bots.append(new_bot(db_url, clock, pause=CAP))
    return bots[-1]


async def test_bots_moves_show_after_their_thinking_pause_in_one_edit(world, monkeypatch):
    pauses: list[float] = []
    real = bot.chat.notifier.pause_before_showing

    def recorded(thoughts, cap):
        pauses.append(real(thoughts, cap))
        return pauses[-1]

    monkeypatch.setattr(bot.chat.notifier, "pause_before_showing", recorded)
    table_id = await world.open_table("alice", target_wins=1, timer="off")
    await world.seat("alice", levels=("easy", "normal"))
    await world.press("alice", "Start")
    for _ in range(4):
        info = await world.table(table_id)
        if info.status != "playing":
            break
        status = world.status_message()
        before, asked = len(world.env.http_requests), len(pauses)
        started = time.perf_counter()
        await world.move_by_dm("alice", table_id)
        took = time.perf_counter() - started
        paused = pauses[asked:]
        assert all(0 <= pause <= CAP for pause in paused)
        assert took >= sum(paused) * 0.9
        edits = [r for r in world.env.http_requests[before:]
                 if r.method == "PATCH" and r.path.endswith(f"/messages/{status.id}")]  # fmt: skip
        assert len(edits) <= 1  # the pause made no call of its own
    assert any(pause > 0.3 for pause in pauses)  # bots moved after her: they "thought"
