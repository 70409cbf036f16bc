"""A whole Siteswap game through the table service, restarted while a pattern is juggled."""

import random

import pytest

from engines.core.messages import english
from engines.siteswap.actions import Guess, Lay
from engines.siteswap.patterns import text
from tests.tables.helpers import new_table, play_to_end, snapshot_of


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


async def _lay_something(service, table_id, rng):
    """Random moves, except that a listed lay is always taken, until someone juggles."""
    for _ in range(200):
        table = await service.table(table_id)
        user = table.to_act[0]
        legal = await service.legal_actions(table_id, user)
        lays = [action for action in legal if isinstance(action, Lay)]
        action = lays[0] if lays else rng.choice(legal)
        await service.act(table_id, user, action, version=table.version)
        public = await service.view_for(table_id, None)
        if public.performance is not None:
            return public
    raise AssertionError("nobody laid a pattern")


@pytest.mark.parametrize("players", [2, 3])
async def test_a_game_restarted_during_a_performance_plays_to_the_end(restarts, service, players):
    users = list(range(1, players + 1))
    table_id = await new_table(service, users, game="siteswap", options={"timer": 120})
    rng = random.Random(players)
    public = await _lay_something(service, table_id, rng)
    performer = public.performance.performer
    before = await snapshot_of(service, table_id, users)
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
    # The guessers are still awaited after the restart, and a typed guess is judged.
    table = await service.table(table_id)
    guesser = table.to_act[0]
    assert guesser != users[performer]
    await service.act(table_id, guesser, Guess(throws="3"), version=table.version)
    after = await service.view_for(table_id, None)
    assert after.performance is not None and after.performance.wrong[users.index(guesser)] == 1
    seen = await play_to_end(service, table_id, rng)
    over = seen[-1].game_over
    assert over is not None and len(over.results) == players


async def test_no_public_line_tells_a_pattern_while_it_is_guessed(service):
    # A fixed deal: with a fresh one, about one run in ten had no pattern in public
    # view at any notice (all performed and guessed within single moves), so the
    # test watched nothing. This deal shows seven.
    table_id = await new_table(
        service, [1], bots=2, game="siteswap", options={"timer": "off"}, seed=5
    )
    rng = random.Random(3)
    # A bot may lay the first pattern while the game starts: that one counts too.
    opening = await service.view_for(table_id, None)
    watched = int(opening.performance is not None and bool(opening.performance.throws))
    for notices in await play_to_end(service, table_id, rng):
        public = notices.public_view
        if public.performance is None or not public.performance.throws:
            continue
        watched += 1
        shown = text(tuple(public.performance.throws))
        # Wrong guesses are public ("B: not 441"); nothing else may hold the throws.
        lines = [english(line) for line in notices.log]
        assert not any(shown in line for line in lines if ": not " not in line)
    assert watched
