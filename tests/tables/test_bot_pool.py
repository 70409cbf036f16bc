"""Searching bots think in worker processes: the event loop stays free, the CPU cap
holds, tables think side by side, and a crashed worker never leaves a table stuck."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time

import pytest

import engines
from bot.tables import TableService
from bot.tables.bot_pool import BotPool
from bot.tables.deciding import SearchLimits
from engines.core.dice import rng_for
from tests.tables import pool_work
from tests.tables.helpers import move, play_to_end

JUGGLERS = engines.get("jugglers")


@pytest.fixture(autouse=True)
def toy_engine():
    """The real registry: a worker process knows the real games, not the test's toy."""


@pytest.fixture
async def pool_of():
    made: list[BotPool] = []

    def make(*args, **kwargs) -> BotPool:
        made.append(BotPool(*args, **kwargs))
        return made[-1]

    yield make
    for pool in made:
        await pool.close()


def a_view(seat: int = 1):
    state = JUGGLERS.new_game(4, JUGGLERS.Options(), 5)
    return JUGGLERS.view(state, JUGGLERS.to_act(state)[0] if seat is None else seat), state


async def test_the_loop_stays_responsive_while_a_search_thinks(pool_of):
    pool = pool_of(1, SearchLimits(seconds=0.8), work=pool_work.spin)
    view, _ = a_view()
    gaps: list[float] = []

    async def ticking() -> None:
        last = time.monotonic()
        while True:
            await asyncio.sleep(0.01)
            now = time.monotonic()
            gaps.append(now - last)
            last = now

    ticker = asyncio.create_task(ticking())
    decision = await pool.decide(JUGGLERS, "hard", view, random.Random(1))
    ticker.cancel()
    assert decision.seconds >= 0.8 and decision.action[0] != os.getpid()
    # The loop ran all along: made on it, the search would have stopped it for 0.8 s.
    assert len(gaps) > 20 and max(gaps) < 0.4


async def test_the_cpu_cap_stops_a_search_that_would_go_on(pool_of):
    pool = pool_of(1, SearchLimits(iterations=10**9, seconds=0.3))
    view, state = a_view(seat=None)
    started = time.monotonic()
    decision = await pool.decide(JUGGLERS, "hard", view, random.Random(1))
    assert 0.3 <= decision.seconds < 0.6
    assert time.monotonic() - started < 10  # a worker's start-up included
    seat = view.seat
    assert decision.action in JUGGLERS.legal_actions(state, seat)


async def test_the_same_table_and_version_give_the_same_decision_in_a_worker(pool_of):
    pool = pool_of(1, SearchLimits(iterations=20, seconds=30.0))
    view, state = a_view(seat=None)
    decisions = [await pool.decide(JUGGLERS, "hard", view, rng_for(9, 4, "bot")) for _ in "ab"]
    assert decisions[0].action == decisions[1].action
    assert decisions[0].action in JUGGLERS.legal_actions(state, view.seat)


async def test_tables_think_side_by_side_up_to_the_pool_size(pool_of):
    pool = pool_of(2, SearchLimits(seconds=0.3), work=pool_work.spin)
    view, _ = a_view()
    first, second = await asyncio.gather(
        *(pool.decide(JUGGLERS, "hard", view, random.Random(s)) for s in (1, 2))
    )
    (pid_a, start_a, end_a), (pid_b, start_b, end_b) = first.action, second.action
    assert pid_a != pid_b
    assert start_a < end_b and start_b < end_a  # the two searches overlapped in time


async def test_fast_levels_are_decided_on_the_loop_without_a_pool(pool_of):
    pool = pool_of(1, work=pool_work.die)  # a worker would die: none is asked
    view, state = a_view(seat=None)
    for level in ("easy", "normal"):
        decision = await pool.decide(JUGGLERS, level, view, random.Random(3))
        assert decision.action in JUGGLERS.legal_actions(state, view.seat)
    assert pool.replaced == 0


async def test_a_worker_killed_mid_search_is_replaced_and_the_move_asked_again(pool_of):
    pool = pool_of(1, SearchLimits(seconds=0.4), work=pool_work.spin)
    view, _ = a_view()
    worker = (await pool.decide(JUGGLERS, "hard", view, random.Random(1))).action[0]
    thinking = asyncio.create_task(pool.decide(JUGGLERS, "hard", view, random.Random(1)))
    await asyncio.sleep(0.1)  # the one worker is spinning on it now
    os.kill(worker, signal.SIGKILL)
    decision = await thinking
    assert pool.replaced == 1 and decision.action[0] != worker


async def test_a_pool_broken_twice_lets_the_normal_level_decide(pool_of):
    pool = pool_of(1, work=pool_work.die)
    view, state = a_view(seat=None)
    decision = await pool.decide(JUGGLERS, "hard", view, random.Random(3))
    assert pool.replaced == 2
    assert decision.action == JUGGLERS.bot_action(view, random.Random(3))
    assert decision.action in JUGGLERS.legal_actions(state, view.seat)


async def test_a_failing_search_lets_the_normal_level_decide(pool_of, caplog):
    pool = pool_of(1, work=pool_work.fail)
    view, _ = a_view(seat=None)
    decision = await pool.decide(JUGGLERS, "hard", view, random.Random(3))
    assert decision.action == JUGGLERS.bot_action(view, random.Random(3))
    assert pool.replaced == 0 and "the search failed (KeyError)" in caplog.text


async def test_a_game_goes_on_to_the_end_when_its_bots_process_is_killed(store, clock, pool_of):
    pool = pool_of(1, SearchLimits(iterations=10, seconds=0.2))
    service = TableService(store, clock=clock, decider=pool)
    table_id = (await service.create("jugglers", 1, 100, 7, {"target_wins": 1})).table.id
    for level in ("hard", "easy", "hard"):
        await service.add_bot(table_id, 7, level=level)
    await service.start(table_id, 7)
    rng = random.Random(4)
    killed = 0
    for _ in range(6):  # a few moves, then the bots' worker dies between two moves
        if (await service.table(table_id)).status != "playing":
            break
        await move(service, table_id, rng)
        for pid in pool_work.grandchildren():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                continue  # it ended between the listing and the kill
            killed += 1
    await play_to_end(service, table_id, rng)
    info = await service.table(table_id)
    assert killed >= 1 and pool.replaced >= 1
    assert info.status == "finished" and info.levels == (None, "hard", "easy", "hard")
