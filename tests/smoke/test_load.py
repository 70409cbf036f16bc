"""A small load against the stand-in's limits (bench/discord_load.py runs the issue's):
six tables started at once, a person's click every second on each."""

from __future__ import annotations

import asyncio

from tests.smoke.load import p95, run_load

BOUND = 90


async def test_six_busy_tables_draw_no_refusal_and_answer_in_time(tmp_path):
    load = await asyncio.wait_for(run_load(tmp_path, 6, every=1.0, seconds=4.0, together=6), BOUND)
    assert load.refused == {} and load.refused_kinds == []
    assert load.clicks >= 12 and len(load.acks) == load.clicks
    assert max(load.acks) < 3.0
    assert len(load.hands) == 6 and p95(load.hands) < 3.0
    assert load.statuses and p95(load.statuses) < 2.0
    assert load.unshown == 0 and len(load.statuses) <= load.clicks
