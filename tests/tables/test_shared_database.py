"""Several processes on one PostgreSQL database: racing writers and shards.

(Lobby and game calls racing from out-of-date copies, for every game and on
both stores, are in tests/store/test_two_services.py.)

Each "process" is a TableService with its own connection pool, as a separate
bot process would have; they share nothing but the database.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.shards import Shards
from bot.tables import NotAllowed, StaleVersion, TableClosed, TableService
from tests.tables.helpers import Clock

DOUBLE_CLICKS = 1000
ROOT = Path(__file__).resolve().parents[2]
GUILDS = {0: 0, 1: 1 << 22}  # guild ids of shard 0 and shard 1 (of 2)


@pytest.fixture
async def database(postgres):
    return await postgres.new_database()


async def _services(url, clock, *shard_sets):
    stores = [await open_store(url) for _ in shard_sets]
    return stores, [
        TableService(store, clock=clock, shards=shards)
        for store, shards in zip(stores, shard_sets, strict=True)
    ]


async def test_a_double_click_reaching_two_processes_is_applied_exactly_once(database):
    clock = Clock()
    stores, (first, second) = await _services(database, clock, Shards(), Shards())
    rng = random.Random(1)
    tables, clicks, applied = [], 0, 0
    try:
        while clicks < DOUBLE_CLICKS:
            if not tables:
                created = await first.create("toy", 1, 100 + clicks, 7, {"rounds": 5})
                table_id = created.table.id
                await first.join(table_id, 8)
                await first.start(table_id, 7)
                tables.append(table_id)
            table_id = tables[0]
            info = await second.table(table_id)
            if info.status != "playing":
                tables.pop()
                continue
            user = rng.choice(info.to_act)
            action = rng.choice(await second.legal_actions(table_id, user))
            results = await asyncio.gather(
                first.act(table_id, user, action, version=info.version),
                second.act(table_id, user, action, version=info.version),
                return_exceptions=True,
            )
            won = [r for r in results if not isinstance(r, BaseException)]
            lost = [r for r in results if isinstance(r, BaseException)]
            # The other click is refused as stale, or, when the one applied ended the
            # game, as a click on a finished game: applied exactly once either way.
            refusals = (StaleVersion, TableClosed) if won and won[0].game_over else StaleVersion
            assert len(won) == 1 and all(isinstance(r, refusals) for r in lost), results
            clicks += 1
            applied += 1
        for played in range(1, table_id + 1):
            events = await stores[0].events(played)
            assert [event.seq for event in events] == list(range(1, len(events) + 1))
            row = await stores[0].table(played)
            assert row is not None and row.version == len(events)
        assert applied == DOUBLE_CLICKS
    finally:
        for store in stores:
            await store.close()


async def test_two_joins_at_once_in_two_processes_are_both_kept_or_one_is_refused(database):
    """Each process holds the lobby as it was; both joins are kept, and when only one
    seat is left, one join takes it and the other hears that the table is full."""
    stores, (first, second) = await _services(database, Clock(), Shards(), Shards())
    try:
        table_id = (await first.create("toy", 1, 300, 7)).table.id
        await second.table(table_id)
        both = await asyncio.gather(first.join(table_id, 8), second.join(table_id, 9))
        assert {user for notices in both for user in notices.table.seats} == {7, 8, 9}
        seated = [seat.user_id for seat in await stores[0].seats(table_id)]
        assert sorted(seated) == [7, 8, 9]  # toy seats four: one seat left
        results = await asyncio.gather(
            first.join(table_id, 10), second.join(table_id, 11), return_exceptions=True
        )
        won = [r for r in results if not isinstance(r, BaseException)]
        lost = [r for r in results if isinstance(r, BaseException)]
        assert len(won) == 1 and isinstance(lost[0], NotAllowed), results
        assert "full" in str(lost[0])
        stored = tuple(seat.user_id for seat in await stores[1].seats(table_id))
        assert stored == won[0].table.seats and len(stored) == 4
    finally:
        for store in stores:
            await store.close()


async def test_a_leave_from_an_old_copy_keeps_the_move_made_meanwhile(database):
    """The wedge of issue 30: one process's copy predates a move the other made, and
    leaving hands the seat to a bot that is not to move, so the leave adds no event.
    It is made again on the table as stored: the move stays, the version never goes
    back, and both processes (and a restarted one) play on."""
    clock = Clock()
    stores, (first, second) = await _services(database, clock, Shards(), Shards())
    try:
        table_id = (await first.create("toy", 1, 301, 7)).table.id
        for user in (8, 9):
            await first.join(table_id, user)
        await first.start(table_id, 7)
        for user in (7, 8, 9):  # everyone picks a secret; then seat 1 plays first
            info = await first.table(table_id)
            pick = (await first.legal_actions(table_id, user))[0]
            await first.act(table_id, user, pick, version=info.version)
        held = await second.table(table_id)  # the second process's copy, at version 3
        assert (held.version, held.to_act) == (3, (7,))
        play = (await first.legal_actions(table_id, 7))[0]
        played = await first.act(table_id, 7, play, version=3)
        assert played.table.version == 4 and played.table.to_act == (8,)
        left = await second.leave(table_id, 9)
        assert (left.table.version, left.table.seats) == (4, (7, 8, None))
        row = await stores[0].table(table_id)
        events = await stores[0].events(table_id)
        assert row.version == 4 and [e.seq for e in events] == [1, 2, 3, 4]
        assert (events[3].user_id, events[3].action) == (7, play.model_dump_json())
        # Not wedged: the first process, whose copy still seats 9, takes 8's move at
        # the version 8 saw (made again on the stored table), and a new process acts.
        answer = (await second.legal_actions(table_id, 8))[0]
        moved = await first.act(table_id, 8, answer, version=4)
        assert moved.table.version > 4 and moved.table.seats == (7, 8, None)
        stores.append(await open_store(database))
        third = TableService(stores[-1], clock=clock)
        assert (await third.resume()).resumed == (table_id,)
        info = await third.table(table_id)
        assert info.version == moved.table.version
        action = (await third.legal_actions(table_id, info.to_act[0]))[0]
        after = await third.act(table_id, info.to_act[0], action, version=info.version)
        assert after.table.version > info.version
    finally:
        for store in stores:
            await store.close()


async def test_two_shards_resume_only_their_own_tables_and_fire_each_timer_once(database):
    clock = Clock()
    shard_sets = (Shards(2, frozenset({0})), Shards(2, frozenset({1})))
    stores, services = await _services(database, clock, *shard_sets)
    owned: dict[int, list[int]] = {0: [], 1: []}
    try:
        for shard, service in enumerate(services):
            for channel in range(3):
                created = await service.create("toy", GUILDS[shard], 10 * shard + channel, 7,
                                               {"timer": 60})  # fmt: skip
                table_id = created.table.id
                await service.join(table_id, 8)
                await service.start(table_id, 7)
                owned[shard].append(table_id)
        for store in stores:
            await store.close()
        # Both processes restart on the same database.
        stores, services = await _services(database, clock, *shard_sets)
        for shard, service in enumerate(services):
            report = await service.resume()
            assert sorted(report.resumed) == owned[shard]
        clock.advance(61)
        fired = await asyncio.gather(*(service.fire_due_timers() for service in services))
        for shard, notices in enumerate(fired):
            assert sorted(n.table.id for n in notices) == owned[shard]
        again = await asyncio.gather(*(service.fire_due_timers() for service in services))
        assert again == [[], []]  # each deadline fired once, by its own shard
    finally:
        for store in stores:
            await store.close()


async def _run_shard(url: str, shard: int, now: float) -> dict[str, list[int]]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.tables.shard_worker", url, "2", str(shard), str(now),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    out, err = await process.communicate()
    assert process.returncode == 0, err.decode()[-2000:]
    return json.loads(out.decode().strip().splitlines()[-1])


async def test_two_shard_processes_resume_their_own_tables_and_fire_timers_once(database):
    clock = Clock()
    stores, (setup,) = await _services(database, clock, Shards())
    owned: dict[int, list[int]] = {0: [], 1: []}
    try:
        for shard in (0, 1):
            for channel in range(3):
                created = await setup.create("toy", GUILDS[shard], 50 + 10 * shard + channel, 7,
                                             {"timer": 60})  # fmt: skip
                await setup.join(created.table.id, 8)
                await setup.start(created.table.id, 7)
                owned[shard].append(created.table.id)
    finally:
        for store in stores:
            await store.close()
    later = clock.now + 61
    first = await asyncio.gather(*(_run_shard(database, shard, later) for shard in (0, 1)))
    for shard, did in enumerate(first):
        assert did == {"resumed": owned[shard], "fired": owned[shard]}
    again = await asyncio.gather(*(_run_shard(database, shard, later) for shard in (0, 1)))
    for shard, did in enumerate(again):
        assert did == {"resumed": owned[shard], "fired": []}  # each timer fired once


async def test_a_timer_meeting_a_table_another_process_saved_is_no_error_and_fires_next_time(
    database, caplog
):
    """A turn timer fired from an out-of-date copy is refused by the store; that is the
    normal race between shards, logged as information, and the next poll fires it."""
    clock = Clock()
    stores, (first, second) = await _services(database, clock, Shards(), Shards())
    try:
        created = await first.create("toy", 1, 300, 7, {"rounds": 5, "timer": 30})
        table_id = created.table.id
        for user in (8, 9):
            await first.join(table_id, user)
        await first.start(table_id, 7)
        for user in (7, 8):  # everyone picks at once at first: two of three do
            version = (await first.table(table_id)).version
            pick = (await first.legal_actions(table_id, user))[0]
            await first.act(table_id, user, pick, version=version)
        assert (await second.table(table_id)).to_act == (9,)  # the second process holds it now
        clock.advance(31)
        kicked = await first.kick(table_id, 8, by=7, is_manager=True)
        assert kicked.table.deadline is not None and kicked.table.deadline <= clock()
        caplog.set_level("INFO")
        assert await second.fire_due_timers() == []
        assert "met a newer table" in caplog.text
        assert not [record for record in caplog.records if record.levelname == "ERROR"]
        fired = await second.fire_due_timers()
        assert [notices.table.id for notices in fired] == [table_id]
    finally:
        for store in stores:
            await store.close()
