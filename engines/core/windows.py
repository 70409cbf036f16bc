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
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Window:
    opened_step: int  # the table version (moves applied) when the window opened
    seats: tuple[int, ...]  # who may still answer
    # How long it stays open; None: as long as the table's turn timer, or until
    # everyone answered at a table without one.
    seconds: int | None
    button: str | None = None  # the public button people answer with, if any
    answer: tuple[tuple[str, str], ...] = ()  # the picks that button starts
