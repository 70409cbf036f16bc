"""Every wait has a clock: Siteswap's guessing window in each mode, timers on and off.

A window with a length of its own (`guess_seconds`) closes when it runs out,
whether or not the table has a turn timer; one without (live mode, or
`guess_seconds=off`) closes on the table's turn timer, and only a table with
neither waits until everyone has answered. Each case runs with and without a
restart while the window is open: the new service keeps its clock.
"""

from __future__ import annotations

import pytest

from engines.core.messages import english
from engines.siteswap.actions import Guess, Lay
from engines.siteswap.guessing import BASE_SECONDS
from engines.siteswap.state import Phase
from tests.tables.helpers import lay_a_pattern, new_table, said

USERS = [1, 2, 3]
TIMER = 120
GUESS = 45


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


# (mode, guess_seconds, timer): how long the window stays open, None for no deadline.
CASES = [
    ("animated", GUESS, TIMER, GUESS),
    ("animated", GUESS, "off", GUESS),
    ("animated", "off", TIMER, TIMER),
    ("animated", "off", "off", None),
    ("live", GUESS, TIMER, TIMER),  # a live juggler takes as long as it takes: no guess_seconds
    ("live", GUESS, "off", None),
]


@pytest.mark.parametrize("restart", [False, True], ids=["", "restarted"])
@pytest.mark.parametrize(("mode", "guess", "timer", "lasts"), CASES)
async def test_a_window_closes_on_its_own_clock_or_the_turn_timer(
    restarts, service, clock, mode, guess, timer, lasts, restart
):
    options = {"mode": mode, "guess_seconds": guess, "timer": timer}
    table_id = await new_table(service, USERS, game="siteswap", options=options, seed=3)
    table = await service.table(table_id)
    performer = table.seats.index((await lay_a_pattern(service, table_id))[0])
    opened = clock.now
    info = await service.table(table_id)
    assert info.window is not None and len(info.window.seats) == 2
    assert info.deadline == (None if lasts is None else opened + lasts)
    # A wrong guess from the first guesser keeps the window's clock as it was.
    clock.advance(5)
    first = USERS[info.window.seats[0]]
    await service.act(table_id, first, Guess(throws="0"), version=info.window.opened_step)
    if restart:
        service = await restarts.restart()
    info = await service.table(table_id)
    assert info.deadline == (None if lasts is None else opened + lasts)
    if lasts is None:
        clock.advance(10**6)
        assert await service.fire_due_timers() == []
        assert (await service.table(table_id)).window is not None  # waiting for answers
        # No deadline: the second hint waits for the round of answers, not for time.
        hints = (await service.view_for(table_id, None)).performance.hints
        assert [english(hint) for hint in hints] == ["3 balls"]
        return
    # The hints come a third and two thirds of the way, each on its own.
    for number, share in ((2, 1 / 3), (3, 2 / 3)):
        clock.now = opened + share * lasts - 1
        assert await service.fire_due_timers() == []
        clock.now = opened + share * lasts
        [hint] = await service.fire_due_timers()
        assert [line[:11] for line in said(hint)] == [f"Hint {number} of 3"]
        assert hint.table.window is not None and hint.table.deadline == opened + lasts
    clock.now = opened + lasts - 1
    assert await service.fire_due_timers() == []
    clock.now = opened + lasts
    [notices] = await service.fire_due_timers()
    assert "⏱ Time is up." in said(notices)
    assert not any("ran out of time" in line for line in said(notices))
    info = notices.table
    assert info.window is None and info.away == ()  # not guessing is no reason to be away
    public = await service.view_for(table_id, None)
    if mode == "animated":
        told = " ".join(said(notices))
        assert "Nobody named it." in told
        # Juggled 20 cycles clean and laid, or dropped and back in the hand.
        laid = "juggles it 20 cycles clean" in told
        assert laid != ("drops it" in told)
        assert [pattern.owner for pattern in public.table] == ([performer] if laid else [])
        return
    # Live: the juggler still reports, on a fresh turn timer; then the bot reports for them.
    assert public.phase is Phase.PERFORMANCE and info.to_act == (USERS[performer],)
    assert info.deadline == clock.now + TIMER
    clock.advance(TIMER)
    [notices] = await service.fire_due_timers()
    assert f"⏱ <@{USERS[performer]}> ran out of time; the bot moved for them." in said(notices)
    assert (await service.view_for(table_id, None)).table[-1].owner == performer
    # The juggler's silence counts towards being away; the guessers' never does.
    timeouts = [seat.timeouts for seat in await restarts.stores[-1].seats(table_id)]
    assert timeouts == [int(seat == performer) for seat in range(len(USERS))]


@pytest.mark.parametrize("restart", [False, True], ids=["", "restarted"])
async def test_bots_watch_an_untimed_window_before_answering_when_the_table_has_a_timer(
    restarts, service, clock, restart
):
    """Live mode with a turn timer: the window has a clock, so bots answer after their
    delay (a live pattern shows them nothing, so they stop), not after the people."""
    table_id = await new_table(service, USERS[:2], bots=1, game="siteswap",
                               options={"mode": "live", "timer": TIMER}, seed=3)  # fmt: skip
    for _ in range(60):
        table = await service.table(table_id)
        if table.window is not None and 2 in table.window.seats:
            break
        user = table.to_act[0]
        legal = await service.legal_actions(table_id, user)
        lays = [action for action in legal if isinstance(action, Lay)]
        await service.act(table_id, user, lays[0] if lays else legal[-1], version=table.version)
    window = (await service.table(table_id)).window
    assert window is not None and 2 in window.seats  # the bot is still watching
    clock.advance(BASE_SECONDS - 2)
    if restart:
        service = await restarts.restart()
    assert await service.fire_due_timers() == []
    clock.advance(2)
    [notices] = await service.fire_due_timers()
    assert "C makes no more guesses." in said(notices)
    assert 2 not in notices.table.window.seats  # the person still guesses, the bot is done
