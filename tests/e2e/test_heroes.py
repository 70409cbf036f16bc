"""A whole Heroes game in Discord: three people and a bot, to the revealed lineups.

No public message or picture may show a hidden hand or a lineup before the
reveal: pictures for the thread are drawn from the public view only, and the
thread never names a hero that was only ever seen in someone's hand.
"""

from __future__ import annotations

import pytest

import renderers.heroes
from engines.heroes.roster import ROSTER
from tests.e2e.world import PNG_MAGIC, watch_pictures

NAMES = {hero.name for hero in ROSTER}


@pytest.fixture
def drawn(monkeypatch):
    return watch_pictures(monkeypatch, renderers.heroes)


async def test_three_people_and_a_bot_play_heroes_to_the_reveal(world, drawn):
    table_id = await world.open_table("alice", game="heroes", timer="off")
    await world.seat("alice", ("bob", "carol"), bots=1)
    await world.press("alice", "Start")
    await world.play_out(table_id)

    messages = world.thread_messages()
    over = messages[-1]
    assert over.content.startswith("🏁 **Game over**") and "points" in over.content
    assert any(a.filename == "results.png" for a in over.attachments)
    assert world.attachment_bytes(over.attachments[0]).startswith(PNG_MAGIC)

    public_names: set[str] = set()
    for view in drawn["table"]:
        assert view.seat is None and view.hand == () and view.my_lineup == ()
        if view.phase.value != "over":
            assert view.lineups is None and view.points is None
        for place in (view.open_pool, view.rugged, view.banned, *view.tables):
            public_names.update(ROSTER[h].name for h in place)
    revealed = next(i for i, m in enumerate(messages) if "they are revealed" in m.content)
    for message in messages[:revealed]:
        named = {name for name in NAMES if f"{name} (" in message.content}
        joker_lines = "joker" in message.content
        assert joker_lines or named <= public_names, (named - public_names, message.content)
    assert {view.seat for view in drawn["hand"]} <= {0, 1, 2}
