"""A timed simultaneous phase: everyone still to answer may, until the window closes.

An engine with such a phase (Siteswap's guessing) offers `window(state)`,
returning a `Window` while one is open, and `closing_actions(state)`: the
moves that close it when its time runs out (every seat still to answer
passes). The table service then runs the clock: it sets the deadline when the
window opens (`seconds` later, whether or not the table has a turn timer; a
window without seconds of its own lasts the table's turn timer, so nobody
waits for ever on a person who stopped answering), closes it on expiry without
counting anyone away, lets bots answer after `bot_delay(view)` seconds (so
people have a fair chance; at a table without a turn timer, once every person
has answered), and accepts an answer made against any version of the table
since the window opened (another answer landing first is no reason to refuse
one). A window with nobody left to answer should be None: whoever else is
awaited then (a juggler still to report) is on the turn timer as usual.

A window may name a public `button` ("Guess") that front ends put beside the
table, so anyone still to answer answers from there; `answer` holds the picks
that button starts (`(("kind", "guess"),)`), and the rest of the answer is
asked as usual (a typed field becomes a form). A front end may send a typed
answer blank, and the engine's `apply` takes that as a pass: the move the
window's closing makes for whoever has not answered.

A window may also have `moments` still to come (Siteswap's hints): at each, the
service makes the engine's `moment_actions(state)` (the moves that moment makes,
for the seat each names, which need not be one still to answer). A moment is due
at its `share` of the window's length when the window has a deadline, and
otherwise (no length and no turn timer, or a front end that fires no timers, such
as the terminal) once every seat still answering has given `rounds` answers, as
counted in `answers`; a moment at share 0 is due at once. At a table without a turn
timer bots answer in rounds when the window counts `answers`: a bot gives its next
answer once every person still answering has given more than it has, and no other
seat still answering has given fewer.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Moment:
    """When something happens in a window: a share of its time, or rounds of answers."""

    share: float  # of the window's length, from 0 (its start) to 1 (its end)
    rounds: int  # answers each seat still answering has given, at a table without a clock


@dataclass(frozen=True)
class Window:
    opened_step: int  # the table version (moves applied) when the window opened
    seats: tuple[int, ...]  # who may still answer
    # How long it stays open; None: as long as the table's turn timer, or until
    # everyone answered at a table without one.
    seconds: int | None
    button: str | None = None  # the public button people answer with, if any
    answer: tuple[tuple[str, str], ...] = ()  # the picks that button starts
    moments: tuple[Moment, ...] = ()  # still to come, in order
    answers: tuple[int, ...] = ()  # per seat, the answers given so far in this window
