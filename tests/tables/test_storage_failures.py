"""A database that refuses writes: the request is refused, nothing is half-written,
and the table works as soon as the database does."""

import random
import sqlite3

import pytest

from bot.tables import StorageFailed
from tests.tables.helpers import new_table, snapshot_of


class Refusal:
    """Makes the database file refuse one kind of write, as a full disk would."""

    def __init__(self, db_path):
        self.db_path = db_path

    def _run(self, statement):
        with sqlite3.connect(self.db_path) as db:
            db.execute(statement)

    def on(self, event, table):
        self._run(
            f"CREATE TRIGGER refuse_{table} BEFORE {event} ON {table} "
            "BEGIN SELECT RAISE(ABORT, 'disk full'); END"
        )

    def off(self, table):
        self._run(f"DROP TRIGGER refuse_{table}")


async def stored(store, table_id):
    return (
        await store.table(table_id),
        await store.seats(table_id),
        await store.events(table_id),
        await store.snapshot(table_id),
        await store.results(table_id),
    )


@pytest.mark.parametrize("refused", ["snapshots", "events", "query_only"])
async def test_an_action_the_database_refuses_changes_nothing(
    service, store, db_path, refused, caplog
):
    users = [1, 2]
    table_id = await new_table(service, users, bots=1)
    table = await service.table(table_id)
    action = (await service.legal_actions(table_id, 1))[0]
    before_rows = await stored(store, table_id)
    before = await snapshot_of(service, table_id, users)
    if refused == "query_only":
        await store._db.run(sqlite3.Connection.execute, "PRAGMA query_only = 1")
    else:
        Refusal(db_path).on("INSERT", refused)
    with pytest.raises(StorageFailed, match="nothing changed"):
        await service.act(table_id, 1, action, table.version)
    assert "change not saved" in caplog.text
    assert await stored(store, table_id) == before_rows
    assert await snapshot_of(service, table_id, users) == before
    if refused == "query_only":
        await store._db.run(sqlite3.Connection.execute, "PRAGMA query_only = 0")
    else:
        Refusal(db_path).off(refused)
    notices = await service.act(table_id, 1, action, table.version)
    assert notices.table.version == table.version + 1
    assert len(await store.events(table_id)) == table.version + 1


async def test_a_refused_game_end_writes_no_results_and_no_ratings(service, store, db_path):
    table_id = await new_table(service, [1, 2], options={"rounds": 1})
    rng = random.Random(4)
    for user in (1, 2, 1):
        await service.act(table_id, user, rng.choice(await service.legal_actions(table_id, user)))
    last = (await service.legal_actions(table_id, 2))[0]
    before_rows = await stored(store, table_id)
    Refusal(db_path).on("INSERT", "ratings")
    with pytest.raises(StorageFailed):
        await service.act(table_id, 2, last)
    assert await stored(store, table_id) == before_rows
    assert (await service.table(table_id)).status == "playing"
    assert await service.leaderboard(1) == []
    Refusal(db_path).off("ratings")
    notices = await service.act(table_id, 2, last)
    assert notices.game_over is not None
    assert len(await store.results(table_id)) == 2 and len(await service.leaderboard(1)) == 2


async def test_refused_lobby_changes_and_creates(service, store, db_path):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    Refusal(db_path).on("INSERT", "seats")
    with pytest.raises(StorageFailed):
        await service.join(table_id, 8)
    assert (await service.table(table_id)).seats == (7,)
    Refusal(db_path).off("seats")
    Refusal(db_path).on("INSERT", "tables")
    with pytest.raises(StorageFailed, match="could not be saved"):
        await service.create("toy", 1, 101, 7)
    Refusal(db_path).off("tables")
    assert await service.active_table(101) is None
    await service.join(table_id, 8)
    assert (await service.table(table_id)).seats == (7, 8)


async def test_a_refused_timer_expiry_fires_again_later(service, store, db_path, clock, caplog):
    table_id = await new_table(service, [1, 2], options={"timer": 60})
    before_rows = await stored(store, table_id)
    clock.advance(60)
    Refusal(db_path).on("INSERT", "events")
    assert await service.fire_due_timers() == []
    assert "turn timer failed (StorageFailed)" in caplog.text
    assert await stored(store, table_id) == before_rows
    Refusal(db_path).off("events")
    [notices] = await service.fire_due_timers()
    assert notices.table.version > before_rows[0].version
