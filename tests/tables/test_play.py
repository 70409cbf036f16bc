import asyncio
import json
import random

import pytest

from bot.tables import (
    IllegalMove,
    InvalidRequest,
    NotAllowed,
    NotYourTurn,
    StaleVersion,
    TableClosed,
    TableError,
    TableService,
)
from engines import IllegalAction
from engines.core.dice import rng_for
from tests.tables.helpers import new_table, play_to_end, said
from tests.tables.toy import Pick, Play


async def test_a_bots_only_game_plays_out_inside_start(service: TableService, store):
    notices = await service.create("toy", 1, 100, 7, {"rounds": 3}, seat_host=False)
    table_id = notices.table.id
    for _ in range(3):
        await service.add_bot(table_id, 7)
    notices = await service.start(table_id, 7)
    assert notices.table.status == "finished" and notices.table.to_act == ()
    assert notices.table.version == 3 * 6  # three rounds of pick + play by three seats
    assert said(notices)[0] == "The game begins with 3 players."
    assert said(notices).count("Every secret is chosen.") == 3
    assert notices.image_due and not notices.private
    over = notices.game_over
    assert over.summary == ("Toy game over.",)
    assert [r.seat for r in over.results] == [0, 1, 2]
    assert all(not r.human for r in over.results) and over.winners
    assert await store.results(table_id) == list(over.results)
    assert await service.leaderboard(1) == []  # bots are never rated
    events = await store.events(table_id)
    assert len(events) == 18 and {e.kind for e in events} == {"bot"}
    assert notices.table.deadline is None


async def test_bot_moves_come_from_the_table_seed_and_version(service, store, toy_engine):
    table_id = (await service.create("toy", 1, 100, 7, seat_host=False)).table.id
    for _ in range(3):
        await service.add_bot(table_id, 7)
    await service.start(table_id, 7)
    row = await store.table(table_id)
    # Anyone holding the seed can rebuild every bot move: rng_for(seed, version).
    state = toy_engine.new_game(3, toy_engine.Options(), row.seed)
    for version, event in enumerate(await store.events(table_id)):
        seat = toy_engine.to_act(state)[0]
        view = toy_engine.view(state, seat)
        action = toy_engine.bot_action(view, rng_for(row.seed, version, "bot"))
        assert (event.seq, event.seat, event.action) == (
            version + 1,
            seat,
            action.model_dump_json(),
        )
        state = toy_engine.apply(state, seat, action)
    assert toy_engine.is_over(state)


async def test_a_mixed_game_through_the_service(service, store):
    table_id = await new_table(service, [1, 2], bots=1, options={"rounds": 2})
    table = await service.table(table_id)
    assert table.seats == (1, 2, None)
    # The pick phase is simultaneous; the bot has already picked.
    assert set(table.to_act) == {1, 2}
    assert [e.kind for e in await store.events(table_id)] == ["bot"]
    rng = random.Random(3)
    seen = await play_to_end(service, table_id, rng)
    final = seen[-1]
    assert final.table.status == "finished" and final.game_over is not None
    humans = [r for r in final.game_over.results if r.human]
    assert [r.user_id for r in humans] == [1, 2]
    board = await service.leaderboard(1, "toy")
    assert {row.user_id for row in board} == {1, 2}
    assert all(row.games == 1 for row in board)
    assert sum(row.wins for row in board) == sum(r.place == 1 for r in humans)
    assert board[0].ordinal >= board[1].ordinal
    kinds = [e.kind for e in await store.events(table_id)]
    assert kinds.count("human") == len(seen) and "timeout" not in kinds


async def test_notices_say_whose_turn_and_address_private_updates(service):
    table_id = await new_table(service, [1, 2], bots=1)
    table = await service.table(table_id)
    first = (await service.legal_actions(table_id, 1))[0]
    notices = await service.act(table_id, 1, first, version=table.version)
    assert notices.table.to_act == (2,)
    assert said(notices) == ("Seat 1 chose a secret.",)
    assert not notices.image_due
    # User 1's hand changed. User 2 is still choosing, with the same choices: their
    # panel is left alone, and nobody's turn began.
    assert set(notices.private) == {1}
    update = notices.private[1]
    assert update.user_id == 1 and update.view.seat == notices.table.seat_of(1)
    assert not update.your_turn and update.actions == () and not update.turn_began
    assert update.view.secret == first.card
    # The second secret ends the phase: a table image is due and seat 1 plays first,
    # a turn that begins now; user 2's hand changed, and their turn is over.
    pick = (await service.legal_actions(table_id, 2))[0]
    notices = await service.act(table_id, 2, pick.model_dump_json(), notices.table.version)
    assert notices.image_due and "Every secret is chosen." in said(notices)
    assert notices.table.to_act == (1,)
    assert set(notices.private) == {1, 2}
    assert notices.private[1].turn_began and notices.private[1].actions
    assert not notices.private[2].your_turn and not notices.private[2].turn_began
    assert notices.public_view.phase == "play" and notices.public_view.seat is None


async def test_public_notices_never_carry_secrets(service):
    table_id = await new_table(service, [1, 2], bots=2)
    rng = random.Random(5)
    table = await service.table(table_id)
    while table.status == "playing":
        user = table.to_act[0]
        action = rng.choice(await service.legal_actions(table_id, user))
        notices = await service.act(table_id, user, action, table.version)
        assert notices.public_view.hand is None and notices.public_view.secret is None
        for other, update in notices.private.items():
            assert update.seat == notices.table.seat_of(other) == update.view.seat
        table = notices.table


async def test_stale_versions_are_refused(service):
    table_id = await new_table(service, [1, 2])
    version = (await service.table(table_id)).version
    await service.act(table_id, 1, (await service.legal_actions(table_id, 1))[0], version)
    action = (await service.legal_actions(table_id, 2))[0]
    with pytest.raises(StaleVersion, match="moved on"):
        await service.act(table_id, 2, action, version)
    with pytest.raises(StaleVersion):
        await service.act(table_id, 2, action, version + 5)
    notices = await service.act(table_id, 2, action, version + 1)
    assert notices.table.version == version + 2


async def test_wrong_users_and_bad_actions_change_nothing(service, store):
    table_id = await new_table(service, [1, 2], options={"rounds": 1})
    for user in (1, 2):
        await service.act(table_id, user, (await service.legal_actions(table_id, user))[0])
    table = await service.table(table_id)
    assert table.to_act == (1,)
    before = (await store.events(table_id), await service.view_for(table_id, 1))
    action = (await service.legal_actions(table_id, 1))[0]
    attempts = [
        (NotAllowed, "not playing at this table", (table_id, 3, action)),
        (NotYourTurn, "not your turn", (table_id, 2, action)),
        (IllegalMove, "do not hold that card", (table_id, 1, Play(card=999))),
        (IllegalMove, "time to play", (table_id, 1, Pick(card=action.card))),
        (InvalidRequest, "not understood", (table_id, 1, '{"kind": "dance"}')),
        (InvalidRequest, "not understood", (table_id, 1, "{")),
        (InvalidRequest, "not a move", (table_id, 1, 12)),
    ]
    for error, message, args in attempts:
        with pytest.raises(error, match=message) as caught:
            await service.act(*args)
        assert isinstance(caught.value, TableError) and "\n" not in str(caught.value)
    assert (await store.events(table_id), await service.view_for(table_id, 1)) == before
    assert await service.table(table_id) == table
    # An illegal move is still an engine IllegalAction for callers that catch those.
    with pytest.raises(IllegalAction):
        await service.act(table_id, 1, Play(card=999))
    await service.act(table_id, 1, action, table.version)


async def test_two_concurrent_actions_for_the_same_turn_exactly_one_wins(service, store):
    table_id = await new_table(service, [1, 2, 3])
    for user in (1, 2, 3):
        await service.act(table_id, user, (await service.legal_actions(table_id, user))[0])
    table = await service.table(table_id)
    first, second = (await service.legal_actions(table_id, 1))[:2]
    outcomes = await asyncio.gather(
        service.act(table_id, 1, first, table.version),
        service.act(table_id, 1, second, table.version),
        return_exceptions=True,
    )
    assert sum(not isinstance(o, Exception) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 1
    events = await store.events(table_id)
    assert len(events) == table.version + 1
    # Without versions the loser is simply no longer to act.
    table = await service.table(table_id)
    user = table.to_act[0]
    a, b = (await service.legal_actions(table_id, user))[:2]
    outcomes = await asyncio.gather(
        service.act(table_id, user, a), service.act(table_id, user, b), return_exceptions=True
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["NotYourTurn", "Notices"]


async def test_concurrent_actions_in_a_simultaneous_phase(service):
    table_id = await new_table(service, [1, 2, 3])
    version = (await service.table(table_id)).version
    picks = {user: (await service.legal_actions(table_id, user))[0] for user in (1, 2, 3)}
    outcomes = await asyncio.gather(
        *(service.act(table_id, user, picks[user], version) for user in (1, 2, 3)),
        return_exceptions=True,
    )
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 2
    table = await service.table(table_id)
    assert table.version == version + 1 and len(table.to_act) == 2
    # Each one still waiting retries with the version the notices gave them.
    for user in table.to_act:
        table = (await service.act(table_id, user, picks[user], table.version)).table
    assert table.to_act == (1,)


async def test_leaving_mid_game_hands_the_seat_to_a_bot(service, store):
    table_id = await new_table(service, [1, 2, 3])
    notices = await service.leave(table_id, 2)
    assert notices.table.seats == (1, None, 3)
    assert "Bot 2 (normal) plays seat 2 from now on." in said(notices)
    assert notices.table.levels == (None, "normal", None)  # a leaver's stand-in plays normal
    assert notices.table.to_act == (1, 3)  # the bot picked for seat 2 at once
    assert (await store.events(table_id))[-1].kind == "bot"
    assert await service.view_for(table_id, 2) == await service.view_for(table_id, None)
    assert await service.legal_actions(table_id, 2) == []
    with pytest.raises(NotAllowed):
        await service.act(table_id, 2, Pick(card=1))
    notices = await service.kick(table_id, 3, by=1)
    assert notices.table.seats == (1, None, None)
    final = await play_to_end(service, table_id, random.Random(1))
    assert final[-1].table.status == "finished"
    assert await service.leaderboard(1) == []  # one human left: nobody to be rated against


async def test_the_host_leaving_mid_game_passes_the_host_on(service):
    table_id = await new_table(service, [1, 2, 3])
    notices = await service.leave(table_id, 1)
    assert notices.table.host_id == 2 and "<@2> is the host now." in said(notices)
    await service.cancel(table_id, 2)


async def test_the_last_person_leaving_abandons_the_game(service, store):
    table_id = await new_table(service, [1, 2], bots=1)
    await service.leave(table_id, 1)
    notices = await service.leave(table_id, 2)
    assert notices.table.status == "cancelled"
    assert "no ratings change" in said(notices)[-1]
    assert await store.results(table_id) == []
    assert await service.leaderboard(1) == []
    assert await service.active_table(100) is None


async def test_a_cancelled_game_changes_nothing_more(service, store):
    table_id = await new_table(service, [1, 2])
    await service.act(table_id, 1, (await service.legal_actions(table_id, 1))[0])
    notices = await service.cancel(table_id, 1)
    assert notices.table.status == "cancelled" and notices.table.to_act == ()
    assert notices.table.deadline is None
    with pytest.raises(TableClosed, match="cancelled"):
        await service.act(table_id, 2, Pick(card=1))
    assert await service.legal_actions(table_id, 2) == []
    assert (await service.view_for(table_id, 1)).secret is not None  # the last view stays
    assert await store.results(table_id) == [] and await service.leaderboard(1) == []
    events = await store.events(table_id)
    assert [json.loads(e.action)["kind"] for e in events] == ["pick"]


async def test_finished_tables_refuse_moves_and_keep_their_views(service):
    table_id = await new_table(service, [1, 2], options={"rounds": 1})
    await play_to_end(service, table_id, random.Random(2))
    with pytest.raises(TableClosed, match="over"):
        await service.act(table_id, 1, Pick(card=1))
    with pytest.raises(TableClosed):
        await service.leave(table_id, 1)
    assert (await service.view_for(table_id, 1)).phase == "over"
    assert await service.active_table(100) is None


async def test_ratings_accumulate_over_games(service):
    rng = random.Random(8)
    for game in range(3):
        table_id = await new_table(service, [1, 2, 3], options={"rounds": 1}, channel=200 + game)
        await play_to_end(service, table_id, rng)
    board = await service.leaderboard(1, "toy")
    assert sorted(row.user_id for row in board) == [1, 2, 3]
    assert all(row.games == 3 for row in board)
    assert [row.ordinal for row in board] == sorted((row.ordinal for row in board), reverse=True)
    assert await service.leaderboard(2) == []


async def test_finished_and_cancelled_tables_let_go_of_their_locks_and_cache(service):
    """A long-running bot must not keep something for every table it ever saw."""
    rng = random.Random(5)
    finished = [await new_table(service, [7, 8], channel=300 + i) for i in range(3)]
    for table_id in finished:
        await play_to_end(service, table_id, rng)
    cancelled = await new_table(service, [9], bots=1, channel=400)
    await service.cancel(cancelled, 9)
    live = await new_table(service, [10], bots=1, channel=500)
    # Reading a finished table afterwards does not bring it back for good.
    assert (await service.table(finished[0])).status == "finished"
    assert set(service._locks) <= {live} and set(service._live) == {live}
    concurrent = [service.table(table_id) for table_id in [*finished, cancelled, live] * 3]
    await asyncio.gather(*concurrent)
    assert set(service._locks) <= {live} and not +service._lock_users
