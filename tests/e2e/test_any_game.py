"""Nothing in the Discord layer is about Jugglers: a game it has never seen gets its
/play command, its menus and its typed-in answers from the registry and the chooser."""

from __future__ import annotations

import pytest

import engines
from tests.e2e.wordgame import WORDS
from tests.e2e.world import labels


@pytest.fixture(autouse=True)
def words_registered(monkeypatch):
    registry = {key: engines.get(key) for key in engines.keys()}
    monkeypatch.setattr(engines, "_registry", {**registry, WORDS.key: WORDS})


async def test_menus_and_a_typed_word_for_an_unknown_game(world):
    alice = world.people["alice"].user
    table_id = await world.open_table("alice", game="words", longest=6, timer="off")
    assert "longest 6" in world.lobby().content
    await world.seat("alice", ("bob",))
    await world.press("alice", "Start")
    assert world.pictures() == []  # no renderer for this game: text only

    ask = world.latest_dm_controls("alice")
    assert "Choose the lucky number:" in ask.content and ask.attachments == []
    menus = [c for c in ask.components for c in c.children]
    assert [len(menu.options) for menu in menus] == [25, 5]
    await alice.select(ask, ["27"], custom_id=menus[1].custom_id)
    ask = world.latest_dm_controls("alice")
    assert "You chose: 27. Your word:" in ask.content
    assert labels(ask) == ["✏️ Your word", "↩ Start over"]

    typed_button = next(c for c in ask.components[0].children if c.label == "✏️ Your word")
    form = world.remember(await alice.click(ask, custom_id=typed_button.custom_id))
    assert form.modal is not None and form.modal["title"] == f"Words · table #{table_id}"
    refused = world.remember(await alice.submit_modal(form, {"word": "juggling"}))
    assert refused.followups[-1].content == "Say one word of letters, at most 6 long."
    assert (await world.table(table_id)).to_act == (world.user_id("alice"),)

    form = world.remember(await alice.click(ask, custom_id=typed_button.custom_id))
    world.remember(await alice.submit_modal(form, {"word": "juggle"}))
    assert any("A says 'juggle' with 27." in m.content for m in world.thread_messages())
    assert (await world.table(table_id)).to_act == (world.user_id("bob"),)

    bob = world.people["bob"].user
    ask = world.latest_dm_controls("bob")
    await bob.select(ask, ["3"], custom_id=ask.components[0].children[0].custom_id)
    ask = world.latest_dm_controls("bob")
    form = world.remember(await bob.click(ask, label="✏️ Your word"))
    world.remember(await bob.submit_modal(form, {"word": "catch"}))
    over = world.thread_messages()[-1]
    assert over.content.startswith("🏁 **Game over**") and "Well said." in over.content
    assert over.attachments == [] and labels(over) == ["Rematch"]


async def test_juggler_plays_through_with_the_same_controls(world):
    """The second real game: its menus and its typed reveal need no code of their own."""
    options = {"target": 10, "max_rounds": "1", "timer": "off"}
    table_id = await world.open_table("alice", game="juggler", **options)
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    names = {world.user_id("alice"): "alice", world.user_id("bob"): "bob"}
    prompts = set()
    for _ in range(1000):
        if (info := await world.table(table_id)).status != "playing":
            break
        who = names[info.to_act[0]]
        ask = world.latest_dm_controls(who)
        prompts.add(ask.content.splitlines()[-1])
        if "Your word:" in ask.content:
            person = world.people[who].user
            form = world.remember(await person.click(ask, label="✏️ Your word"))
            warned = world.remember(await person.submit_modal(form, {}))  # a blank word
            assert warned.response.content.startswith("⚠️ No word named")
            world.remember(await person.click(warned.response, label="🔒 Lock it in anyway"))
        else:
            await world.click_first(who, ask)
    assert {"**Your turn.** Take a card:", "**Your turn.** Your word:"} <= prompts
    assert world.thread_messages()[-1].content.startswith("🏁 **Game over**")
