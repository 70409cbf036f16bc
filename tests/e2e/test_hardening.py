"""Defences found by review: forged ids, other servers' tables, late notices."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from bot.chat.customids import PICKS, TABLE, VERSION, template
from bot.chat.notifier import Notifier
from bot.chat.places import require_same_server
from bot.tables import NotFound


def test_ids_with_numbers_sqlite_cannot_hold_are_not_buttons_of_ours():
    pattern = re.compile(template("pick", TABLE, VERSION, PICKS))
    assert pattern.fullmatch("jt:pick:12:40:card=10h")
    assert not pattern.fullmatch(f"jt:pick:{10**30}:40:card=10h")
    assert not pattern.fullmatch(f"jt:pick:12:{10**19}:")


def test_a_table_answers_only_on_its_own_server_or_in_a_dm():
    table = SimpleNamespace(guild_id=1)
    require_same_server(SimpleNamespace(guild_id=1), table)
    require_same_server(SimpleNamespace(guild_id=None), table)  # a DM
    with pytest.raises(NotFound, match="no such table on this server"):
        require_same_server(SimpleNamespace(guild_id=2), table)


async def test_notices_overtaken_by_newer_ones_are_not_shown():
    looked_up = []

    async def chat_link(table_id):
        looked_up.append(table_id)

    notifier = Notifier(SimpleNamespace(store=SimpleNamespace(chat_link=chat_link)))

    def notices(version, status="playing"):
        return SimpleNamespace(table=SimpleNamespace(id=7, version=version, status=status))

    await notifier.publish(notices(5))
    await notifier.publish(notices(3))  # a timer's notices, arriving after a click's
    await notifier.publish(notices(5))  # the same version again: lobby lines, a refresh
    assert looked_up == [7, 7]
    await notifier.publish(notices(6, status="finished"))
    await notifier.publish(notices(4))  # a straggler from before the end
    assert looked_up == [7, 7, 7]
    assert not notifier._locks and not notifier._users  # locks only while in use


def test_slow_game_preparation_happens_at_start_not_at_the_first_move():
    from bot.chat.warming import warm_up_engines
    from engines.juggler import solver

    solver.index.cache_clear()
    warm_up_engines()
    assert solver.index.cache_info().currsize == 1


def test_the_name_book_forgets_the_people_seen_longest_ago():
    from bot.chat.names import NameBook

    book = NameBook(SimpleNamespace(), remembered=2)
    for user_id, name in [(1, "Ann"), (2, "Bob"), (1, "Ann B."), (3, "Cy")]:
        book.learn(SimpleNamespace(id=user_id, display_name=name))
    assert dict(book._known) == {1: "Ann B.", 3: "Cy"}  # Bob, seen longest ago, is gone
