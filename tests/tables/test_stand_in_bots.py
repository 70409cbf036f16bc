"""A person leaves or is removed at any moment of a Siteswap game, and the bot takes over.

In every phase of both modes (their turn, juggling a pattern or a live trick,
guessing, swapping after a right guess, discarding for a named trick), the
leave or kick itself succeeds, the bot answers for the seat at once or when
its turn in the window comes, and the people left play the game to its end.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable

import pytest

from bot.tables import TableService
from engines.siteswap.actions import Guess, Lay, RightGuess, Stop, SwapTake, Trick, TrickDiscard
from tests.tables.helpers import new_table, play_to_end, said

USERS = [1, 2, 3]
HOST = USERS[0]


@pytest.fixture(autouse=True)
def toy_engine():
    """Keep the real registry here: these tests are about the real game."""


async def _act(service: TableService, table_id: int, user: int, action) -> None:
    await service.act(table_id, user, action, (await service.table(table_id)).version)


async def _to_move(service: TableService, table_id: int) -> int:
    """People pass until one whose turn it is can lay a pattern (that one is returned)."""
    for _ in range(60):
        user = (await service.table(table_id)).to_act[0]
        legal = await service.legal_actions(table_id, user)
        if any(isinstance(action, Lay) for action in legal):
            return user
        await _act(service, table_id, user, legal[-1])
    raise AssertionError("nobody could lay a pattern")


async def _lay(service: TableService, table_id: int) -> tuple[int, str]:
    user = await _to_move(service, table_id)
    lay = next(a for a in await service.legal_actions(table_id, user) if isinstance(a, Lay))
    await _act(service, table_id, user, lay)
    return user, lay.throws


def _others(user: int) -> list[int]:
    return [other for other in USERS if other != user]


# Each moment: how to reach it, returning the person who then leaves.
Moment = Callable[[TableService, int], Awaitable[int]]


async def their_turn(service: TableService, table_id: int) -> int:
    return await _to_move(service, table_id)


async def juggling_a_pattern(service: TableService, table_id: int) -> int:
    return (await _lay(service, table_id))[0]


async def guessing(service: TableService, table_id: int) -> int:
    performer, _ = await _lay(service, table_id)
    return _others(performer)[0]


async def taking_a_card(service: TableService, table_id: int) -> int:
    performer, throws = await _lay(service, table_id)
    guesser = _others(performer)[0]
    await _act(service, table_id, guesser, Guess(throws=throws))
    return guesser


async def giving_a_card(service: TableService, table_id: int) -> int:
    guesser = await taking_a_card(service, table_id)
    await _act(service, table_id, guesser, SwapTake(source="discard"))
    return guesser


async def juggling_a_trick(service: TableService, table_id: int) -> int:
    performer = await _to_move(service, table_id)
    await _act(service, table_id, performer, Trick())
    return performer


async def juggling_a_trick_someone_named(service: TableService, table_id: int) -> int:
    performer = await juggling_a_trick(service, table_id)
    await _act(service, table_id, _others(performer)[0], Guess(throws="mills mess"))
    return performer


async def discarding_for_a_named_trick(service: TableService, table_id: int) -> int:
    performer = await juggling_a_trick_someone_named(service, table_id)
    named = (await service.table(table_id)).seats.index(_others(performer)[0])
    await _act(service, table_id, performer, RightGuess(guesser=named))
    return performer


async def swapping_after_a_named_trick(service: TableService, table_id: int) -> int:
    performer = await discarding_for_a_named_trick(service, table_id)
    hand = (await service.view_for(table_id, performer)).hand
    first, second = sorted(hand)[:2]
    await _act(service, table_id, performer, TrickDiscard(first=first, second=second))
    return _others(performer)[0]


MOMENTS = {
    "animated": [their_turn, guessing, taking_a_card, giving_a_card],
    "live": [their_turn, juggling_a_pattern, guessing, taking_a_card, giving_a_card,
             juggling_a_trick, juggling_a_trick_someone_named, discarding_for_a_named_trick,
             swapping_after_a_named_trick],
}  # fmt: skip
CASES = [(mode, moment) for mode, moments in MOMENTS.items() for moment in moments]


@pytest.mark.parametrize("how", ["leaves", "is removed"])
@pytest.mark.parametrize(("mode", "moment"), CASES, ids=[f"{m}-{f.__name__}" for m, f in CASES])
async def test_a_seat_handed_to_the_bot_at_any_moment_plays_on(service, mode, moment, how):
    table_id = await new_table(service, USERS, game="siteswap", seed=3,
                               options={"mode": mode, "timer": "off"})  # fmt: skip
    leaving = await moment(service, table_id)
    seat = USERS.index(leaving)
    before = await service.view_for(table_id, None)
    version = (await service.table(table_id)).version
    assert seat in before.to_act
    if how == "leaves":
        notices = await service.leave(table_id, leaving)
    else:
        # The host removes anyone else; a server manager removes the host.
        manager = leaving == HOST
        notices = await service.kick(table_id, leaving, by=99 if manager else HOST,
                                     is_manager=manager)  # fmt: skip
    assert f"Bot {seat + 1} (normal) plays seat {seat + 1} from now on." in said(notices)
    assert notices.table.level(seat) == "normal"
    assert notices.table.seats[seat] is None and leaving not in notices.table.to_act
    window = notices.table.window
    if window is not None and seat in window.seats:
        # A guesser's bot waits for the people still guessing (no timer), then answers.
        assert notices.table.version == version
        for person in _others(leaving):
            window = (await service.table(table_id)).window
            if window is not None and USERS.index(person) in window.seats:
                await _act(service, table_id, person, Stop())
        window = (await service.table(table_id)).window
        assert window is None or seat not in window.seats
    else:
        # Anywhere else nobody waits for a bot: it has moved for the seat already.
        assert notices.table.version > version
        assert seat not in (await service.view_for(table_id, None)).to_act
    # The people left play on to the end (the bot's own moves may already have ended it).
    await play_to_end(service, table_id, random.Random(1))
    assert (await service.table(table_id)).status == "finished"
