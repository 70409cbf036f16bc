"""A whole Boromir game in Discord: one person and one bot, to the results.

Nobody may learn from the thread who holds the Jack of Spades until its holder
plays it face up: not from a message, not from a table picture, not from the
log lines the status message quotes.
"""

from __future__ import annotations

import pytest

import renderers.boromir
from tests.e2e.world import PNG_MAGIC, labels, watch_pictures

TELLING = ("black", "Jack of Spades", "J♠")


@pytest.fixture
def drawn_views(monkeypatch):
    return watch_pictures(monkeypatch, renderers.boromir)


async def test_a_person_and_a_bot_play_boromir_to_the_results(world, drawn_views):
    alice = world.user_id("alice")
    table_id = await world.open_table("alice", game="boromir", timer="off")
    await world.seat("alice", bots=1)
    await world.press("alice", "Start")
    first = world.latest_dm_controls("alice")
    if first is not None:
        assert "**Your turn.**" in first.content
        kinds = {"Capture with a stack", "Lay a card on the joker", "Pass (no capture possible)"}
        assert kinds & set(labels(first))
    await world.play_out(table_id)

    messages = world.thread_messages()
    over = messages[-1]
    assert over.content.startswith("🏁 **Game over**")
    assert over.content.splitlines()[1].startswith("Seats: **A** <@")  # the letters' legend
    assert "held the Jack of Spades" in over.content or "Stalemate" in over.content
    assert any(a.filename == "results.png" for a in over.attachments)
    assert world.attachment_bytes(over.attachments[0]).startswith(PNG_MAGIC)

    shown_at = next(
        (index for index, m in enumerate(messages) if "face up" in m.content), len(messages) - 1
    )
    for message in messages[:shown_at]:
        for word in TELLING:
            assert word not in message.content.replace("J♠ stack", ""), message.content
    assert world.status_message() is not None
    tables = drawn_views["table"]
    assert tables and all(view.seat is None and view.hand == () for view in tables)
    hidden_until = next((i for i, v in enumerate(tables) if v.black_seat is not None), len(tables))
    assert all(view.my_side is None for view in tables)
    assert all(view.black_seat is None for view in tables[:hidden_until])
    # Alice's own pictures are the only ones that may say her colour.
    assert all(view.seat == 0 for view in drawn_views["hand"])
    assert (await world.table(table_id)).status == "finished"
    assert alice in (await world.table(table_id)).seats
