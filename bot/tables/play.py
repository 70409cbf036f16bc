"""The pure part of a service call: moves applied to a copy of a table's game.

Nothing here does I/O: a refused or failed call simply drops its `Progress`
and the table is exactly as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.store import EventKind, EventRow, SeatRow, TableRow
from bot.tables.deciding import STAND_IN_LEVEL, Decider, InlineDecider, Thought
from bot.tables.notices import seat_label
from engines import Engine
from engines.core.dice import rng_for
from engines.core.messages import Line, msg
from engines.core.windows import Window

# Turn timer expiries in a row after which a seat is left to the bot.
AWAY_AFTER = 3


def is_auto(seat: SeatRow) -> bool:
    """Bots and away players are moved by the service, never waited for."""
    return seat.user_id is None or seat.away


def playing_level(seat: SeatRow) -> str:
    """The level that moves for a seat: a bot's own; the stand-in's for a person
    who is away or whose turn timer ran out."""
    return seat.level if seat.user_id is None and seat.level else STAND_IN_LEVEL


def awaited(engine: Engine, state: Any, seats: Sequence[SeatRow]) -> list[int]:
    """Seats the game waits for a person to act from."""
    if engine.is_over(state):
        return []
    return [seat for seat in engine.to_act(state) if not is_auto(seats[seat])]


def open_window(engine: Engine, state: Any) -> Window | None:
    """The engine's timed simultaneous phase open now, if it has one."""
    window = getattr(engine, "window", None)
    return window(state) if window is not None and state is not None else None


def window_seconds(window: Window, timer: int | None) -> int | None:
    """How long a window stays open: its own length, else the table's turn timer.

    Every wait has a clock: a window without a length of its own (Siteswap's live
    mode, or `guess_seconds=off`) would otherwise wait for ever for a person who
    stopped answering. None only when the table runs no clocks either.
    """
    return window.seconds if window.seconds is not None else timer


@dataclass
class Progress:
    """Moves made on top of one table's game during one service call."""

    engine: Engine
    state: Any
    seed: int
    version: int
    start_version: int
    seats: list[SeatRow]
    now: float
    # When the open window (if any) began: a bot answers in it only after its delay.
    window_opened: float | None = None
    # The table's turn timer. Off (None), bots in a window answer once every person
    # has, at once: no clock makes them watch first (the terminal fires no timers).
    timer: int | None = None
    # Whether deadlines fire at all (the terminal fires none): see `_due`.
    clocked: bool = True
    # Where bots' moves are decided (a process pool for searching levels, on a server).
    decider: Decider = field(default_factory=InlineDecider)
    events: list[EventRow] = field(default_factory=list)
    log: list[Line] = field(default_factory=list)
    thoughts: list[Thought] = field(default_factory=list)  # one per bot move, in order

    def play(self, seat: int, action: Any, kind: EventKind) -> None:
        """Apply one action (IllegalAction propagates untouched) and record it."""
        self.state = self.engine.apply(self.state, seat, action)
        self.version += 1
        self.events.append(
            EventRow(
                seq=self.version,
                seat=seat,
                kind=kind,
                user_id=self.seats[seat].user_id,
                action=action.model_dump_json(),
                at=self.now,
            )
        )
        self.log.extend(self.engine.view(self.state, None).log)

    def awaited(self) -> list[int]:
        return awaited(self.engine, self.state, self.seats)

    async def bot_move(self, seat: int, kind: EventKind) -> None:
        """The engine's bot moves for `seat` at the seat's level, from its view only.

        Its generator depends on (table seed, version), so the same table
        makes the same bot moves in any process.
        """
        rng = rng_for(self.seed, self.version, "bot")
        view = self.engine.view(self.state, seat)
        decision = await self.decider.decide(
            self.engine, playing_level(self.seats[seat]), view, rng
        )
        choices = len(self.engine.legal_actions(self.state, seat))
        self.thoughts.append(Thought(seat, choices, decision.seconds))
        self.play(seat, decision.action, kind)

    async def run_bots(self) -> None:
        """Let bot and away seats move until a person is to act or the game ends.

        In a window, bots answer like people: after their delay when the table runs
        a turn timer, after every person when it does not; and the window's moments
        that are due happen first."""
        while not self.engine.is_over(self.state):
            self.reach_moments()
            to_act = self.engine.to_act(self.state)
            window = open_window(self.engine, self.state)
            seat = next((s for s in to_act if is_auto(self.seats[s])
                         and (window is None or self._may_answer(s, window))), None)  # fmt: skip
            if seat is None:
                return
            await self.bot_move(seat, "bot")

    def _opened(self, window: Window) -> float:
        """When the open window began: now, if it opened during this call."""
        if window.opened_step > self.start_version or self.window_opened is None:
            return self.now
        return self.window_opened

    def _may_answer(self, seat: int, window: Window) -> bool:
        if seat not in window.seats:
            return True
        if self.timer is None:
            # No clock: every person answers first, then each bot once, round by round.
            people = [s for s in window.seats if not is_auto(self.seats[s])]
            if not window.answers:
                return not people
            answers = window.answers
            behind = answers[seat] <= min(answers[s] for s in window.seats)
            return behind and all(answers[seat] < answers[s] for s in people)
        delay = getattr(self.engine, "bot_delay", None)
        wait = delay(self.engine.view(self.state, seat)) if delay is not None else 0.0
        return self._opened(window) + wait <= self.now

    def reach_moments(self) -> None:
        """The open window's moments that are due happen, in order (see
        `engines.core.windows`): at their share of its length when it has a deadline,
        else after their rounds of answers."""
        moment_actions = getattr(self.engine, "moment_actions", None)
        while moment_actions is not None:
            window = open_window(self.engine, self.state)
            if window is None or not window.moments or not self._due(window):
                return
            moves = moment_actions(self.state)
            if not moves:
                return
            for seat, action in moves:
                self.play(seat, action, "timeout")

    def _due(self, window: Window) -> bool:
        moment = window.moments[0]
        if moment.share <= 0:
            return True
        seconds = window_seconds(window, self.timer)
        if not self.clocked or seconds is None:
            done = [window.answers[s] for s in window.seats] if window.answers else []
            return bool(done) and min(done) >= moment.rounds
        return self._opened(window) + moment.share * seconds <= self.now

    def human_moved(self, seat: int) -> None:
        """A person acting is back in charge of their seat."""
        self.seats[seat] = replace(self.seats[seat], away=False, timeouts=0)

    async def close_window(self) -> bool:
        """The window's time is up: its closing moves are made; nobody is counted away.

        False when there was nothing to close, so the expiry falls to the seats awaited.
        """
        closing = getattr(self.engine, "closing_actions", None)
        if open_window(self.engine, self.state) is None or closing is None:
            return False
        moves = closing(self.state)
        if not moves:
            return False
        self.log.append(msg("⏱ Time is up."))
        for seat, action in moves:
            if seat in self.engine.to_act(self.state):
                self.play(seat, action, "timeout")
        await self.run_bots()
        return True

    async def expire(self) -> None:
        """The deadline passed: an open window closes; else the bot moves for every
        seat still awaited (a live juggler who never reports, too)."""
        if await self.close_window():
            return
        for seat in self.awaited():
            if seat not in self.engine.to_act(self.state):
                continue
            row = self.seats[seat]
            self.log.append(
                msg("⏱ {who} ran out of time; the bot moved for them.", who=seat_label(row))
            )
            await self.bot_move(seat, "timeout")
            timeouts = row.timeouts + 1
            away = timeouts >= AWAY_AFTER
            self.seats[seat] = replace(row, timeouts=timeouts, away=away)
            if away:
                self.log.append(
                    msg(
                        "{who} is marked away: the bot plays for them until they are back.",
                        who=seat_label(row),
                    )
                )
        await self.run_bots()


def next_deadline(row: TableRow, progress: Progress) -> float | None:
    """A fresh turn timer after any move; an untouched one keeps running. An open
    window has its own clock (see `window_seconds`), with or without a turn timer:
    set when it opens, kept while it stays open."""
    window = open_window(progress.engine, progress.state)
    if window is not None:
        seconds = window_seconds(window, row.timer)
        if seconds is None:
            return None
        if window.opened_step > row.version or row.deadline is None:
            return progress.now + seconds
        return row.deadline
    if row.timer is None or not progress.awaited():
        return None
    if progress.events or row.deadline is None:
        return progress.now + row.timer
    return row.deadline
