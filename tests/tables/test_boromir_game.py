"""Whole Boromir games through the table service, with a restart in the middle."""

import random

import pytest

from engines.core.messages import english
from tests.tables.helpers import move, new_table, play_to_end, snapshot_of


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_a_game_restarted_half_way_plays_to_the_end(restarts, service, players):
    users = list(range(1, players + 1))
    table_id = await new_table(service, users, game="boromir", options={"timer": 120})
    rng = random.Random(players)
    seen = []
    for _ in range(12):  # half way (a game can end sooner: the deal is random)
        if (await service.table(table_id)).status == "playing":
            seen.append(await move(service, table_id, rng))
    before = await snapshot_of(service, table_id, users)
    service = await restarts.restart()
    assert await snapshot_of(service, table_id, users) == before
    seen += await play_to_end(service, table_id, rng)
    over = seen[-1].game_over
    assert over is not None and len(over.results) == players
    assert any(
        "Stalemate" in line or "played" in line or "held" in line
        for line in map(english, over.summary)
    )


async def test_public_notices_never_tell_who_holds_the_jack_of_spades(service):
    table_id = await new_table(service, [1], bots=1, game="boromir", options={"timer": "off"})
    rng = random.Random(5)
    # The bot may have shown the jack face up already, in the moves made at the start.
    shown = (await service.view_for(table_id, None)).black_seat is not None
    for notices in await play_to_end(service, table_id, rng):
        public = notices.public_view
        # Shown face up, though maybe covered again by the bot's move of the same notices.
        shown = shown or any(
            "Jack of Spades, face up" in line for line in map(english, notices.log)
        )
        if notices.game_over is None and not shown:
            assert public.black_seat is None
            assert not any("Jack of Spades" in line for line in map(english, notices.log))
        assert public.hand == () and public.my_side is None
