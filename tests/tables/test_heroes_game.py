"""A whole Heroes game through the table service, restarted during Lock-in."""

import random

import pytest

from engines.heroes.state import Phase
from tests.tables.helpers import move, new_table, play_to_end, snapshot_of


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


async def test_a_game_restarted_during_lock_in_reveals_the_same_lineups(restarts, service):
    users = [1, 2, 3]
    table_id = await new_table(service, users, bots=1, game="heroes", options={"timer": 120})
    rng = random.Random(6)
    while (await service.view_for(table_id, None)).phase is not Phase.LOCK_IN:
        await move(service, table_id, rng)
    await move(service, table_id, rng)  # someone picks a first lineup hero
    before = await snapshot_of(service, table_id, users)
    assert all(view["lineups"] is None for view in before["views"].values())
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
    seen = await play_to_end(service, table_id, rng)
    over = seen[-1].game_over
    assert over is not None and len(over.results) == 4
    assert seen[-1].public_view.lineups is not None
    for notices in seen[:-1]:  # nobody's lineup is public before the reveal
        assert notices.public_view.lineups is None
        for update in notices.private.values():
            assert update.view.lineups is None
