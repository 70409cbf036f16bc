"""The table service: lobbies, seats, actions, timers and results.

Front ends (Discord, the terminal) call only this class and show the
`Notices` it returns. Every change is saved before it becomes the table's
current state in memory, so a refused or failed save leaves the table exactly
as it was, and a new service on the same database carries on where this one
stopped.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel

import engines
from bot.store import (
    ACTIVE_STATUSES,
    Change,
    Conflict,
    RatingRow,
    SeatRow,
    SnapshotRow,
    Store,
    StoreError,
    TableRow,
    TableStatus,
)
from bot.tables.errors import (
    IllegalMove,
    InvalidRequest,
    NotAllowed,
    NotFound,
    NotYourTurn,
    StaleVersion,
    StorageFailed,
    TableClosed,
    TableError,
)
from bot.tables.guild_settings import load_settings
from bot.tables.notices import GameOver, Notices, PrivateUpdate, mention, private_part
from bot.tables.options import split_options
from bot.tables.play import Progress, awaited
from bot.tables.ratings import rate, results_for
from bot.tables.records import ResumeReport, TableInfo
from bot.tables.recovery import code_version, load_snapshot, replay
from engines import Engine, IllegalAction

log = logging.getLogger(__name__)

_CLOSED = {
    "lobby": "The game has not started yet.",
    "playing": "The game has already started.",
    "finished": "This game is over.",
    "cancelled": "This table was cancelled.",
    "broken": "This table could not be loaded and was closed.",
}


@dataclass(frozen=True)
class _Live:
    """A table as last saved. Replaced whole, never mutated."""

    row: TableRow
    seats: tuple[SeatRow, ...]
    engine: Engine | None  # None only for a broken table of an unknown game
    options: BaseModel | None
    state: Any  # None before the game starts, or when it could not be loaded


class TableService:
    """Every table of every channel, safe to call from many tasks at once.

    `clock` returns seconds and drives the turn timers; tests pass a fake one.
    Call `resume()` once at start-up, and run `run_timers()` as a task.
    """

    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock
        self._live: dict[int, _Live] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # Two games ending at once may share players: their rating updates queue up.
        self._ratings_lock = asyncio.Lock()

    # Lobby

    async def create(
        self,
        game: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: Mapping[str, Any] | None = None,
        *,
        seat_host: bool = True,
        seed: int | None = None,
    ) -> Notices:
        """Open a lobby; `seat_host=False` lets a host set up a bots-only game.

        `seed` fixes the game's randomness (offline play and tests replay a
        game with it); tables opened from chat get a fresh random one.
        """
        try:
            engine = engines.get(game)
        except KeyError:
            known = ", ".join(engines.keys())
            raise InvalidRequest(f"There is no game called {game!r} (games: {known}).") from None
        settings = await load_settings(self._store, guild_id)
        if not settings.allows(channel_id):
            raise NotAllowed(
                "Games are not played in this channel here; a server manager can change "
                "that with /settings."
            )
        given = dict(options or {})
        given.setdefault("timer", settings.default_timer or "off")
        engine_options, timer = split_options(engine, given)
        now = self._clock()
        row = TableRow(
            id=0,
            game=game,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            status="lobby",
            options=engine_options.model_dump_json(),
            timer=timer,
            seed=secrets.randbits(62) if seed is None else seed,
            version=0,
            deadline=None,
            created_at=now,
            updated_at=now,
        )
        seats = (SeatRow(0, host_id),) if seat_host else ()
        try:
            table_id = await self._store.create_table(row, seats)
        except Conflict:
            raise NotAllowed(
                "This channel already has a table; finish or cancel it first."
            ) from None
        except StoreError as error:
            raise StorageFailed("The table could not be saved; please try again.") from error
        live = _Live(replace(row, id=table_id), seats, engine, engine_options, None)
        self._live[table_id] = live
        line = f"{mention(host_id)} opened table #{table_id}: {engine.title}."
        return Notices(self._info(live), (line,))

    async def join(self, table_id: int, user_id: int) -> Notices:
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            if user_id in {seat.user_id for seat in live.seats}:
                raise NotAllowed("You are already seated at this table.")
            self._require_room(live)
            seats = (*live.seats, SeatRow(len(live.seats), user_id))
            new = await self._save(replace(live, seats=seats))
            line = f"{mention(user_id)} joined ({self._headcount(new)})."
            return Notices(self._info(new), (line,))

    async def add_bot(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            self._require_host(live, by, is_manager)
            self._require_room(live)
            seats = (*live.seats, SeatRow(len(live.seats), None))
            new = await self._save(replace(live, seats=seats))
            return Notices(self._info(new), (f"A bot sat down ({self._headcount(new)}).",))

    async def remove_bot(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        """Take the last bot out of a lobby, to make room for a person."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            self._require_host(live, by, is_manager)
            bots = [seat.position for seat in live.seats if seat.user_id is None]
            if not bots:
                raise NotFound("There is no bot at this table.")
            seats = _without(live.seats, bots[-1])
            new = await self._save(replace(live, seats=seats))
            return Notices(self._info(new), (f"A bot left ({self._headcount(new)}).",))

    async def leave(self, table_id: int, user_id: int) -> Notices:
        """Leave a lobby, or hand a running game's seat to a bot."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby", "playing")
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed("You are not at this table.")
            return await self._remove(live, seat, f"{mention(user_id)} left the table.")

    async def kick(self, table_id: int, user_id: int, by: int, is_manager: bool = False) -> Notices:
        """Remove someone; in a running game a bot takes over their seat."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby", "playing")
            self._require_host(live, by, is_manager)
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotFound(f"{mention(user_id)} is not at this table.")
            line = f"{mention(user_id)} was removed from the table by {mention(by)}."
            return await self._remove(live, seat, line)

    async def start(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            self._require_host(live, by, is_manager)
            engine = self._engine(live)
            players = len(live.seats)
            if players < engine.min_players:
                raise NotAllowed(
                    f"{engine.title} needs at least {engine.min_players} players; {players} seated."
                )
            state = engine.new_game(players, live.options, live.row.seed)
            progress = self._progress(replace(live, state=state))
            progress.log.append(f"The game begins with {players} players.")
            progress.log.extend(engine.view(state, None).log)
            progress.run_bots()
            started = replace(live, row=replace(live.row, status="playing"))
            return await self._advance(started, progress)

    async def cancel(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        """Close the table for good; no results and no rating changes."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby", "playing")
            self._require_host(live, by, is_manager)
            new = await self._save(self._cancelled(live))
            return Notices(self._info(new), (f"{mention(by)} cancelled the table.",))

    # Play

    async def act(
        self, table_id: int, user_id: int, action: BaseModel | str, version: int | None = None
    ) -> Notices:
        """Apply a person's action, then let bots move until a person is to act.

        `action` is an engine action or its JSON. `version` is the table
        version the person saw; any other is refused as stale, so a double
        click or an old button never acts twice.
        """
        async with self._locked(table_id) as live:
            self._require_status(live, "playing")
            if version is not None and version != live.row.version:
                raise StaleVersion(
                    "The table has moved on since that choice was offered; please choose again."
                )
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed("You are not playing at this table.")
            if live.seats[seat].away:
                raise NotYourTurn("A bot is playing for you while you are away; come back first.")
            engine = self._engine(live)
            if seat not in engine.to_act(live.state):
                raise NotYourTurn("It is not your turn.")
            move = _parse(engine, action)
            progress = self._progress(live)
            try:
                progress.play(seat, move, "human")
            except IllegalAction as error:
                raise IllegalMove(str(error)) from None
            progress.human_moved(seat)
            progress.run_bots()
            return await self._advance(live, progress)

    async def back(self, table_id: int, user_id: int) -> Notices:
        """An away player takes their seat back from the bot."""
        async with self._locked(table_id) as live:
            self._require_status(live, "playing")
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed("You are not playing at this table.")
            if not live.seats[seat].away:
                return Notices(self._info(live))
            seats = list(live.seats)
            seats[seat] = replace(seats[seat], away=False, timeouts=0)
            new = await self._save(replace(live, seats=tuple(seats)))
            return Notices(self._info(new), (f"{mention(user_id)} is back.",))

    async def fire_due_timers(self) -> list[Notices]:
        """Let the bot move for everyone whose turn timer ran out.

        A table that fails here is logged and skipped; it never holds up the
        others, and an unsaved expiry fires again on the next call.
        """
        now = self._clock()
        try:
            due = await self._store.due_tables(now)
        except StoreError as error:
            log.warning("turn timers not checked: %s", error)
            return []
        fired = []
        for table_id in due:
            try:
                async with self._locked(table_id) as live:
                    deadline = live.row.deadline
                    if live.row.status != "playing" or deadline is None or deadline > now:
                        continue
                    progress = self._progress(live)
                    progress.expire()
                    fired.append(await self._advance(live, progress))
            except Exception as error:
                log.error("table %s: turn timer failed (%s)", table_id, type(error).__name__)
        return fired

    async def publish_due_timers(self, publish: Callable[[Notices], Awaitable[None]]) -> None:
        """One round of turn timers, each result handed to `publish`.

        A front end that fails to show one table's notices is logged and the
        others still go out: the moves themselves are already saved.
        """
        for notices in await self.fire_due_timers():
            try:
                await publish(notices)
            except Exception as error:
                log.error(
                    "table %s: timer notices not delivered (%s)",
                    notices.table.id,
                    type(error).__name__,
                )

    async def run_timers(
        self, publish: Callable[[Notices], Awaitable[None]], poll: float = 1.0
    ) -> None:
        """Fire turn timers forever, handing each result to `publish`.

        Run it as a task and cancel it at shutdown. The deadlines live in the
        database, so timers that fell due while the bot was down fire at once.
        """
        while True:
            await self.publish_due_timers(publish)
            await asyncio.sleep(poll)

    async def resume(self) -> ResumeReport:
        """Load every unfinished table; those that cannot be loaded are marked broken."""
        try:
            table_ids = await self._store.unfinished_tables()
        except StoreError as error:
            raise StorageFailed("The tables could not be read from the database.") from error
        resumed, broken = [], []
        for table_id in table_ids:
            try:
                async with self._locked(table_id) as live:
                    (broken if live.row.status == "broken" else resumed).append(table_id)
            except TableError as error:
                log.error("table %s: not resumed (%s)", table_id, error)
        return ResumeReport(tuple(resumed), tuple(broken))

    # Reading

    async def table(self, table_id: int) -> TableInfo:
        return self._info(await self._get(table_id))

    async def active_table(self, channel_id: int) -> TableInfo | None:
        """The lobby or running game of that channel, if any."""
        try:
            table_id = await self._store.active_table(channel_id)
        except StoreError as error:
            raise StorageFailed("The table could not be read; please try again.") from error
        return None if table_id is None else await self.table(table_id)

    async def view_for(self, table_id: int, user_id: int | None) -> Any:
        """That user's seat view, the public view for anyone else, None before the game."""
        live = await self._get(table_id)
        if live.state is None:
            return None
        return self._engine(live).view(live.state, self._seat_of(live, user_id))

    async def legal_actions(self, table_id: int, user_id: int) -> list[Any]:
        """What that user may do now; empty whenever they are not to act."""
        live = await self._get(table_id)
        if live.row.status != "playing":
            return []
        seat = self._seat_of(live, user_id)
        engine = self._engine(live)
        if seat is None or seat not in awaited(engine, live.state, live.seats):
            return []
        return engine.legal_actions(live.state, seat)

    async def leaderboard(
        self, guild_id: int, game: str | None = None, limit: int = 25
    ) -> list[RatingRow]:
        """Humans by openskill ordinal (mu - 3 sigma), best first; all games when None."""
        try:
            return await self._store.leaderboard(guild_id, game, limit)
        except StoreError as error:
            raise StorageFailed("The leaderboard could not be read; please try again.") from error

    # Internals

    @asynccontextmanager
    async def _locked(self, table_id: int) -> AsyncIterator[_Live]:
        async with self._locks[table_id]:
            yield await self._fetch(table_id)

    async def _get(self, table_id: int) -> _Live:
        """The table for reading: from memory, or loaded under its lock."""
        live = self._live.get(table_id)
        if live is not None:
            return live
        async with self._locked(table_id) as live:
            return live

    async def _fetch(self, table_id: int) -> _Live:
        """The table as last saved; the caller holds its lock."""
        live = self._live.get(table_id)
        if live is not None:
            return live
        try:
            row = await self._store.table(table_id)
            if row is None:
                raise NotFound(f"There is no table #{table_id}.")
            live = await self._restore(row, tuple(await self._store.seats(table_id)))
        except StoreError as error:
            raise StorageFailed("The table could not be read; please try again.") from error
        if live.row.status in ACTIVE_STATUSES:
            self._live[table_id] = live
        return live

    async def _restore(self, row: TableRow, seats: tuple[SeatRow, ...]) -> _Live:
        """Rebuild a table from its rows; unfinished ones that fail are marked broken."""
        try:
            engine = engines.get(row.game)
            options = engine.Options.model_validate_json(row.options)
            state = None
            if row.status not in ("lobby", "broken"):
                state = await self._rebuild(row, seats, engine, options)
            return _Live(row, seats, engine, options, state)
        except StoreError:
            raise
        except Exception as error:
            # The type only: messages of validation errors quote hidden cards.
            reason = type(error).__name__
            if row.status not in ACTIVE_STATUSES:
                log.warning("table %s (%s): final state unreadable (%s)", row.id, row.game, reason)
                return _Live(row, seats, None, None, None)
            log.error(
                "table %s (%s) cannot be loaded (%s): marked broken", row.id, row.game, reason
            )
            await self._store.mark_broken(row.id)
            return _Live(replace(row, status="broken", deadline=None), seats, None, None, None)

    async def _rebuild(
        self, row: TableRow, seats: Sequence[SeatRow], engine: Engine, options: BaseModel
    ) -> Any:
        snapshot = await self._store.snapshot(row.id)
        if snapshot is None and row.status != "playing":
            return None  # cancelled in the lobby: there never was a game
        state = load_snapshot(engine, snapshot, row.id)
        start = snapshot.version if snapshot is not None and state is not None else 0
        if state is None:
            state = engine.new_game(len(seats), options, row.seed)
        events = await self._store.events(row.id, after=start) if row.version > start else []
        return replay(engine, state, start, events, row.version)

    async def _save(self, new: _Live, change: Change | None = None) -> _Live:
        """Write the change, then make `new` the table's current state.

        On failure the cached table is dropped, so the next call reloads what
        the database really holds.
        """
        row = replace(new.row, updated_at=self._clock())
        new = replace(new, row=row)
        change = replace(change, table=row) if change else Change(row, new.seats)
        try:
            if change.results:
                async with self._ratings_lock:
                    humans = [r.user_id for r in change.results if r.user_id is not None]
                    previous = await self._store.ratings(row.guild_id, row.game, humans)
                    ratings = rate(row.guild_id, row.game, change.results, previous)
                    await self._store.save(replace(change, ratings=ratings))
            else:
                await self._store.save(change)
        except StoreError as error:
            self._live.pop(row.id, None)
            log.warning("table %s: change not saved (%s)", row.id, error)
            raise StorageFailed(
                "The table could not be saved, so nothing changed; please try again."
            ) from error
        if row.status in ACTIVE_STATUSES:
            self._live[row.id] = new
        else:
            self._live.pop(row.id, None)
        return new

    async def _advance(self, live: _Live, progress: Progress) -> Notices:
        """Save what `progress` did to the game, and say what front ends must show."""
        engine = self._engine(live)
        state = progress.state
        outcome = engine.outcome(state) if engine.is_over(state) else None
        row = replace(
            live.row,
            version=progress.version,
            status="finished" if outcome else live.row.status,
            deadline=self._deadline(live.row, progress),
        )
        results = results_for(outcome, progress.seats) if outcome else ()
        snapshot = SnapshotRow(progress.version, code_version(engine), state.model_dump_json())
        change = Change(row, tuple(progress.seats), tuple(progress.events), snapshot, results)
        new = await self._save(replace(live, row=row, seats=change.seats, state=state), change)
        public = engine.view(state, None)
        before = None if live.state is None else engine.view(live.state, None)
        return Notices(
            table=self._info(new),
            log=tuple(progress.log),
            # A fresh picture when the game starts, a cycle or phase ends, or it is over.
            image_due=before is None or before.milestone != public.milestone or outcome is not None,
            public_view=public,
            private=self._private_updates(live, before, new, public),
            game_over=GameOver(results, tuple(outcome.summary)) if outcome else None,
        )

    def _deadline(self, row: TableRow, progress: Progress) -> float | None:
        """A fresh turn timer after any move; an untouched one keeps running."""
        if row.timer is None or not progress.awaited():
            return None
        if progress.events or row.deadline is None:
            return progress.now + row.timer
        return row.deadline

    def _private_updates(
        self, old: _Live, old_public: Any, new: _Live, public: Any
    ) -> dict[int, PrivateUpdate]:
        """One update per person whose secrets changed or who is to act."""
        engine = self._engine(new)
        before = {} if old_public is None else _seat_views(engine, old, old_public)
        to_act = awaited(engine, new.state, new.seats)
        updates = {}
        for user_id, (seat, view, secrets_now) in _seat_views(engine, new, public).items():
            your_turn = seat in to_act
            if your_turn or user_id not in before or before[user_id][2] != secrets_now:
                actions = engine.legal_actions(new.state, seat) if your_turn else []
                updates[user_id] = PrivateUpdate(user_id, seat, view, your_turn, tuple(actions))
        return updates

    async def _remove(self, live: _Live, seat: int, line: str) -> Notices:
        """A person leaves: gone from a lobby, replaced by a bot in a game."""
        user_id = live.seats[seat].user_id
        if live.row.status == "lobby":
            seats = _without(live.seats, seat)
        else:
            seats = tuple(SeatRow(seat, None) if s.position == seat else s for s in live.seats)
        lines = [line]
        humans = [s.user_id for s in seats if s.user_id is not None]
        row = live.row
        if not humans and (row.status == "playing" or user_id == row.host_id):
            lines.append("Nobody is left at the table, so it is closed; no ratings change.")
            new = await self._save(self._cancelled(replace(live, seats=seats)))
            return Notices(self._info(new), tuple(lines))
        if user_id == row.host_id and humans:
            row = replace(row, host_id=humans[0])
            lines.append(f"{mention(humans[0])} is the host now.")
        if live.row.status == "lobby":
            new = await self._save(replace(live, row=row, seats=seats))
            return Notices(self._info(new), tuple(lines))
        lines.append(f"A bot plays seat {seat + 1} from now on.")
        progress = self._progress(replace(live, seats=seats))
        progress.log.extend(lines)
        progress.run_bots()
        return await self._advance(replace(live, row=row), progress)

    def _progress(self, live: _Live) -> Progress:
        return Progress(
            engine=self._engine(live),
            state=live.state,
            seed=live.row.seed,
            version=live.row.version,
            seats=list(live.seats),
            now=self._clock(),
        )

    def _cancelled(self, live: _Live) -> _Live:
        return replace(live, row=replace(live.row, status="cancelled", deadline=None))

    def _info(self, live: _Live) -> TableInfo:
        row = live.row
        to_act: tuple[int, ...] = ()
        if row.status == "playing" and live.engine is not None:
            users = [live.seats[s].user_id for s in awaited(live.engine, live.state, live.seats)]
            to_act = tuple(user for user in users if user is not None)
        return TableInfo(
            id=row.id,
            game=row.game,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            host_id=row.host_id,
            status=row.status,
            version=row.version,
            seats=tuple(seat.user_id for seat in live.seats),
            away=tuple(s.user_id for s in live.seats if s.away and s.user_id is not None),
            to_act=to_act,
            deadline=row.deadline,
            timer=row.timer,
            options=live.options.model_dump(mode="json") if live.options is not None else {},
        )

    def _headcount(self, live: _Live) -> str:
        return f"{len(live.seats)}/{self._engine(live).max_players}"

    @staticmethod
    def _engine(live: _Live) -> Engine:
        if live.engine is None:
            raise TableClosed(_CLOSED["broken"])
        return live.engine

    @staticmethod
    def _seat_of(live: _Live, user_id: int | None) -> int | None:
        if user_id is None:
            return None
        return next((s.position for s in live.seats if s.user_id == user_id), None)

    @staticmethod
    def _require_status(live: _Live, *allowed: TableStatus) -> None:
        if live.row.status not in allowed:
            raise TableClosed(_CLOSED[live.row.status])

    @staticmethod
    def _require_host(live: _Live, by: int, is_manager: bool) -> None:
        if not is_manager and by != live.row.host_id:
            raise NotAllowed("Only the host or a server manager can do that.")

    def _require_room(self, live: _Live) -> None:
        limit = self._engine(live).max_players
        if len(live.seats) >= limit:
            raise NotAllowed(f"The table is full ({limit} players).")


def _seat_views(
    engine: Engine, live: _Live, public: Any
) -> dict[int, tuple[int, Any, dict[str, Any]]]:
    """Each seated person's seat, seat view and what it shows beyond `public`."""
    views = {}
    for seat in live.seats:
        if seat.user_id is not None:
            view = engine.view(live.state, seat.position)
            views[seat.user_id] = (seat.position, view, private_part(view, public))
    return views


def _without(seats: Sequence[SeatRow], position: int) -> tuple[SeatRow, ...]:
    """Seats with one taken out, renumbered so positions stay 0..n-1."""
    kept = [seat for seat in seats if seat.position != position]
    return tuple(replace(seat, position=index) for index, seat in enumerate(kept))


def _parse(engine: Engine, action: BaseModel | str) -> Any:
    """An engine action from a model or JSON; round-tripping checks a model too."""
    raw = action.model_dump_json() if isinstance(action, BaseModel) else action
    if not isinstance(raw, str):
        raise InvalidRequest("That is not a move.")
    try:
        return engine.parse_action(raw)
    except ValueError:
        raise InvalidRequest("That move was not understood; please choose again.") from None
