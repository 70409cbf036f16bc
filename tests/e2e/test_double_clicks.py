"""A control drawn before someone else's move still stands, unless that move changed
the moves open to you; one drawn before your own move does not: a second click
never makes a move twice, even where your moves are the same again (in Tally,
adding one leaves them as they were)."""

from __future__ import annotations

import pytest

import engines
from tests.e2e.tallygame import TALLY
from tests.e2e.world import labels


@pytest.fixture(autouse=True)
def tally_registered(monkeypatch):
    registry = {key: engines.get(key) for key in engines.keys()}
    monkeypatch.setattr(engines, "_registry", {**registry, TALLY.key: TALLY})


async def counts(world, table_id: int) -> tuple[int, ...]:
    return (await world.bot.service.view_for(table_id, None)).counts


async def test_a_second_click_is_refused_and_another_persons_move_changes_nothing(world):
    table_id = await world.open_table("alice", game="tally", timer="off")
    await world.seat("alice", ("bob",))
    await world.press("alice", "Start")

    kept = (await world.open_hand("alice")).response  # her panel, in a reply only she sees
    await world.click("alice", world.dms("alice")[-1], label="add")
    twice = await world.click("alice", kept, label="add")  # the same move, drawn before it
    assert await counts(world, table_id) == (1, 0)
    assert "out of date" in twice.response.content

    kept = (await world.open_hand("alice")).response
    await world.click("bob", world.dms("bob")[-1], label="add")
    await world.click("alice", kept, label="add")  # Bob's move left her choices alone
    assert await counts(world, table_id) == (2, 1)
    assert "out of date" not in world.dms("alice")[-1].content


async def test_a_click_drawn_before_someone_else_changed_your_choices_is_out_of_date(world):
    table_id = await world.open_table("alice", game="tally", timer="off")
    await world.seat("alice", ("bob",))
    await world.press("alice", "Start")
    kept = (await world.open_hand("alice")).response
    await world.click("bob", world.dms("bob")[-1], label="stop")  # Alice may sprint now
    assert "sprint" in labels(world.dms("alice")[-1])  # her DM shows her new choices
    late = await world.click("alice", kept, label="add")
    assert "out of date" in late.response.content and "sprint" in labels(late.response)
    assert await counts(world, table_id) == (0, 0)
