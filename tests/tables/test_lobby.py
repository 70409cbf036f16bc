import pytest

from bot.tables import (
    InvalidRequest,
    NotAllowed,
    NotFound,
    TableClosed,
    TableService,
)
from bot.tables.options import DEFAULT_TIMER
from tests.tables.helpers import said


async def test_create_seats_the_host_and_splits_the_timer_off(service: TableService):
    notices = await service.create("toy", 1, 100, 7, {"rounds": 3, "timer": 120})
    table = notices.table
    assert (table.status, table.seats, table.host_id, table.version) == ("lobby", (7,), 7, 0)
    assert table.timer == 120 and table.options == {"rounds": 3, "hand_size": 3}
    assert said(notices) == ("<@7> opened table #1: Toy: secret cards.",)
    assert notices.public_view is None and not notices.private
    assert await service.active_table(100) == table
    assert await service.view_for(table.id, 7) is None
    assert await service.legal_actions(table.id, 7) == []


@pytest.mark.parametrize(
    ("timer", "expected"),
    [(None, None), (0, None), ("off", None), ("OFF", None), ("90", 90), ("90s", 90), (600, 600)],
)
async def test_timer_option(service, timer, expected):
    table = (await service.create("toy", 1, 100, 7, {"timer": timer})).table
    assert table.timer == expected


async def test_timer_defaults_to_180_seconds(service):
    assert DEFAULT_TIMER == 180
    assert (await service.create("toy", 1, 100, 7)).table.timer == 180


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"rounds": 99}, "Option 'rounds'"),
        ({"rounds": "many"}, "Option 'rounds'"),
        ({"colour": "red"}, "no option 'colour'"),
        ({"timer": "soon"}, "number of seconds"),
        ({"timer": 3}, "between 10 and"),
        ({"timer": True}, "between 10 and"),
    ],
)
async def test_bad_options_are_refused_and_create_nothing(service, options, message):
    with pytest.raises(InvalidRequest, match=message) as caught:
        await service.create("toy", 1, 100, 7, options)
    assert "\n" not in str(caught.value)
    assert await service.active_table(100) is None


async def test_unknown_game_is_refused(service):
    with pytest.raises(InvalidRequest, match="no game called 'chess'"):
        await service.create("chess", 1, 100, 7)


async def test_one_table_per_channel(service):
    first = (await service.create("toy", 1, 100, 7)).table.id
    with pytest.raises(NotAllowed, match="already has a table"):
        await service.create("toy", 1, 100, 8)
    await service.cancel(first, 7)
    assert await service.active_table(100) is None
    second = (await service.create("toy", 1, 100, 8)).table.id
    assert (await service.active_table(100)).id == second


async def test_join_add_bot_and_player_limits(service):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    notices = await service.join(table_id, 8)
    assert said(notices) == ("<@8> joined (2/4).",) and notices.table.seats == (7, 8)
    with pytest.raises(NotAllowed, match="already seated"):
        await service.join(table_id, 8)
    with pytest.raises(NotAllowed, match="host or a server manager"):
        await service.add_bot(table_id, by=8)
    await service.add_bot(table_id, by=7)
    await service.add_bot(table_id, by=99, is_manager=True)
    assert (await service.table(table_id)).seats == (7, 8, None, None)
    with pytest.raises(NotAllowed, match="full"):
        await service.join(table_id, 9)
    with pytest.raises(NotAllowed, match="full"):
        await service.add_bot(table_id, by=7)
    await service.remove_bot(table_id, by=7)
    await service.join(table_id, 9)
    assert (await service.table(table_id)).seats == (7, 8, None, 9)


async def test_remove_bot_needs_a_bot(service):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    with pytest.raises(NotFound, match="no bot"):
        await service.remove_bot(table_id, by=7)


async def test_start_checks_minimum_players_and_who_asks(service):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    with pytest.raises(NotAllowed, match="at least 2 players; 1 seated"):
        await service.start(table_id, 7)
    await service.join(table_id, 8)
    with pytest.raises(NotAllowed, match="host or a server manager"):
        await service.start(table_id, 8)
    notices = await service.start(table_id, 99, is_manager=True)
    assert notices.table.status == "playing"
    with pytest.raises(TableClosed, match="already started"):
        await service.join(table_id, 9)
    with pytest.raises(TableClosed, match="already started"):
        await service.start(table_id, 7)


async def test_cancel_only_by_host_or_manager(service):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    await service.join(table_id, 8)
    with pytest.raises(NotAllowed):
        await service.cancel(table_id, 8)
    notices = await service.cancel(table_id, 8, is_manager=True)
    assert notices.table.status == "cancelled" and said(notices) == ("<@8> cancelled the table.",)
    with pytest.raises(TableClosed, match="cancelled"):
        await service.join(table_id, 9)
    with pytest.raises(TableClosed, match="cancelled"):
        await service.cancel(table_id, 7)


async def test_leaving_the_lobby_passes_the_host_on_or_closes_the_table(service):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    await service.join(table_id, 8)
    await service.add_bot(table_id, 7)
    notices = await service.leave(table_id, 7)
    assert notices.table.seats == (8, None) and notices.table.host_id == 8
    assert "<@8> is the host now." in said(notices)
    with pytest.raises(NotAllowed, match="not at this table"):
        await service.leave(table_id, 7)
    notices = await service.leave(table_id, 8)
    assert notices.table.status == "cancelled"


async def test_kick_in_the_lobby(service):
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    await service.join(table_id, 8)
    await service.join(table_id, 9)
    with pytest.raises(NotAllowed):
        await service.kick(table_id, 9, by=8)
    with pytest.raises(NotFound, match="<@5> is not at this table"):
        await service.kick(table_id, 5, by=7)
    notices = await service.kick(table_id, 8, by=7)
    assert notices.table.seats == (7, 9)
    assert said(notices) == ("<@8> was removed from the table by <@7>.",)


async def test_a_bots_only_lobby_without_the_host_seated(service):
    notices = await service.create("toy", 1, 100, 7, seat_host=False)
    table_id = notices.table.id
    assert notices.table.seats == ()
    await service.add_bot(table_id, 7)
    await service.join(table_id, 8)
    await service.leave(table_id, 8)  # not the host: the lobby stays open
    assert (await service.table(table_id)).status == "lobby"


async def test_unknown_table(service):
    with pytest.raises(NotFound, match="no table #42"):
        await service.table(42)
    with pytest.raises(NotFound):
        await service.join(42, 1)


async def test_a_given_seed_repeats_the_game(service):
    views = []
    for channel in (100, 101, 102):
        seed = 1234 if channel != 102 else 99
        table = (await service.create("toy", 1, channel, 7, seed=seed)).table
        await service.join(table.id, 8)
        await service.start(table.id, 7)
        views.append(await service.view_for(table.id, 7))
    assert views[0] == views[1] and views[0] != views[2]


async def test_server_settings_set_the_default_timer_and_the_game_channels(service, store):
    from bot.tables.guild_settings import update_settings

    await update_settings(store, 1, True, default_timer=60, game_channels=[100])
    assert (await service.create("toy", 1, 100, 7)).table.timer == 60
    await service.cancel(1, 7)
    assert (await service.create("toy", 1, 100, 7, {"timer": 300})).table.timer == 300
    with pytest.raises(NotAllowed, match="not played in this channel"):
        await service.create("toy", 1, 555, 7)
    await update_settings(store, 1, True, default_timer="off")
    await service.cancel(2, 7)
    assert (await service.create("toy", 1, 100, 7)).table.timer is None
    assert (await service.create("toy", 2, 555, 7)).table.timer == DEFAULT_TIMER  # other server
