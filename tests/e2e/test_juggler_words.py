"""Juggler's reveal in Discord: a typed word is checked before it is locked in, and
someone else's answer never throws away a word being typed."""

from __future__ import annotations

import asyncio
import threading

import bot.chat.lobby
from engines.juggler.solver import best_word


async def _to_the_reveal(world) -> int:
    options = {"target": 10, "max_rounds": "1", "timer": "off"}
    table_id = await world.open_table("alice", game="juggler", **options)
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    names = {world.user_id("alice"): "alice", world.user_id("bob"): "bob"}
    for _ in range(1000):
        info = await world.table(table_id)
        assert info.status == "playing", "the round ended before both people named a word"
        who = names[info.to_act[0]]
        ask = world.latest_dm_controls(who)
        if "Your word:" in ask.content and len(info.to_act) == 2:
            return table_id
        await world.click_first(who, ask)
    raise AssertionError("the reveal never came")


async def _open_form(world, who):
    ask = world.latest_dm_controls(who)
    return world.remember(await world.people[who].user.click(ask, label="✏️ Your word"))


async def test_a_word_that_would_score_nothing_is_flagged_before_it_is_locked_in(world):
    table_id = await _to_the_reveal(world)
    alice = world.people["alice"].user
    form = await _open_form(world, "alice")
    field = form.modal["components"][0]["components"][0]
    held = len((await world.bot.service.view_for(table_id, world.user_id("alice"))).hand)
    assert field["max_length"] == held  # no word can use more cards than the hand holds
    warned = world.remember(await alice.submit_modal(form, {"word": "qqqzzz"}))
    assert warned.response.ephemeral
    assert warned.response.content.startswith("⚠️ QQQZZZ needs cards that are not in the hand")
    assert warned.response.content.endswith("Lock it in anyway, or change it?")
    before = await world.table(table_id)
    assert world.user_id("alice") in before.to_act  # nothing locked in yet
    # Change it: the form opens again; a real word from the hand goes straight in.
    again = world.remember(await alice.click(warned.response, label="✏️ Change it"))
    hand = (await world.bot.service.view_for(table_id, world.user_id("alice"))).hand
    word = best_word("".join(hand))
    world.remember(await alice.submit_modal(again, {"word": word}))
    after = await world.table(table_id)
    assert world.user_id("alice") not in after.to_act or after.status == "finished"


async def test_locking_in_a_flagged_word_anyway(world):
    table_id = await _to_the_reveal(world)
    bob = world.people["bob"].user
    warned = world.remember(await bob.submit_modal(await _open_form(world, "bob"), {"word": "xq"}))
    world.remember(await bob.click(warned.response, label="🔒 Lock it in anyway"))
    info = await world.table(table_id)
    assert world.user_id("bob") not in info.to_act


async def _best(world, table_id, who) -> str:
    hand = (await world.bot.service.view_for(table_id, world.user_id(who))).hand
    return best_word("".join(hand))


async def test_a_word_typed_while_someone_else_answers_still_counts(world):
    table_id = await _to_the_reveal(world)
    bob_word = await _best(world, table_id, "bob")
    alice_word = await _best(world, table_id, "alice")
    bob_form = await _open_form(world, "bob")  # bob starts typing...
    alice_form = await _open_form(world, "alice")
    world.remember(await world.people["alice"].user.submit_modal(alice_form, {"word": alice_word}))
    assert world.user_id("alice") not in (await world.table(table_id)).to_act
    sent = world.remember(
        await world.people["bob"].user.submit_modal(bob_form, {"word": bob_word})
    )  # ...and sends after the table has moved on
    assert "out of date" not in (sent.response.content if sent.response else "")
    info = await world.table(table_id)
    assert info.status == "finished" or world.user_id("bob") not in info.to_act


async def test_a_french_table_builds_its_word_index_off_the_event_loop(world, monkeypatch):
    # Built once here already (3 s): the simulated Discord waits 5 s at most for an answer.
    await asyncio.to_thread(bot.chat.lobby.warm_up_table, "juggler", {"language": "fr"})
    built: list[tuple[str, str, bool]] = []
    warm_up = bot.chat.lobby.warm_up_table

    def watched(game, options):
        loop_thread = threading.current_thread() is threading.main_thread()
        built.append((game, options["language"], loop_thread))
        warm_up(game, options)

    monkeypatch.setattr(bot.chat.lobby, "warm_up_table", watched)
    table_id = await world.open_table("alice", game="juggler", language="fr", timer="off")
    assert built == [("juggler", "fr", False)], "built in a worker thread as the lobby opened"
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    assert (await world.table(table_id)).options["language"] == "fr"
