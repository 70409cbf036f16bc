"""Whole Jugglers games through the table service, on real SQLite files."""

import random
import sqlite3

import pytest

import engines
from tests.tables.helpers import move, new_table, play_to_end, said, snapshot_of

JUGGLERS = engines.get("jugglers")


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


@pytest.mark.parametrize("players", range(JUGGLERS.min_players, JUGGLERS.max_players + 1))
async def test_a_bots_only_game(service, store, players):
    notices = await service.create("jugglers", 1, 100, 7, {"target_wins": 1}, seat_host=False)
    table_id = notices.table.id
    for _ in range(players):
        await service.add_bot(table_id, 7)
    notices = await service.start(table_id, 7)
    assert notices.table.status == "finished" and notices.image_due
    assert len(notices.game_over.results) == players and notices.game_over.winners
    assert len(await store.events(table_id)) == notices.table.version > 0
    assert await service.leaderboard(1) == []


async def test_a_mixed_game_keeps_secrets_out_of_public_notices(service):
    users = [1, 2]
    table_id = await new_table(service, users, bots=2, game="jugglers")
    rng = random.Random(7)
    for notices in await play_to_end(service, table_id, rng):
        public = notices.public_view
        assert public.seat is None and public.hand == () and public.sigil is None
        for user, update in notices.private.items():
            assert update.view.seat == notices.table.seat_of(user)
            assert update.your_turn == (user in notices.table.to_act)
    assert notices.game_over is not None
    board = await service.leaderboard(1, "jugglers")
    assert sorted(row.user_id for row in board) == users


async def test_a_restart_after_every_move_resumes_identically(restarts, service, clock):
    users = [1, 2, 3]
    table_id = await new_table(
        service, users, game="jugglers", options={"target_wins": 1, "timer": 120}
    )
    rng = random.Random(3)
    phases = set()
    while (await service.table(table_id)).status == "playing":
        await move(service, table_id, rng)
        clock.advance(2)
        before = await snapshot_of(service, table_id, users)
        phases.add(before["views"][None]["phase"])
        service = await restarts.restart()
        assert await snapshot_of(service, table_id, users) == before
    assert len(phases) >= 2


async def test_timeouts_and_a_restart_from_events_only(restarts, service, clock, db_path):
    users = [1, 2]
    table_id = await new_table(service, users, bots=1, game="jugglers", options={"timer": 60})
    while not (await service.table(table_id)).away:
        clock.advance(60)
        [notices] = await service.fire_due_timers()
        assert any(line.startswith("⏱") for line in said(notices))
    before = await snapshot_of(service, table_id, users)
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE snapshots SET code_version = 'jugglers:older'")
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
