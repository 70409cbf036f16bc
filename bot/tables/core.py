"""The heart of the table service: each table's cached state, its lock, and saving.

Every change is saved before it becomes the table's current state in memory,
so a refused or failed save leaves the table exactly as it was, and a new
service on the same database carries on where this one stopped. Several
services (processes) may share the database: a save made from a copy older
than the stored table is refused by the store and the copy dropped, so the
call is made again on a fresh reading (`retrying`) or refused as stale, never
written over a newer table. The calls front ends make live in `lobby`,
`acting` and `timers`, all built on this.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

from pydantic import BaseModel

import engines
from bot.store import (
    ACTIVE_STATUSES,
    Change,
    RatingRow,
    SeatRow,
    SnapshotRow,
    StaleWrite,
    Store,
    StoreError,
    TableRow,
    TableStatus,
)
from bot.store.shards import ONE_PROCESS, Shards
from bot.tables.deciding import Decider, InlineDecider
from bot.tables.errors import (
    STALE,
    NotAllowed,
    NotFound,
    StorageFailed,
    TableClosed,
    TableError,
)
from bot.tables.live import Live, table_info
from bot.tables.notices import GameOver, Notices
from bot.tables.play import Progress, awaited, next_deadline, open_window, window_seconds
from bot.tables.private import Secrets, private_updates, seat_views, secrets_of
from bot.tables.ratings import rate, results_for
from bot.tables.records import ResumeReport, TableInfo
from bot.tables.recovery import code_version, load_snapshot, replay
from bot.tables.retrying import TableMovedOn
from engines import Engine
from engines.core.messages import msg
from engines.core.records import to_json

log = logging.getLogger(__name__)

_CLOSED = {
    "lobby": msg("The game has not started yet."),
    "playing": msg("The game has already started."),
    "finished": msg("This game is over."),
    "cancelled": msg("This table was cancelled."),
    "broken": msg("This table could not be loaded and was closed."),
}
UNREAD = msg("The table could not be read; please try again.")


class TableCore:
    """Tables in memory and in the store, one lock each; the service's calls build on it.

    `clock` returns seconds and drives the turn timers; tests pass a fake one.
    `decider` makes the bots' moves (a `BotPool` on a server: searches off the loop).
    """

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        shards: Shards = ONE_PROCESS,
        runs_timers: bool = True,
        decider: Decider | None = None,
    ) -> None:
        self._store = store
        self.decider: Decider = decider or InlineDecider()
        self._clock = clock
        self.shards = shards
        # False for a front end that never fires timers (the terminal): no wait has a
        # deadline there, so a window's moments come after rounds of answers.
        self.runs_timers = runs_timers
        self._live: dict[int, Live] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # How many calls hold or wait for each lock: a finished table's lock is
        # dropped once nobody does, so the map holds live tables only.
        self._lock_users: Counter[int] = Counter()
        # Two games ending at once may share players: their rating updates queue up.
        self._ratings_lock = asyncio.Lock()

    async def resume(self) -> ResumeReport:
        """Load every unfinished table; those that cannot be loaded are marked broken."""
        try:
            table_ids = await self._store.unfinished_tables(self._shard_filter())
        except StoreError as error:
            raise StorageFailed(msg("The tables could not be read from the database.")) from error
        resumed, broken = [], []
        for table_id in table_ids:
            try:
                async with self._locked(table_id) as live:
                    (broken if live.row.status == "broken" else resumed).append(table_id)
            except TableError as error:
                log.error("table %s: not resumed (%s)", table_id, error)
        return ResumeReport(tuple(resumed), tuple(broken))

    async def table(self, table_id: int) -> TableInfo:
        return self._info(await self._get(table_id))

    async def active_table(self, channel_id: int) -> TableInfo | None:
        """The lobby or running game of that channel, if any."""
        try:
            table_id = await self._store.active_table(channel_id)
        except StoreError as error:
            raise StorageFailed(UNREAD) from error
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
            raise StorageFailed(
                msg("The leaderboard could not be read; please try again.")
            ) from error

    @asynccontextmanager
    async def _locked(self, table_id: int) -> AsyncIterator[Live]:
        self._lock_users[table_id] += 1
        try:
            async with self._locks[table_id]:
                yield await self._fetch(table_id)
        finally:
            self._lock_users[table_id] -= 1
            if not self._lock_users[table_id] and table_id not in self._live:
                del self._lock_users[table_id]
                self._locks.pop(table_id, None)

    async def _get(self, table_id: int) -> Live:
        """The table for reading: from memory, or loaded under its lock."""
        live = self._live.get(table_id)
        if live is not None:
            return live
        async with self._locked(table_id) as live:
            return live

    async def _fetch(self, table_id: int) -> Live:
        """The table as last saved; the caller holds its lock."""
        live = self._live.get(table_id)
        if live is not None:
            return live
        try:
            loaded = await self._store.load(table_id)
            if loaded is None:
                raise NotFound(msg("There is no table #{table}.", table=table_id))
            live = await self._restore(*loaded)
        except StoreError as error:
            raise StorageFailed(UNREAD) from error
        if live.row.status in ACTIVE_STATUSES:
            self._live[table_id] = live
        return live

    async def _restore(
        self, row: TableRow, seats: tuple[SeatRow, ...], snapshot: SnapshotRow | None
    ) -> Live:
        """Rebuild a table from its rows; unfinished ones that fail are marked broken."""
        try:
            engine = engines.get(row.game)
            options = engine.Options.model_validate_json(row.options)
            state = None
            if row.status not in ("lobby", "broken"):
                state = await self._rebuild(row, seats, snapshot, engine, options)
            return Live(row, seats, engine, options, state)
        except StoreError:
            raise
        except Exception as error:
            # The type only: messages of validation errors quote hidden cards.
            reason = type(error).__name__
            if row.status not in ACTIVE_STATUSES:
                log.warning("table %s (%s): final state unreadable (%s)", row.id, row.game, reason)
                return Live(row, seats, None, None, None)
            # StaleWrite (another process saved it since) is a StoreError: not closed.
            await self._store.mark_broken(row.id, row.revision)
            log.error(
                "table %s (%s) cannot be loaded (%s): marked broken", row.id, row.game, reason
            )
            broken = replace(row, status="broken", deadline=None, revision=row.revision + 1)
            return Live(broken, seats, None, None, None)

    async def _rebuild(
        self,
        row: TableRow,
        seats: Sequence[SeatRow],
        snapshot: SnapshotRow | None,
        engine: Engine,
        options: BaseModel,
    ) -> Any:
        if snapshot is None and row.status != "playing":
            return None  # cancelled in the lobby: there never was a game
        state = load_snapshot(engine, snapshot, row.id)
        start = snapshot.version if snapshot is not None and state is not None else 0
        if state is None:
            state = engine.new_game(len(seats), options, row.seed)
        events = await self._store.events(row.id, after=start) if row.version > start else []
        # Events are never changed once written; ones committed after the row was
        # read belong to a later version and wait for the next reading.
        known = [event for event in events if event.seq <= row.version]
        return replay(engine, state, start, known, row.version)

    async def _reread(self, table_id: int) -> Live:
        """The table as the database holds it now; the caller holds its lock."""
        self._live.pop(table_id, None)
        return await self._fetch(table_id)

    def _shard_filter(self) -> Shards | None:
        """None when this process serves every table, so the store filters nothing."""
        return None if self.shards.everything else self.shards

    async def _save(self, new: Live, change: Change | None = None) -> Live:
        """Write the change, then make `new` the table's current state.

        `new.row.revision` is still the revision the call read, which the store
        checks. On failure the cached table is dropped, so the next call reloads
        what the database really holds.
        """
        row = replace(new.row, updated_at=self._clock())
        change = replace(change, table=row) if change else Change(row, new.seats)
        new = replace(new, row=replace(row, revision=row.revision + 1))
        try:
            if change.results:
                async with self._ratings_lock:
                    humans = [r.user_id for r in change.results if r.user_id is not None]
                    previous = await self._store.ratings(row.guild_id, row.game, humans)
                    ratings = rate(row.guild_id, row.game, change.results, previous)
                    await self._store.save(replace(change, ratings=ratings))
            else:
                await self._store.save(change)
        except StaleWrite:
            # Another process (shard) saved the table since it was read here: what
            # this one holds is out of date, so it reads the table afresh next time.
            self._live.pop(row.id, None)
            raise TableMovedOn(STALE) from None
        except StoreError as error:
            self._live.pop(row.id, None)
            log.warning("table %s: change not saved (%s)", row.id, error)
            raise StorageFailed(
                msg("The table could not be saved, so nothing changed; please try again.")
            ) from error
        if row.status in ACTIVE_STATUSES:
            self._live[row.id] = new
        else:
            self._live.pop(row.id, None)
        return new

    async def _advance(self, live: Live, progress: Progress) -> Notices:
        """Save what `progress` did to the game, and say what front ends must show."""
        engine = self._engine(live)
        state = progress.state
        outcome = engine.outcome(state) if engine.is_over(state) else None
        row = replace(
            live.row,
            version=progress.version,
            status="finished" if outcome else live.row.status,
            deadline=next_deadline(live.row, progress),
        )
        results = results_for(outcome, progress.seats) if outcome else ()
        snapshot = SnapshotRow(progress.version, code_version(engine), to_json(state))
        change = Change(row, tuple(progress.seats), tuple(progress.events), snapshot, results)
        public = engine.view(state, None)
        views = seat_views(engine, state, change.seats, public)
        before, milestone = self._before(live)
        new = await self._save(
            replace(live, row=row, seats=change.seats, state=state, secrets=secrets_of(views),
                    milestone=public.milestone),
            change,
        )  # fmt: skip
        return Notices(
            table=self._info(new),
            log=tuple(progress.log),
            # A fresh picture when the game starts, a cycle or phase ends, or it is over.
            image_due=milestone != public.milestone or outcome is not None,
            public_view=public,
            private=private_updates(views, before),
            game_over=GameOver(results, tuple(outcome.summary)) if outcome else None,
            thoughts=tuple(progress.thoughts),
        )

    def _before(self, live: Live) -> tuple[Secrets | None, int | None]:
        """Everyone's secrets and the milestone before this move: kept from the last
        move, or worked out from the state once (after a restart)."""
        if live.state is None or live.engine is None:
            return None, None
        if live.secrets is not None and live.milestone is not None:
            return live.secrets, live.milestone
        public = live.engine.view(live.state, None)
        views = seat_views(live.engine, live.state, live.seats, public)
        return secrets_of(views), public.milestone

    def _progress(self, live: Live) -> Progress:
        engine = self._engine(live)
        window = open_window(engine, live.state)
        opened = None  # when the window began: its deadline less its length
        seconds = window_seconds(window, live.row.timer) if window is not None else None
        if seconds is not None and live.row.deadline is not None:
            opened = live.row.deadline - seconds
        return Progress(
            engine=engine,
            state=live.state,
            seed=live.row.seed,
            version=live.row.version,
            start_version=live.row.version,
            seats=list(live.seats),
            now=self._clock(),
            window_opened=opened,
            timer=live.row.timer,
            clocked=self.runs_timers,
            decider=self.decider,
        )

    def _info(self, live: Live) -> TableInfo:
        return table_info(live)

    @staticmethod
    def _engine(live: Live) -> Engine:
        if live.engine is None:
            raise TableClosed(_CLOSED["broken"])
        return live.engine

    @staticmethod
    def _seat_of(live: Live, user_id: int | None) -> int | None:
        if user_id is None:
            return None
        return next((s.position for s in live.seats if s.user_id == user_id), None)

    @staticmethod
    def _require_status(live: Live, *allowed: TableStatus) -> None:
        if live.row.status not in allowed:
            raise TableClosed(_CLOSED[live.row.status])

    @staticmethod
    def _require_host(live: Live, by: int, is_manager: bool) -> None:
        if not is_manager and by != live.row.host_id:
            raise NotAllowed(msg("Only the host or a server manager can do that."))
