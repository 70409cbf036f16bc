"""A timed simultaneous phase run by the service: Siteswap's guessing window.

The clock is the tests' own: the window's deadline is set when it opens, bots
answer after their delay, closing counts nobody away, answers made against an
older version of the same window are taken, and with timers off bots wait for
the people (test_window_clocks.py has every mode with timers on and off).
"""

import pytest

from bot.chat.text import waiting_text
from bot.tables import IllegalMove, StaleVersion
from engines.siteswap.actions import Guess, Lay
from engines.siteswap.guessing import watching_seconds
from engines.siteswap.state import Phase
from tests.tables.helpers import lay_a_pattern, new_table, said

USERS = [1, 2, 3]


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


async def _performance(service, table_id):
    """People pass until a pattern is being performed (theirs or a bot's): the public view."""
    for _ in range(60):
        table = await service.table(table_id)
        user = table.to_act[0]
        legal = await service.legal_actions(table_id, user)
        lays = [action for action in legal if isinstance(action, Lay)]
        await service.act(table_id, user, lays[0] if lays else legal[-1], version=table.version)
        view = await service.view_for(table_id, None)
        if view.performance is not None:
            return view
    raise AssertionError("nobody laid a pattern")


async def test_a_timed_window_waits_for_bots_delay_and_closes_without_anyone_away(service, clock):
    table_id = await new_table(service, USERS[:2], bots=2, game="siteswap",
                               options={"timer": 120, "guess_seconds": 60})  # fmt: skip
    view = await _performance(service, table_id)
    bot = 3 if view.performance.performer != 3 else 2
    info = await service.table(table_id)
    assert info.deadline == pytest.approx(clock.now + 60) and info.window
    assert f"time is up <t:{int(info.deadline)}:R>" in waiting_text(info)
    assert view.performance.guesses[bot] == 3  # the bot has not guessed yet
    clock.advance(watching_seconds(view.performance.throws) + 1)
    await service.fire_due_timers()
    after = await service.view_for(table_id, None)
    # The bot has answered: a guess or a stop, or its right guess ended that performance
    # (and another may have begun since).
    assert (after.performance is None or after.performances > view.performances
            or after.performance.guesses[bot] < 3)  # fmt: skip
    view = after
    if view.performance is not None and view.phase is Phase.PERFORMANCE:
        clock.advance(60)
        notices = await service.fire_due_timers()
        assert any("⏱ Time is up." in said(n) for n in notices)
    table = await service.table(table_id)
    assert table.away == ()  # not guessing is no reason to be counted away


async def test_answers_made_against_an_older_version_of_the_window_are_taken(service):
    table_id = await new_table(service, USERS, game="siteswap",
                               options={"timer": 120, "guess_seconds": 60})  # fmt: skip
    view = await _performance(service, table_id)
    seen = (await service.table(table_id)).version
    guessers = [u for u in USERS if u - 1 != view.performance.performer]
    await service.act(table_id, guessers[0], Guess(throws="0"), version=seen)
    # Another wrong guess: the same one again is refused, whoever sends it.
    later = await service.act(table_id, guessers[1], Guess(throws="a"), version=seen)
    assert later.table.version == seen + 2  # both wrong guesses counted, neither refused


async def test_with_timers_off_bots_guess_once_every_person_has(service, clock):
    table_id = await new_table(service, USERS[:2], bots=2, game="siteswap",
                               options={"timer": "off"})  # fmt: skip
    view = await _performance(service, table_id)
    assert (await service.table(table_id)).deadline == clock.now + 60  # guess_seconds' clock
    people_guessing = [s for s in (0, 1) if view.performance and view.performance.guesses[s]]
    if view.phase is Phase.PERFORMANCE and people_guessing:
        bot = 3 if view.performance.performer != 3 else 2
        assert view.performance.guesses[bot] == 3  # the bot waits for the people


async def test_a_guess_once_the_pattern_is_named_is_refused_and_changes_nothing(service, store):
    """The right guesser, swapping, guesses again: once the service took it, and the
    pattern was laid a second time (83 cards in an 80-card game)."""
    table_id = await new_table(service, USERS, game="siteswap", options={"timer": 120}, seed=3)
    _, laid = await lay_a_pattern(service, table_id)
    window = (await service.table(table_id)).window
    guesser = USERS[window.seats[0]]
    named = await service.act(table_id, guesser, Guess(throws=laid.throws), window.opened_step)
    assert named.table.to_act == (guesser,) and named.table.window is None
    before = (await store.load(table_id), await store.events(table_id))
    with pytest.raises(IllegalMove, match="does not fit"):
        await service.act(table_id, guesser, Guess(throws=laid.throws), named.table.version)
    with pytest.raises(StaleVersion):  # that window is over
        await service.act(table_id, guesser, Guess(throws=laid.throws), window.opened_step)
    assert (await store.load(table_id), await store.events(table_id)) == before
    assert len((await service.view_for(table_id, None)).table) == 1
