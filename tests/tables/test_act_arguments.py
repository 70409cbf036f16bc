"""`act` takes a version the person could have been shown, from the person it names.

A version must be an int (a bool is not), the table's current one, or, for an
answer in an open window, any since that window opened: never one the table
has not reached. Ids of the wrong type never reach the cache or the database.
Every refusal is the service's own error and changes nothing; the fuzz test
in `test_act_fuzz.py` throws everything else at every game.
"""

from __future__ import annotations

import pytest

import engines
from bot.tables import InvalidRequest, NotFound, StaleVersion, TableService
from engines.core.records import to_json
from engines.siteswap.actions import Guess, Lay
from tests.tables.helpers import new_table

USERS = [1, 2, 3]


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: every game is tried."""


async def _everything(service: TableService, store, table_id: int) -> tuple:
    """What a refused call must leave as it was: the database and the cached table."""
    return (
        await store.load(table_id),
        await store.events(table_id),
        await service.table(table_id),
        to_json(await service.view_for(table_id, None)),
    )


async def _awaited(service: TableService, table_id: int):
    table = await service.table(table_id)
    user = table.to_act[0]
    return table, user, (await service.legal_actions(table_id, user))[0]


@pytest.mark.parametrize("game", engines.keys())
async def test_a_version_that_is_no_whole_number_is_refused_in_every_game(service, store, game):
    players = max(2, engines.get(game).min_players)
    table_id = await new_table(service, USERS[:players], game=game, seed=1)
    table, user, action = await _awaited(service, table_id)
    before = await _everything(service, store, table_id)
    current = table.version
    for version in (str(current), float(current), current + 0.5, True, False, b"1", [current]):
        with pytest.raises(InvalidRequest, match="no table version"):
            await service.act(table_id, user, action, version)
        assert await _everything(service, store, table_id) == before
    for version in (current + 1, 10**30, -1):
        with pytest.raises(StaleVersion):
            await service.act(table_id, user, action, version)
    assert await _everything(service, store, table_id) == before
    assert (await service.act(table_id, user, action, current)).table.version > current


async def _window(service: TableService, table_id: int):
    """People pass until one can lay a pattern, and lays it: the window then open."""
    for _ in range(60):
        table, user, _ = await _awaited(service, table_id)
        legal = await service.legal_actions(table_id, user)
        lays = [action for action in legal if isinstance(action, Lay)]
        await service.act(table_id, user, lays[0] if lays else legal[-1], version=table.version)
        window = (await service.table(table_id)).window
        if window is not None:
            return window
    raise AssertionError("nobody laid a pattern")


async def test_in_an_open_window_only_versions_since_it_opened_are_taken(service, store):
    table_id = await new_table(service, USERS, game="siteswap", options={"timer": 60}, seed=3)
    window = await _window(service, table_id)
    first, second = (USERS[seat] for seat in window.seats)
    await service.act(table_id, first, Guess(throws="0"), version=window.opened_step)
    current = (await service.table(table_id)).version
    assert current == window.opened_step + 1
    before = await _everything(service, store, table_id)
    for version in (current + 1, 10**30, window.opened_step - 1, -5):
        with pytest.raises(StaleVersion):
            await service.act(table_id, second, Guess(throws="2"), version)
    for version in (current - 0.5, float(current), "1", True):
        with pytest.raises(InvalidRequest):
            await service.act(table_id, second, Guess(throws="2"), version)
    assert await _everything(service, store, table_id) == before
    # Another guess than the first one: a guess already made in a performance is refused.
    taken = await service.act(table_id, second, Guess(throws="2"), window.opened_step)
    assert taken.table.version == current + 1


async def test_ids_of_the_wrong_type_are_refused_before_anything_is_looked_up(service, store):
    table_id = await new_table(service, USERS[:2], game="siteswap", seed=1)
    table, user, action = await _awaited(service, table_id)
    before = await _everything(service, store, table_id)
    for wrong in (10**30, 2**63, 0, -1, None, True, float(table_id), str(table_id), [table_id]):
        with pytest.raises(NotFound, match="no such table"):
            await service.act(wrong, user, action, table.version)
    # True == 1: a bool must not act for user 1, nor a float for anyone.
    for wrong in (True, float(user), str(user), None, b"1"):
        with pytest.raises(InvalidRequest, match="who made it"):
            await service.act(table_id, wrong, action, table.version)
    with pytest.raises(InvalidRequest, match="who made it"):
        await service.back(table_id, True)
    assert await _everything(service, store, table_id) == before
