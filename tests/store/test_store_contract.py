"""The store contract, checked against every backend (see conftest.py)."""

import asyncio
from dataclasses import replace

import pytest

from bot.store import (
    Change,
    Conflict,
    EventRow,
    RatingRow,
    ResultRow,
    SchemaTooNew,
    SeatRow,
    SnapshotRow,
    StaleWrite,
    StoreError,
    TableRow,
    open_store,
)
from bot.store.shards import Shards
from tests.store.backends import refuse_inserts, schema_version, set_schema_version


def table_row(channel=10, status="lobby", deadline=None):
    return TableRow(
        id=0, game="toy", guild_id=1, channel_id=channel, host_id=7, status=status,
        options='{"rounds": 2}', timer=180, seed=42, version=0, deadline=deadline,
        created_at=1.0, updated_at=1.0,
    )  # fmt: skip


async def test_save_writes_everything_and_reads_it_back(store):
    table_id = await store.create_table(table_row(), [SeatRow(0, 7)])
    row = replace(await store.table(table_id), status="playing", version=2, deadline=5.0)
    seats = (SeatRow(0, 7), SeatRow(1, None), SeatRow(2, 8, away=True, timeouts=3))
    events = (
        EventRow(1, 0, "human", 7, '{"kind": "pick"}', 2.0),
        EventRow(2, 1, "bot", None, '{"kind": "play"}', 2.0),
    )
    await store.save(Change(row, seats, events, SnapshotRow(2, "v1", "{}")))
    row = replace(row, revision=1)  # one save more than the row it was made from
    assert await store.table(table_id) == row
    assert await store.seats(table_id) == list(seats)
    assert await store.events(table_id) == list(events)
    assert await store.events(table_id, after=1) == [events[1]]
    assert await store.snapshot(table_id) == SnapshotRow(2, "v1", "{}")
    assert await store.unfinished_tables() == [table_id]
    assert await store.due_tables(4.9) == []
    assert await store.due_tables(5.0) == [table_id]
    # A later save replaces the seats and the snapshot, and adds events.
    later = Change(
        replace(row, version=3, status="finished", deadline=None),
        seats[:2],
        (EventRow(3, 0, "timeout", 7, "{}", 3.0),),
        SnapshotRow(3, "v1", '{"x": 1}'),
        (ResultRow(0, 7, 1, 2.0), ResultRow(1, None, 2, 1.0)),
        (RatingRow(1, "toy", 7, 27.0, 8.0, 1, 1),),
    )
    await store.save(later)
    assert [s.position for s in await store.seats(table_id)] == [0, 1]
    assert (await store.snapshot(table_id)).state == '{"x": 1}'
    assert len(await store.events(table_id)) == 3
    assert await store.results(table_id) == [ResultRow(0, 7, 1, 2.0), ResultRow(1, None, 2, 1.0)]
    assert (await store.ratings(1, "toy", [7, 8])) == {7: RatingRow(1, "toy", 7, 27.0, 8.0, 1, 1)}
    assert await store.unfinished_tables() == []
    assert await store.due_tables(100.0) == []
    assert (await store.table(table_id)).revision == 2


async def test_a_failing_statement_rolls_back_the_whole_change(store, store_url):
    table_id = await store.create_table(table_row(), [SeatRow(0, 7)])
    before = await store.table(table_id)
    await refuse_inserts(store_url, "snapshots", "disk says no")
    playing = replace(before, status="playing", version=1)
    change = Change(
        playing, (SeatRow(0, 7), SeatRow(1, None)), (EventRow(1, 0, "human", 7, "{}", 2.0),),
        SnapshotRow(1, "v1", "{}"),
    )  # fmt: skip
    with pytest.raises(StoreError, match="disk says no"):
        await store.save(change)
    assert await store.table(table_id) == before
    assert await store.seats(table_id) == [SeatRow(0, 7)]
    assert await store.events(table_id) == []
    assert await store.snapshot(table_id) is None
    # The connection is usable again at once.
    await store.set_guild_settings(1, {"ok": True})
    assert await store.guild_settings(1) == {"ok": True}


async def test_one_active_table_per_channel_and_one_seat_per_person(store):
    first = await store.create_table(table_row(channel=5), [SeatRow(0, 7)])
    with pytest.raises(Conflict):
        await store.create_table(table_row(channel=5), [])
    assert await store.active_table(5) == first
    await store.mark_broken(first, 0)
    assert (await store.table(first)).status == "broken"
    assert await store.active_table(5) is None
    second = await store.create_table(table_row(channel=5), [])
    assert await store.active_table(5) == second
    with pytest.raises(Conflict):
        await store.create_table(table_row(channel=6), [SeatRow(0, 7), SeatRow(1, 7)])
    assert await store.active_table(6) is None


async def test_foreign_keys_are_enforced(store):
    row = replace(table_row(), id=999)
    # Seats of a table that does not exist are refused, not orphaned.
    with pytest.raises(StoreError):
        await store.save(Change(row, (SeatRow(0, 1),)))


async def test_leaderboard_sorts_by_ordinal_and_filters_by_game(store):
    rows = [
        RatingRow(1, "toy", 1, 30.0, 8.0, 3, 2),  # ordinal 6
        RatingRow(1, "toy", 2, 26.0, 2.0, 9, 5),  # ordinal 20
        RatingRow(1, "jugglers", 3, 25.0, 1.0, 9, 5),  # ordinal 22
        RatingRow(2, "toy", 4, 50.0, 1.0, 9, 9),  # another guild
    ]
    table_id = await store.create_table(table_row(), [])
    await store.save(Change(await store.table(table_id), (), ratings=tuple(rows)))
    assert [r.user_id for r in await store.leaderboard(1, "toy")] == [2, 1]
    assert [r.user_id for r in await store.leaderboard(1)] == [3, 2, 1]
    assert [r.user_id for r in await store.leaderboard(1, limit=1)] == [3]
    assert (await store.leaderboard(1))[0].ordinal == pytest.approx(22.0)
    assert await store.ratings(1, "toy", []) == {}


async def test_guild_settings_round_trip(store):
    assert await store.guild_settings(9) == {}
    await store.set_guild_settings(9, {"timer": 60})
    await store.set_guild_settings(9, {"timer": 90, "games": ["toy"]})
    assert await store.guild_settings(9) == {"timer": 90, "games": ["toy"]}


async def test_reopening_keeps_data_and_does_not_migrate_again(store_url):
    store = await open_store(store_url)
    table_id = await store.create_table(table_row(), [SeatRow(0, 7)])
    await store.close()
    store = await open_store(store_url)
    assert (await store.table(table_id)).host_id == 7
    await store.close()


async def test_a_newer_schema_is_refused_with_a_clear_message(store_url):
    await (await open_store(store_url)).close()
    newer = schema_version(store_url) + 1
    await set_schema_version(store_url, newer)
    with pytest.raises(SchemaTooNew, match="only up to") as caught:
        await open_store(store_url)
    assert f"schema version {newer}" in str(caught.value)
    assert "upgrade the bot" in str(caught.value)


async def test_a_second_writer_of_the_same_version_is_refused_and_leaves_nothing(store):
    """Two processes that both made version 1 of a table: exactly one commit is kept."""
    table_id = await store.create_table(table_row(), [SeatRow(0, 7), SeatRow(1, 8)])
    row = replace(await store.table(table_id), status="playing", version=1)
    first = Change(row, (SeatRow(0, 7), SeatRow(1, 8)), (EventRow(1, 0, "human", 7, "{}", 2.0),))
    second = Change(
        replace(row, deadline=9.0), (SeatRow(0, 7), SeatRow(1, 8, away=True)),
        (EventRow(1, 1, "human", 8, '{"other": 1}', 2.5),), SnapshotRow(1, "v1", "{}"),
    )  # fmt: skip
    await store.save(first)
    with pytest.raises(StaleWrite):
        await store.save(second)
    assert await store.table(table_id) == replace(row, revision=1)
    assert await store.seats(table_id) == [SeatRow(0, 7), SeatRow(1, 8)]
    assert await store.events(table_id) == list(first.events)
    assert await store.snapshot(table_id) is None


async def test_shards_see_only_the_tables_of_their_servers(store):
    guilds = [0, 1 << 22, 2 << 22, 3 << 22]  # shards 0, 1, 0, 1 of 2
    ids = []
    for channel, guild in enumerate(guilds):
        row = replace(table_row(channel=channel, status="playing", deadline=5.0), guild_id=guild)
        ids.append(await store.create_table(row, []))
    even, odd = Shards(2, frozenset({0})), Shards(2, frozenset({1}))
    assert await store.unfinished_tables(even) == [ids[0], ids[2]]
    assert await store.unfinished_tables(odd) == [ids[1], ids[3]]
    assert await store.unfinished_tables() == ids
    assert sorted(await store.due_tables(6.0, odd)) == [ids[1], ids[3]]
    assert sorted(await store.due_tables(6.0)) == ids


async def test_saves_at_once_are_each_kept_or_refused_on_their_own(store):
    """Many tables saved at the same moment (one batch, with SQLite's group commit):
    each good change is kept, and the stale ones are refused alone: table 2's by its
    event (that version is taken), table 4's by its revision (a lobby change since)."""
    ids = [await store.create_table(table_row(channel=c), [SeatRow(0, 7)]) for c in range(5)]
    await store.save(Change(replace(await store.table(ids[2]), version=1), (SeatRow(0, 7),),
                            (EventRow(1, 0, "human", 7, "{}", 2.0),)))  # fmt: skip
    rows = {table_id: await store.table(table_id) for table_id in ids}
    await store.save(Change(rows[ids[4]], (SeatRow(0, 7), SeatRow(1, 8))))
    rows[ids[2]] = replace(rows[ids[2]], version=0)  # as if read before that move
    changes = [
        Change(replace(rows[table_id], status="playing", version=1),
               (SeatRow(0, 7),), (EventRow(1, 0, "human", 7, f'{{"t": {table_id}}}', 3.0),))
        for table_id in ids
    ]  # fmt: skip
    outcomes = await asyncio.gather(*(store.save(c) for c in changes), return_exceptions=True)
    assert [type(outcome) for outcome in outcomes] == [
        type(None), type(None), StaleWrite, type(None), StaleWrite
    ]
    for table_id, change in zip(ids, changes, strict=True):
        kept = await store.events(table_id)
        stored = await store.table(table_id)
        if table_id == ids[2]:
            assert kept[0].action == "{}" and stored.status == "lobby"
        elif table_id == ids[4]:
            assert kept == [] and stored.status == "lobby"
            assert await store.seats(table_id) == [SeatRow(0, 7), SeatRow(1, 8)]
        else:
            assert kept == list(change.events) and stored.status == "playing"


async def test_a_change_from_an_older_copy_is_refused_even_when_it_adds_no_event(store):
    """Lobby changes (a join, a leave, a cancel) write no event: the revision alone
    stops a writer holding an older copy from overwriting a newer table."""
    table_id = await store.create_table(table_row(), [SeatRow(0, 7)])
    read = await store.table(table_id)
    assert read.revision == 0
    joined = (SeatRow(0, 7), SeatRow(1, 8))
    await store.save(Change(read, joined))  # one process seats person 8
    # The other process, still holding the first copy, cancels, leaves, or moves on.
    stale = (
        Change(replace(read, status="cancelled"), (SeatRow(0, 7),)),
        Change(read, ()),
        Change(replace(read, status="playing", version=1), (SeatRow(0, 7),),
               (EventRow(1, 0, "human", 7, "{}", 2.0),), SnapshotRow(1, "v1", "{}")),
    )  # fmt: skip
    for change in stale:
        with pytest.raises(StaleWrite):
            await store.save(change)
    assert await store.table(table_id) == replace(read, revision=1)
    assert await store.seats(table_id) == list(joined)
    assert await store.events(table_id) == [] and await store.snapshot(table_id) is None
    # Made again from a fresh reading, the change is kept.
    fresh = await store.table(table_id)
    await store.save(Change(replace(fresh, status="cancelled"), joined))
    assert await store.table(table_id) == replace(fresh, status="cancelled", revision=2)


async def test_marking_a_table_broken_is_a_save_from_the_revision_read(store):
    """A process that cannot load a table (older code in a rolling restart) closes it
    only if nobody saved it since; a closed table takes no change from an old copy."""
    table_id = await store.create_table(table_row(status="playing"), [SeatRow(0, 7)])
    read = await store.table(table_id)
    await store.save(Change(read, (SeatRow(0, 7),)))  # another process plays on
    with pytest.raises(StaleWrite):
        await store.mark_broken(table_id, read.revision)
    assert (await store.table(table_id)).status == "playing"
    await store.mark_broken(table_id, read.revision + 1)
    with pytest.raises(StaleWrite):
        await store.save(Change(replace(read, deadline=9.0, revision=1), (SeatRow(0, 7),)))
    kept = await store.table(table_id)
    assert (kept.status, kept.deadline, kept.revision) == ("broken", None, 2)


async def test_saving_a_table_that_does_not_exist_is_no_stale_write(store):
    with pytest.raises(StoreError, match="no table #999") as caught:
        await store.save(Change(replace(table_row(), id=999), ()))
    assert not isinstance(caught.value, StaleWrite)


async def test_each_bot_keeps_its_level_and_people_have_none(store):
    """Levels are written by create and by save, and read back by load and seats alike."""
    seated = (SeatRow(0, 7), SeatRow(1, None, level="hard"))
    table_id = await store.create_table(table_row(), seated)
    assert await store.seats(table_id) == list(seated)
    row = await store.table(table_id)
    seats = (*seated, SeatRow(2, None, level="easy"), SeatRow(3, 8, away=True))
    await store.save(Change(replace(row, status="playing"), seats))
    assert await store.seats(table_id) == list(seats)
    loaded = await store.load(table_id)
    assert loaded is not None and loaded[1] == seats
    assert [seat.level for seat in loaded[1]] == [None, "hard", "easy", None]


async def test_finished_games_carry_each_bots_level(store):
    """History names a winning bot with its level, as the game's results did."""
    seated = (SeatRow(0, 7), SeatRow(1, None, level="hard"), SeatRow(2, None, level="easy"))
    table_id = await store.create_table(table_row(), seated)
    row = replace(await store.table(table_id), status="finished", version=3)
    results = (ResultRow(0, 7, 2, 1.0), ResultRow(1, None, 1, 3.0), ResultRow(2, None, 3, 0.0))
    await store.save(Change(row, seated, results=results))
    (game,) = await store.finished_games(1, 10)
    assert game.results == results and game.levels == (None, "hard", "easy")
    assert [game.level(index) for index in range(3)] == [None, "hard", "easy"]
