"""Each seated person sets their own per-seat option in the lobby; the game starts with it."""

from __future__ import annotations

import pytest

import engines
from bot.tables import InvalidRequest, NotAllowed, TableClosed
from tests.tables.helpers import said


@pytest.fixture(autouse=True)
def toy_engine(monkeypatch):
    """Siteswap is the game with a per-seat option (the most balls each player flashed)."""
    monkeypatch.setattr(engines, "_registry", {"siteswap": engines.get("siteswap")})


async def test_each_player_sets_their_own_and_it_follows_their_seat(service):
    table_id = (await service.create("siteswap", 1, 100, 7)).table.id
    for user in (8, 9):
        await service.join(table_id, user)
    notices = await service.set_seat_option(table_id, 9, "flashed", 11)
    assert said(notices) == ("<@9> set “Most balls I have flashed” to 11.",)
    assert notices.table.options["flashed"][:3] == [9, 9, 11]
    await service.set_seat_option(table_id, 7, "flashed", 5)
    await service.leave(table_id, 8)  # seat B leaves: C's value moves up with them
    table = await service.table(table_id)
    assert table.seats == (7, 9) and table.options["flashed"][:2] == [5, 11]

    version = table.version
    with pytest.raises(NotAllowed):
        await service.set_seat_option(table_id, 42, "flashed", 10)  # not seated
    with pytest.raises(InvalidRequest):
        await service.set_seat_option(table_id, 9, "flashed", 99)
    with pytest.raises(InvalidRequest):
        await service.set_seat_option(table_id, 9, "guess_seconds", 30)  # not per seat
    assert (await service.table(table_id)).options["flashed"][:2] == [5, 11]
    assert (await service.table(table_id)).version == version

    await service.start(table_id, 7)
    public = await service.view_for(table_id, None)
    assert tuple(public.flashed[:2]) == (5, 11)
    with pytest.raises(TableClosed):
        await service.set_seat_option(table_id, 9, "flashed", 10)  # too late once started
