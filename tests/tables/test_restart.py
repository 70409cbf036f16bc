import logging
import random
import sqlite3

import pytest

from bot.tables import TableClosed
from tests.tables.helpers import move, new_table, snapshot_of


def sql(db_path, statement, *params):
    with sqlite3.connect(db_path) as db:
        db.execute(statement, params)


async def test_a_lobby_survives_a_restart(restarts, service):
    table_id = (await service.create("toy", 1, 100, 7, {"timer": 90})).table.id
    await service.join(table_id, 8)
    await service.add_bot(table_id, 7)
    before = await service.table(table_id)
    service = await restarts.restart()
    assert await service.table(table_id) == before
    await service.start(table_id, 7)


@pytest.mark.parametrize(
    ("moves", "phase", "round_"),
    [
        (0, "pick", 1),
        (2, "pick", 1),
        (3, "play", 1),
        (5, "play", 1),
        (6, "pick", 2),
        (8, "pick", 2),
    ],
)
async def test_a_restart_in_any_phase_resumes_identically(
    restarts, service, clock, moves, phase, round_
):
    users = [1, 2, 3]
    table_id = await new_table(service, users, options={"timer": 60})
    rng = random.Random(moves)
    for _ in range(moves):
        clock.advance(5)
        await move(service, table_id, rng)
    public = await service.view_for(table_id, None)
    assert (public.phase, public.round) == (phase, round_)
    before = await snapshot_of(service, table_id, users)
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
    # ...and the game goes on from there.
    await move(service, table_id, rng)


async def test_a_whole_game_with_a_restart_after_every_move(restarts, service, clock):
    users = [1, 2]
    table_id = await new_table(service, users, bots=1, options={"rounds": 3, "timer": 60})
    rng = random.Random(11)
    while (await service.table(table_id)).status == "playing":
        await move(service, table_id, rng)
        clock.advance(1)
        before = await snapshot_of(service, table_id, users)
        service = await restarts.restart()
        assert await snapshot_of(service, table_id, users) == before
    assert len(await service.leaderboard(1, "toy")) == 2


async def test_a_snapshot_from_older_code_is_rebuilt_from_the_events(
    restarts, service, db_path, caplog
):
    users = [1, 2]
    table_id = await new_table(service, users)
    for _ in range(3):
        await move(service, table_id, random.Random(1))
    before = await snapshot_of(service, table_id, users)
    # The old code's snapshot would not even parse now; it must not be tried.
    sql(db_path, "UPDATE snapshots SET code_version = 'toy:old', state = '{\"v\": 0}'")
    caplog.set_level(logging.INFO)
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
    assert "snapshot from other code" in caplog.text


async def test_a_corrupted_snapshot_is_rebuilt_from_the_events(restarts, service, db_path, caplog):
    users = [1, 2]
    table_id = await new_table(service, users)
    await move(service, table_id, random.Random(1))
    before = await snapshot_of(service, table_id, users)
    sql(db_path, "UPDATE snapshots SET state = '{\"hands\": [[13, 21, 29]]'")
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
    assert "snapshot unreadable (ValidationError)" in caplog.text
    assert "13, 21, 29" not in caplog.text


async def test_an_unloadable_table_is_marked_broken_and_the_others_resume(
    restarts, service, db_path, caplog
):
    good = await new_table(service, [1, 2], options={"timer": 60}, channel=100)
    bad = await new_table(service, [3, 4], options={"timer": 60}, channel=101)
    unknown_game = await new_table(service, [5, 6], channel=102)
    await move(service, bad, random.Random(1))
    before = await snapshot_of(service, good, [1, 2])
    sql(db_path, "UPDATE snapshots SET state = 'garbage' WHERE table_id = ?", bad)
    sql(db_path, 'UPDATE events SET action = \'{"kind": "x"}\' WHERE table_id = ?', bad)
    sql(db_path, "UPDATE tables SET game = 'gone' WHERE id = ?", unknown_game)
    await restarts.stores.pop().close()
    _, service = await restarts.open()
    report = await service.resume()
    assert report.resumed == (good,) and report.broken == (bad, unknown_game)
    assert f"table {bad} (toy) cannot be loaded (ValidationError): marked broken" in caplog.text
    assert await snapshot_of(service, good, [1, 2]) == before
    broken = await service.table(bad)
    assert broken.status == "broken" and broken.to_act == () and broken.deadline is None
    with pytest.raises(TableClosed, match="could not be loaded"):
        await service.act(bad, 3, '{"kind": "pick", "card": 1}')
    assert await service.view_for(bad, 3) is None
    assert await service.legal_actions(bad, 3) == []
    assert await service.fire_due_timers() == []
    # The channel is free for a new table, and the broken one stays broken.
    await service.create("toy", 1, 101, 3)
    service = await restarts.restart()
    assert (await service.table(bad)).status == "broken"
    assert (await service.table(unknown_game)).status == "broken"


async def test_missing_events_make_a_table_broken(restarts, service, db_path):
    table_id = await new_table(service, [1, 2])
    for _ in range(2):
        await move(service, table_id, random.Random(1))
    sql(db_path, "UPDATE snapshots SET code_version = 'old'")
    sql(db_path, "DELETE FROM events WHERE seq = 1")
    service = await restarts.restart()
    assert (await service.table(table_id)).status == "broken"


async def test_a_table_is_loaded_on_first_use_without_resume(restarts, service):
    users = [1, 2]
    table_id = await new_table(service, users)
    before = await snapshot_of(service, table_id, users)
    await restarts.stores.pop().close()
    _, fresh = await restarts.open()
    assert await snapshot_of(fresh, table_id, users) == before
    await move(fresh, table_id, random.Random(2))
