"""Two table services on one database, as two bot processes (shards during a rolling
restart) would be: random lobby and game calls from both, each from whatever copy of
the table its service holds, and the checks that nothing acknowledged was lost.

Every call either is acknowledged (it returns notices) or refused (a TableError).
What the checks rely on: the calls of a round were applied one after the other in
some order, each on top of the last one acknowledged, so the seats each one
announces follow from the seats before it, and the stored table is the one the
last of them announced.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.store import EventRow, Store
from bot.tables import Notices, StaleVersion, StorageFailed, TableError, TableInfo, TableService
from tests.tables.helpers import Clock

Seats = tuple[int | None, ...]
TIMER = 60  # seconds per turn: timers make people away, so "back" has work to do
USERS = range(1, 8)  # who may sit at a table; 1 opens each one
# Shorter games than the defaults, so tables finish and new ones open within the run.
OPTIONS: dict[str, dict[str, Any]] = {"jugglers": {"target_wins": 1}, "juggler": {"target": 10}}


@dataclass(frozen=True)
class Call:
    """One service call of a round, and what it does to the seats if acknowledged."""

    name: str
    run: Callable[[], Awaitable[Notices]]
    statuses: tuple[str, ...]  # the table statuses the call is accepted in
    # The seats after the call, from the seats and status before it; None when the
    # call would have been refused on that table.
    seats: Callable[[Seats, str], Seats | None] = lambda seats, status: seats
    act: tuple[int, str, int] | None = None  # an act's (user, action JSON, version seen)
    holds: Callable[[TableInfo], bool] = lambda told: True  # what its notices must show


@dataclass
class Tally:
    """What happened, for the report and for the checks that races really occurred."""

    acknowledged: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    stale_acts: int = 0
    pairs: Counter[str] = field(default_factory=Counter)  # rounds by their two calls
    rounds: int = 0
    tables: int = 0


@dataclass(frozen=True)
class Acted:
    """An acknowledged move: its event must be stored between these versions."""

    table_id: int
    user: int
    action: str
    after: int  # the version the person saw
    until: int  # the version the call announced


class Match:
    """One table of one game, played by two services at once."""

    def __init__(self, game: str, services: Sequence[TableService], clock: Clock,
                 rng: random.Random, tally: Tally) -> None:  # fmt: skip
        self.game = game
        self.services = services
        self.clock = clock
        self.rng = rng
        self.tally = tally
        self.table_id = 0
        self.acted: list[Acted] = []

    async def open(self, channel: int) -> None:
        creator = self.rng.choice(self.services)
        options = {"timer": TIMER, **OPTIONS.get(self.game, {})}
        notices = await creator.create(self.game, 1, channel, 1, options)
        self.table_id = notices.table.id
        self.tally.tables += 1

    async def round(self, store: Store, concurrent: bool) -> None:
        """Two calls from the two services, one after the other or at once; the
        stored table after them is checked against what they announced."""
        before = await fresh(store, self.table_id)
        first, second = self.rng.sample(list(self.services), 2)
        calls = [await self._call(first, before), await self._call(second, before)]
        if concurrent:
            outcomes = await asyncio.gather(*(_attempt(c) for c in calls))
        else:
            outcomes = [await _attempt(calls[0]), await _attempt(calls[1])]
        acknowledged = []
        for call, outcome in zip(calls, outcomes, strict=True):
            if isinstance(outcome, Notices):
                self.tally.acknowledged[call.name] += 1
                if call.name != "back" or outcome.log:  # "back" when not away changes nothing
                    acknowledged.append((call, outcome))
                if call.act is not None:
                    user, action, seen = call.act
                    self.acted.append(
                        Acted(self.table_id, user, action, seen, outcome.table.version)
                    )
                continue
            self.tally.refused[call.name] += 1
            # Never lost to a failed save. Calls whose save found the table moved on
            # are made again on a fresh reading: only a move whose version the table
            # has left is refused as stale.
            assert not isinstance(outcome, StorageFailed), (call.name, outcome)
            if isinstance(outcome, StaleVersion):
                assert call.act is not None, (call.name, outcome)
                self.tally.stale_acts += 1
        after = await fresh(store, self.table_id)
        orders = [acknowledged] if not concurrent else [acknowledged, acknowledged[::-1]]
        assert any(_follows(before, order, after) for order in orders), (
            self.game, before, [(c.name, n.table) for c, n in acknowledged], after
        )  # fmt: skip
        assert after.version >= before.version
        self.tally.rounds += 1
        self.tally.pairs["+".join(sorted(call.name for call in calls))] += 1

    async def _call(self, service: TableService, stored: TableInfo) -> Call:
        """A random call fitting the stored table, made through `service`'s own copy."""
        table_id, rng = self.table_id, self.rng
        seated = [user for user in stored.seats if user is not None]
        free = [user for user in USERS if user not in stored.seats]
        if stored.status == "lobby":
            choices = ["join"] * 3 + ["add_bot", "remove_bot", "leave", "kick", "start", "start",
                                      "seat_option", "cancel"]  # fmt: skip
        else:  # mostly moves, so games get somewhere between the seat changes
            choices = ["act"] * 10 + ["leave", "kick", "back", "back", "timer", "cancel"]
        name = rng.choice(choices)
        if name == "cancel" and stored.status == "lobby" and rng.random() < 0.7:
            name = "join"  # let most lobbies reach a game
        if name == "join" and free:
            user = rng.choice(free)
            return Call("join", lambda: service.join(table_id, user), ("lobby",),
                        lambda seats, _: None if user in seats else (*seats, user))  # fmt: skip
        if name == "add_bot":
            return Call("add_bot", lambda: service.add_bot(table_id, 0, True), ("lobby",),
                        lambda seats, status: (*seats, None))  # fmt: skip
        if name == "remove_bot":
            return Call("remove_bot", lambda: service.remove_bot(table_id, 0, True), ("lobby",),
                        _without_last_bot)  # fmt: skip
        if name in ("leave", "kick") and seated:
            user = rng.choice(seated)
            run = (lambda: service.leave(table_id, user)) if name == "leave" else (
                lambda: service.kick(table_id, user, 0, True))  # fmt: skip
            return Call(name, run, ("lobby", "playing"), _removing(user))
        if name == "start":
            return Call("start", lambda: service.start(table_id, 0, True), ("lobby",))
        if name == "seat_option" and seated:
            user, value = rng.choice(seated), rng.randrange(3, 14)
            return Call(
                "seat_option", lambda: service.set_seat_option(table_id, user, "flashed", value),
                ("lobby",), holds=lambda told: told.options["flashed"][told.seat_of(user)] == value,
            )  # fmt: skip
        if name == "cancel":
            return Call("cancel", lambda: service.cancel(table_id, 0, True), ("lobby", "playing"))
        if name == "back" and seated:
            user = rng.choice(seated)
            return Call("back", lambda: service.back(table_id, user), ("playing",))
        if name == "timer":
            return Call("timer", lambda: self._timers(service), ("playing",))
        return await self._act(service)

    async def _act(self, service: TableService) -> Call:
        """A move by someone the service's copy says is to act, at the version it shows."""
        table_id = self.table_id
        try:
            seen = await service.table(table_id)
            users = [user for user in seen.to_act if user not in seen.away]
            user = self.rng.choice(users) if users else None
            legal = await service.legal_actions(table_id, user) if user is not None else []
        except TableError:
            legal = []
        if not legal or user is None:
            return Call("timer", lambda: self._timers(service), ("playing",))
        action = self.rng.choice(legal)
        return Call("act", lambda: service.act(table_id, user, action, version=seen.version),
                    ("playing",), act=(user, action.model_dump_json(), seen.version))  # fmt: skip

    async def _timers(self, service: TableService) -> Notices:
        """Turn time runs out: the service's timers move for whoever is awaited."""
        self.clock.advance(TIMER + 1)
        fired = [n for n in await service.fire_due_timers() if n.table.id == self.table_id]
        if not fired:
            raise TableError("nothing was due on this table")
        return fired[-1]


async def fresh(store: Store, table_id: int) -> TableInfo:
    """The stored table as TableInfo's fields the checks compare (status, seats...)."""
    loaded = await store.load(table_id)
    assert loaded is not None
    row, seats, _ = loaded
    return TableInfo(
        id=row.id, game=row.game, guild_id=row.guild_id, channel_id=row.channel_id,
        host_id=row.host_id, status=row.status, version=row.version,
        seats=tuple(seat.user_id for seat in seats), away=(), to_act=(),
        deadline=row.deadline, timer=row.timer, options=json.loads(row.options),
    )  # fmt: skip


def _follows(before: TableInfo, order: list[tuple[Call, Notices]], after: TableInfo) -> bool:
    """Whether the acknowledged calls, applied in this order on `before`, each announce
    what follows from the last, and the last one's table is the one stored."""
    last = before
    for call, notices in order:
        told = notices.table
        if last.status not in call.statuses or told.seats != call.seats(last.seats, last.status):
            return False
        if told.version < last.version or not call.holds(told):
            return False
        if call.name == "cancel" and told.status != "cancelled":
            return False
        last = told
    return _stored_part(last) == _stored_part(after)


def _stored_part(table: TableInfo) -> tuple[Any, ...]:
    return table.status, table.seats, table.version, table.host_id, table.options


async def _attempt(call: Call) -> Notices | TableError:
    try:
        return await call.run()
    except TableError as refusal:
        return refusal


def _removing(user: int) -> Callable[[Seats, str], Seats]:
    """Leaving a lobby frees the seat; leaving a game hands it to a bot."""

    def seats_after(seats: Seats, status: str) -> Seats | None:
        if user not in seats:
            return None
        if status == "lobby":
            return tuple(seat for seat in seats if seat != user)
        return tuple(None if seat == user else seat for seat in seats)

    return seats_after


def _without_last_bot(seats: Seats, status: str) -> Seats | None:
    bots = [index for index, seat in enumerate(seats) if seat is None]
    return seats[: bots[-1]] + seats[bots[-1] + 1 :] if bots else None


def move_stored(acted: Acted, events: Sequence[EventRow]) -> bool:
    """The acknowledged move is among the stored events, where its call put it."""
    return any(
        acted.after < event.seq <= acted.until and event.kind == "human"
        and event.user_id == acted.user and event.action == acted.action
        for event in events
    )  # fmt: skip
