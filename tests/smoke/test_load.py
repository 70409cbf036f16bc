"""A small load against the stand-in's limits (bench/discord_load.py runs the issue's):
six tables started at once, a person's click every second on each; with the bot in this
process, and in a process of its own (as the bench runs it)."""

from __future__ import annotations

import asyncio

import pytest

from tests.smoke.load import p95, run_load

BOUND = 180  # the bot's own process starts (and warms its engines) first


@pytest.mark.parametrize("apart", [False, True], ids=["same process", "bot apart"])
async def test_six_busy_tables_draw_no_refusal_and_answer_in_time(tmp_path, apart):
    load = await asyncio.wait_for(
        run_load(tmp_path, 6, every=1.0, seconds=4.0, together=6, apart=apart), BOUND
    )
    assert load.refused == {} and load.refused_kinds == []
    assert load.clicks >= 12 and len(load.acks) == load.clicks
    assert max(load.acks) < 3.0
    assert len(load.hands) == 6 and p95(load.hands) < 3.0
    assert load.statuses and p95(load.statuses) < 2.0
    assert load.unshown == 0 and len(load.statuses) <= load.clicks
