"""Bots sit at a level, keep it across restarts, and move at it; stand-ins play normal."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import pytest

import engines
from bot.tables import InvalidRequest, NotAllowed, TableClosed, TableService
from bot.tables.deciding import Decision, InlineDecider, SearchLimits
from engines.core.levels import BotLevel, Budget, fixed
from tests.tables.helpers import move, play_to_end, said
from tests.tables.toy import TOY, ToyEngine


@dataclass
class Asked:
    """A decider that remembers which level each bot seat was moved at."""

    inner: InlineDecider = field(default_factory=InlineDecider)
    levels: list[tuple[int | None, str]] = field(default_factory=list)

    async def decide(self, engine, level: str, view: Any, rng: random.Random) -> Decision:
        self.levels.append((view.seat, level))
        return await self.inner.decide(engine, level, view, rng)


class LevelledToy(ToyEngine):
    """The toy with three levels; hard 'searches', spending its budget's iterations."""

    def __init__(self) -> None:
        self.budgets: list[Budget] = []

        def hard(view: Any, rng: random.Random, budget: Budget) -> Any:
            self.budgets.append(budget)
            return TOY.bot_action(view, rng)

        self.bots = MappingProxyType({
            "easy": BotLevel(fixed(TOY.bot_action)),
            "normal": BotLevel(fixed(TOY.bot_action)),
            "hard": BotLevel(hard, searches=True, iterations=30),
        })  # fmt: skip


@pytest.fixture(autouse=True)
def levelled(monkeypatch):
    engine = LevelledToy()
    monkeypatch.setattr(engines, "_registry", {engine.key: engine})
    return engine


async def seated(
    service: TableService, levels: tuple[str, ...], people=(1, 2), timer: str = "off"
) -> int:
    table_id = (await service.create("toy", 1, 100, people[0], {"timer": timer})).table.id
    for user in people[1:]:
        await service.join(table_id, user)
    for level in levels:
        await service.add_bot(table_id, people[0], level=level)
    return table_id


async def test_each_bot_sits_at_the_level_asked_and_is_named_with_it(service):
    table_id = (await service.create("toy", 1, 100, 1)).table.id
    notices = await service.add_bot(table_id, 1, level="hard")
    assert said(notices) == ("Bot 2 (hard) sat down (2/4).",)
    notices = await service.add_bot(table_id, 1)  # normal unless asked otherwise
    assert said(notices) == ("Bot 3 (normal) sat down (3/4).",)
    notices = await service.add_bot(table_id, 1, level="easy")
    assert notices.table.levels == (None, "hard", "normal", "easy")
    assert [notices.table.level(seat) for seat in range(4)] == [None, "hard", "normal", "easy"]
    notices = await service.remove_bot(table_id, 1)
    assert said(notices) == ("Bot 4 (easy) left (3/4).",)


@pytest.mark.parametrize("level", ["expert", "", "HARD", None, 3, ["hard"]])
async def test_an_unknown_level_is_refused_kindly_and_changes_nothing(service, store, level):
    table_id = (await service.create("toy", 1, 100, 1)).table.id
    with pytest.raises(InvalidRequest, match="choose easy, normal, hard"):
        await service.add_bot(table_id, 1, level=level)
    assert await store.seats(table_id) == [(await store.seats(table_id))[0]]
    assert (await service.table(table_id)).seats == (1,)


async def test_who_may_not_seat_a_bot_hears_so_before_choosing_a_level(service):
    table_id = await seated(service, ())
    await service.may_add_bot(table_id, 1)  # the host may
    with pytest.raises(NotAllowed, match="Only the host"):
        await service.may_add_bot(table_id, 2)
    await service.may_add_bot(table_id, 2, is_manager=True)
    await service.start(table_id, 1)
    with pytest.raises(TableClosed, match="already started"):
        await service.may_add_bot(table_id, 1)
    with pytest.raises(TableClosed, match="already started"):  # an old level button
        await service.add_bot(table_id, 1, level="hard")


async def test_levels_are_kept_across_a_restart_and_bots_move_at_theirs(restarts, store, clock):
    service = restarts.services[-1]
    table_id = await seated(service, ("hard", "easy"))
    await service.start(table_id, 1)
    later = await restarts.restart()
    assert (await later.table(table_id)).levels == (None, None, "hard", "easy")
    asked = Asked()
    again = TableService(restarts.stores[-1], clock=clock, decider=asked)
    await play_to_end(again, table_id, random.Random(2))
    assert set(asked.levels) == {(2, "hard"), (3, "easy")}


async def test_a_searching_level_gets_its_iterations_and_the_cpu_cap(store, clock, levelled):
    limits = SearchLimits(iterations=None, seconds=5.0)
    service = TableService(store, clock=clock, decider=InlineDecider(limits))
    table_id = await seated(service, ("hard",))
    await service.start(table_id, 1)
    assert levelled.budgets and {budget.iterations for budget in levelled.budgets} == {30}
    assert not levelled.budgets[0].out_of_time()  # 5 s of CPU are not spent yet
    capped = TableService(store, clock=clock, decider=InlineDecider(SearchLimits(7, 0.0)))
    await play_to_end(capped, table_id, random.Random(1))
    assert levelled.budgets[-1].iterations == 7 and levelled.budgets[-1].out_of_time()


async def test_a_leaver_and_an_away_player_are_played_at_normal(store, clock):
    asked = Asked()
    service = TableService(store, clock=clock, decider=asked)
    table_id = await seated(service, ("easy",), people=(1, 2, 3), timer="60")
    await service.start(table_id, 1)
    notices = await service.leave(table_id, 2)
    assert notices.table.levels == (None, "normal", None, "easy")
    assert "Bot 2 (normal) plays seat 2 from now on." in said(notices)
    assert (1, "normal") in asked.levels
    rng = random.Random(5)
    while (info := await service.table(table_id)).status == "playing":
        if 3 in info.to_act:  # person 3 never moves: their turn timer runs out
            clock.advance(61)
            await service.fire_due_timers()
        else:
            await move(service, table_id, rng)
    assert {level for seat, level in asked.levels if seat in (1, 2)} == {"normal"}
    assert {level for seat, level in asked.levels if seat == 3} == {"easy"}
    assert any(seat == 2 for seat, _ in asked.levels)  # person 3's turns timed out


async def test_bot_moves_are_the_same_for_the_same_table_seed(service, store):
    """The decision's generator comes from the table's seed and version, as before levels."""
    played = []
    for channel in (100, 101):
        table_id = (await service.create("toy", 1, channel, 9, seat_host=False, seed=3)).table.id
        for level in ("hard", "easy", "normal"):
            await service.add_bot(table_id, 9, level=level)
        await service.start(table_id, 9)
        events = await store.events(table_id)
        played.append([(event.seat, event.action) for event in events])
    assert played[0] == played[1] and played[0]


async def test_a_game_without_levels_plays_every_level_with_its_own_bot(service, monkeypatch):
    monkeypatch.setattr(engines, "_registry", {TOY.key: TOY})
    table_id = await seated(service, ("hard", "easy"))
    await service.start(table_id, 1)
    final = await play_to_end(service, table_id, random.Random(3))
    assert final[-1].table.status == "finished"
