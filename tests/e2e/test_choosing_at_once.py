"""Phases where several people choose at once keep what each one is doing.

One person's move edits nobody else's private panel, sends nobody a new DM
and pings nobody whose turn did not just begin: a half-made choice (Heroes'
"Add to my lineup"; a Guess form opened on Siteswap's performance post, which
pinged the guessers instead of a DM each) survives other people's moves and is
completed. And a whole Heroes game of people clicking at random on their own
panels reaches the results.
"""

from __future__ import annotations

import random

import discord

from tests.e2e.test_siteswap_guessing import guess_post, lay_by_dm, thread_text
from tests.e2e.world import START_OVER, components, labels, move_controls

ADD = "Add to my lineup"
GUESS = "Guess the pattern"
PEOPLE = ("alice", "bob", "carol", "dave")


def dm_now(world, who: str, message_id: int) -> discord.Message:
    """That DM of `who` as it is now."""
    return next(m for m in world.dms(who) if m.id == message_id)


async def half_made(world, who: str, option: str) -> discord.Message:
    """`who` takes the first step of a choice in their DM panel; the panel, as it then is."""
    panel = world.dms(who)[-1]
    await world.click(who, panel, label=option)
    panel = dm_now(world, who, panel.id)
    assert "You chose:" in panel.content and START_OVER in labels(panel), panel.content
    return panel


async def test_four_people_in_heroes_lock_in_each_complete_a_half_made_choice(world):
    table_id = await world.open_table("alice", game="heroes", timer="off")
    await world.seat("alice", PEOPLE[1:])
    await world.press("alice", "Start")
    await world.play_until(table_id, lambda info: len(info.to_act) == 4)
    ids = {who: world.user_id(who) for who in PEOPLE}
    # Everyone adds a first hero, so that the next one is a choice of two steps.
    for who in PEOPLE:
        await world.click_first(who, world.dms(who)[-1])
    panels = {who: await half_made(world, who, ADD) for who in PEOPLE}

    for who in PEOPLE:
        before, ids_before = await world.table(table_id), world.message_ids()
        lineup = len((await world.bot.service.view_for(table_id, ids[who])).my_lineup)
        panel = dm_now(world, who, panels[who].id)
        # Nobody else's move touched this panel: it still holds the half-made choice.
        assert panel.content == panels[who].content and labels(panel) == labels(panels[who])
        assert world.dms(who)[-1].id == panel.id
        await world.click_first(who, panel)  # the hero, from the panel drawn before
        after = await world.table(table_id)
        assert after.version == before.version + 1
        view = await world.bot.service.view_for(table_id, ids[who])
        assert len(view.my_lineup) == lineup + 1
        assert "out of date" not in dm_now(world, who, panel.id).content
        assert not world.notified(ids_before), "someone was notified of another's move"
        for other in PEOPLE[PEOPLE.index(who) + 1 :]:  # still choosing
            assert dm_now(world, other, panels[other].id).content == panels[other].content


async def test_three_people_guessing_at_once_answer_from_the_post_that_pinged_them(world):
    table_id = await world.open_table("alice", game="siteswap", timer="off", guess_seconds="off")
    await world.seat("alice", PEOPLE[1:])
    await world.press("alice", "Start")
    await world.play_until(table_id, lambda info: info.to_act == (world.user_id("alice"),))
    guessers = ("bob", "carol", "dave")
    dms_before, ids_before = {w: world.dms(w) for w in guessers}, world.message_ids()
    laid = await lay_by_dm(world, table_id, "alice")
    assert set((await world.table(table_id)).to_act) == {world.user_id(w) for w in guessers}
    # One notice each, from the post they answer on: no DM, and their DMs are untouched.
    assert world.notified(ids_before) == {who: 1 for who in guessers}
    for who in guessers:
        assert [(m.id, m.content) for m in world.dms(who)] == [
            (m.id, m.content) for m in dms_before[who]
        ]
    post = guess_post(world, table_id, (await world.table(table_id)).window.opened_step)
    forms = {who: await world.click(who, post, label="Guess") for who in guessers}
    assert all(form.modal is not None for form in forms.values()), "Guess opens a form"

    # Two different wrong guesses, each typed in a form opened before anyone answered.
    wrong = [guess for guess in ("0", "2", "1") if guess != laid][:2]
    for who, throws in zip(guessers, (*wrong, laid), strict=True):
        before, ids_before = await world.table(table_id), world.message_ids()
        world.remember(await world.people[who].submit_modal(forms[who], {"throws": throws}))
        assert (await world.table(table_id)).version > before.version
        if throws != laid:
            assert f"{who[0].upper()}: not {throws}." in thread_text(world)
            assert not world.notified(ids_before), "someone was notified of another's guess"
    assert f"D recognises A's pattern: {laid}!" in thread_text(world)


def random_control(panel, rng: random.Random) -> tuple[dict, str | None]:
    """One of the panel's controls, and an option when it is a menu."""
    control = rng.choice([c for c in components(panel) if c.get("custom_id", "")])
    options = control.get("options")
    return control, (rng.choice(options)["value"] if options else None)


async def test_a_heroes_game_of_random_clicks_reaches_the_results(world):
    rng = random.Random(30)
    people = PEOPLE[:3]
    table_id = await world.open_table("alice", game="heroes", timer="off")
    await world.seat("alice", people[1:], bots=1)
    await world.press("alice", "Start")
    clicks = 0
    while (info := await world.table(table_id)).status == "playing":
        assert clicks < 1000, f"no results after {clicks} clicks"
        who = rng.choice(people)
        panel = world.dms(who)[-1]
        if not move_controls(panel):
            continue
        control, option = random_control(panel, rng)
        ids_before = world.message_ids()
        user = world.people[who].user
        if option is None:
            world.remember(await user.click(panel, custom_id=control["custom_id"]))
        else:
            world.remember(await user.select(panel, [option], custom_id=control["custom_id"]))
        clicks += 1
        after = await world.table(table_id)
        began = {w for w in people if world.user_id(w) in set(after.to_act) - set(info.to_act)}
        assert set(world.notified(ids_before)) == began, (who, control.get("label"))
        assert "out of date" not in world.dms(who)[-1].content
    assert world.thread_messages()[-1].content.startswith("🏁 **Game over**")
    assert clicks < 1000
