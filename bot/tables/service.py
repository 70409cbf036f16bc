"""The table service: lobbies, seats, actions, timers and results.

Front ends (Discord, the terminal) call only this class and show the
`Notices` it returns. Its calls are grouped by job: `lobby` (seating,
starting, closing), `acting` (moves), `timers` (deadlines), `recent` (what
moved since a version), all on `core` (cached tables, locks, saving).
"""

from __future__ import annotations

from bot.tables.acting import PlayCalls
from bot.tables.lobby import LobbyCalls
from bot.tables.recent import RecentMoves
from bot.tables.timers import TimerCalls


class TableService(LobbyCalls, PlayCalls, TimerCalls, RecentMoves):
    """Every table of every channel, safe to call from many tasks at once.

    Call `resume()` once at start-up, and run `run_timers()` as a task.
    """
