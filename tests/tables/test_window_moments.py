"""A window's moments run by the service: Siteswap's hints after rounds of answers where
the guessing has no deadline (test_window_clocks.py has them at a third and two thirds
of a deadline), and bots answering in those rounds beside the people."""

from __future__ import annotations

import pytest

from bot.tables import TableService
from engines.core.messages import english
from engines.siteswap.actions import Guess, Lay
from tests.tables.helpers import lay_a_pattern, new_table

USERS = [1, 2]


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


@pytest.mark.parametrize("terminal", [True, False], ids=["terminal", "untimed"])
async def test_without_a_deadline_hints_follow_rounds_and_a_bot_answers_once_a_round(
    store, clock, terminal
):
    """At the terminal (its service fires no timers) the 60 s guessing time is no
    deadline; nor is a table with neither guessing time nor turn timer."""
    service = TableService(store, clock=clock, runs_timers=not terminal)
    options = {"timer": "off", "guess_seconds": 60 if terminal else "off"}
    table_id = await new_table(service, USERS, bots=1, game="siteswap", options=options, seed=7)
    performer, _ = await lay_a_pattern(service, table_id)
    guesser = next(user for user in USERS if user != performer)
    bot = 2
    public = await service.view_for(table_id, None)
    assert public.performance.hints[:1] and len(public.performance.hints) == 1
    assert public.performance.guesses[bot] == 3  # the bot waits for the person
    clock.advance(10**6)  # time means nothing here
    rounds = 0
    for wrong in ("0", "a"):
        table = await service.table(table_id)
        if table.window is None or guesser not in table.to_act:
            break
        notices = await service.act(table_id, guesser, Guess(throws=wrong), version=table.version)
        rounds += 1
        public = await service.view_for(table_id, None)
        if public.performance is None:  # the bot named it
            break
        # The bot answered once (a guess, or it stopped): the round is over, a hint follows.
        assert public.performance.guesses[bot] in (3 - rounds, 0)
        assert len(public.performance.hints) == 1 + rounds
        assert f"Hint {1 + rounds} of 3" in " ".join(map(english, notices.log))
    assert rounds == 2, rounds


async def test_a_hint_is_no_picture_of_its_own_and_keeps_the_windows_deadline(
    service, clock
):
    table_id = await new_table(service, [1, 2, 3], game="siteswap",
                               options={"timer": 120, "guess_seconds": 60}, seed=3)  # fmt: skip
    await lay_a_pattern(service, table_id)
    deadline = (await service.table(table_id)).deadline
    clock.advance(20)
    [hint] = await service.fire_due_timers()
    assert english(hint.log[0]).startswith("Hint 2 of 3") and not hint.image_due
    assert hint.table.deadline == deadline


async def test_without_a_clock_bots_take_turns_answering_and_hints_follow_each_round(
    store, clock
):
    """The person juggles; the two bots answer round by round (neither answers again
    before the other has), and each round of answers brings the next hint."""
    service = TableService(store, clock=clock, runs_timers=False)
    table_id = await new_table(service, [1], bots=2, game="siteswap", seed=10,
                               options={"timer": "off"})
    answered = {"B": 0, "C": 0}
    done: set[str] = set()
    lines: list[str] = []
    for _ in range(40):
        table = await service.table(table_id)
        if table.status != "playing":
            break
        legal = await service.legal_actions(table_id, 1)
        lays = [action for action in legal if isinstance(action, Lay)]
        notices = await service.act(table_id, 1, lays[0] if lays else legal[-1],
                                    version=table.version)  # fmt: skip
        if lays:
            lines = [english(line) for line in notices.log]
            break
    assert lines, "the person never laid a pattern"
    rounds = 0
    for line in lines[1:]:  # after "A lays a pattern ..."
        if line.startswith("Nobody named it") or "'s pattern: " in line:
            break  # this performance is over
        who = line[:1]
        if line.startswith("Hint 2") or line.startswith("Hint 3"):
            rounds += 1
            assert all(answered[bot] >= rounds or bot in done for bot in answered), line
        if who in answered and line[1:3] in (": ", " m"):  # "B: not ...", "B makes no more"
            other = "C" if who == "B" else "B"
            assert other in done or answered[who] <= answered[other], line
            answered[who] += 1
            if " makes no more guesses" in line:
                done.add(who)
    assert rounds == 2 and answered == {"B": 3, "C": 2}
