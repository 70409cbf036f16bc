import asyncio

import pytest

from bot.tables import AWAY_AFTER, NotYourTurn, TableService
from tests.tables.helpers import new_table, said


async def test_the_turn_timer_starts_with_the_game_and_restarts_after_each_move(
    service: TableService, clock
):
    table_id = await new_table(service, [1, 2], options={"timer": 60})
    assert (await service.table(table_id)).deadline == clock.now + 60
    clock.advance(30)
    notices = await service.act(table_id, 1, (await service.legal_actions(table_id, 1))[0])
    assert notices.table.deadline == clock.now + 60
    clock.advance(59)
    assert await service.fire_due_timers() == []


async def test_expiry_plays_the_bot_for_the_seat_and_says_so(service, clock, store):
    table_id = await new_table(service, [1, 2], options={"timer": 60})
    await service.act(table_id, 1, (await service.legal_actions(table_id, 1))[0])
    clock.advance(60)
    [notices] = await service.fire_due_timers()
    assert notices.table.id == table_id
    assert said(notices)[0] == "⏱ <@2> ran out of time; the bot moved for them."
    assert (await store.events(table_id))[-1].kind == "timeout"
    assert notices.table.to_act == (1,) and notices.table.deadline == clock.now + 60
    assert notices.private[2].view.secret is not None
    assert await service.fire_due_timers() == []


async def test_in_a_simultaneous_phase_every_waiting_seat_times_out(service, clock):
    table_id = await new_table(service, [1, 2, 3], options={"timer": 60})
    await service.act(table_id, 2, (await service.legal_actions(table_id, 2))[0])
    clock.advance(61)
    [notices] = await service.fire_due_timers()
    timed_out = [line for line in said(notices) if line.startswith("⏱")]
    assert timed_out == [
        "⏱ <@1> ran out of time; the bot moved for them.",
        "⏱ <@3> ran out of time; the bot moved for them.",
    ]
    assert notices.table.to_act == (1,)  # the play phase began with seat 1


async def test_three_expiries_in_a_row_mark_the_seat_away_until_its_player_is_back(
    service, clock, store
):
    table_id = await new_table(service, [1, 2], options={"rounds": 4, "timer": 60})
    expiries = 0
    while 2 not in (await service.table(table_id)).away:
        table = await service.table(table_id)
        if 1 in table.to_act:
            await service.act(table_id, 1, (await service.legal_actions(table_id, 1))[0])
            continue
        clock.advance(60)
        [notices] = await service.fire_due_timers()
        expiries += 1
    assert expiries == AWAY_AFTER == 3
    assert any("<@2> is marked away" in line for line in said(notices))
    # From now on the bot plays seat 2 at once, with no timer for it.
    table = await service.table(table_id)
    assert table.to_act == (1,) or table.status == "finished"
    await service.act(table_id, 1, (await service.legal_actions(table_id, 1))[0])
    assert 2 not in (await service.table(table_id)).to_act
    assert await service.legal_actions(table_id, 2) == []
    with pytest.raises(NotYourTurn, match="away"):
        await service.act(table_id, 2, '{"kind": "pick", "card": 1}')
    notices = await service.back(table_id, 2)
    assert said(notices) == ("<@2> is back.",) and notices.table.away == ()
    assert said(await service.back(table_id, 2)) == ()
    kinds = [e.kind for e in await store.events(table_id)]
    assert kinds.count("timeout") == 3 and "bot" in kinds


async def test_a_person_acting_resets_their_expiry_count(service, clock, store):
    table_id = await new_table(service, [1, 2], options={"timer": 60})

    async def act(user):
        await service.act(table_id, user, (await service.legal_actions(table_id, user))[0])

    async def expire():
        clock.advance(60)
        assert len(await service.fire_due_timers()) == 1
        return (await store.seats(table_id))[1].timeouts

    await act(1)
    assert await expire() == 1  # seat 2's pick
    await act(1)
    assert await expire() == 2  # seat 2's play; round 2 begins
    await act(2)
    assert (await store.seats(table_id))[1].timeouts == 0


async def test_no_timer_when_switched_off(service, clock):
    table_id = await new_table(service, [1, 2], options={"timer": "off"})
    assert (await service.table(table_id)).deadline is None
    clock.advance(10**6)
    assert await service.fire_due_timers() == []


async def test_timers_fire_after_a_restart(restarts, service, clock):
    table_id = await new_table(service, [1, 2], options={"timer": 60})
    deadline = (await service.table(table_id)).deadline
    service = await restarts.restart()
    assert (await service.table(table_id)).deadline == deadline
    clock.advance(600)  # the bot was down when the timer fell due
    [notices] = await service.fire_due_timers()
    assert notices.table.to_act == (1,)  # both picked by the bot; seat 1 plays first


async def test_run_timers_publishes_what_fires(service, clock):
    table_id = await new_table(service, [1, 2], options={"timer": 60})
    clock.advance(60)
    published = asyncio.Queue()
    task = asyncio.create_task(service.run_timers(published.put, poll=0.01))
    notices = await asyncio.wait_for(published.get(), timeout=5)
    task.cancel()
    assert notices.table.id == table_id and said(notices)[0].startswith("⏱")


async def test_a_failing_publisher_does_not_stop_the_timers(service, clock, caplog):
    await new_table(service, [1, 2], options={"timer": 60}, channel=100)
    await new_table(service, [3, 4], options={"timer": 60}, channel=101)
    clock.advance(60)
    calls = []

    async def publish(notices):
        calls.append(notices.table.id)
        raise RuntimeError("discord is down")

    task = asyncio.create_task(service.run_timers(publish, poll=0.01))
    for _ in range(500):
        if len(calls) == 2:
            break
        await asyncio.sleep(0.01)
    task.cancel()
    assert sorted(calls) == [1, 2]
    assert "timer notices not delivered (RuntimeError)" in caplog.text
