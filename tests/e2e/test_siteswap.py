"""A whole Siteswap game in Discord: two people and a bot, to the results.

Alice lays a pattern she types in a form; Bob makes a wrong guess through a
form, announced in the thread; the bot guesses too. Until a pattern is
revealed, no thread message holds its numbers.
"""

from __future__ import annotations

from engines.siteswap.actions import Lay
from tests.e2e.test_siteswap_guessing import guess, guess_post
from tests.e2e.world import labels

GUESS_WRONG = "0"  # never a playable pattern


async def _type(world, who: str, ask, button: str, choice: str, field: str, text: str):
    person = world.people[who].user
    await person.click(ask, label=choice)
    ask = world.latest_dm_controls(who)
    form = world.remember(await person.click(ask, label=button))
    return world.remember(await person.submit_modal(form, {field: text}))


async def test_two_people_and_a_bot_play_siteswap_to_the_end(world):
    table_id = await world.open_table("alice", game="siteswap", timer="off")
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    names = {world.user_id("alice"): "alice", world.user_id("bob"): "bob"}
    laid = guessed = None
    for _ in range(400):
        info = await world.table(table_id)
        if info.status != "playing":
            break
        who = names[info.to_act[0]]
        ask = world.latest_dm_controls(who)
        if ask is None:  # a performance: the guessers answer on the post that pinged them
            post = guess_post(world, table_id, info.window.opened_step)
            throws = GUESS_WRONG if who == "bob" and guessed is None else ""  # blank: no more
            guessed = guessed or (throws or None)
            await guess(world, who, post, throws)
            continue
        options = labels(ask)
        if who == "alice" and laid is None and "Lay a new pattern" in options:
            legal = await world.bot.service.legal_actions(table_id, info.to_act[0])
            laid = next(action.throws for action in legal if isinstance(action, Lay))
            await _type(world, "alice", ask, "✏️ Your pattern", "Lay a new pattern", "throws", laid)
        elif who == "bob" and guessed is None and "Guess the pattern" in options:
            guessed = await _type(world, "bob", ask, "✏️ Your guess", "Guess the pattern",
                                  "throws", GUESS_WRONG)  # fmt: skip
        else:
            wanted = [o for o in ("Pass (and draw)", "No more guesses", "Keep my cards")
                      if o in options]  # fmt: skip
            if wanted:
                await world.click(who, ask, label=wanted[0])
            else:
                await world.click_first(who, ask)
    assert (await world.table(table_id)).status == "finished"
    messages = [m.content for m in world.thread_messages()]
    assert messages[-1].startswith("🏁 **Game over**")
    assert laid is not None and guessed is not None
    assert any(f"B: not {GUESS_WRONG}." in m for m in messages)  # the wrong guess, in public
    # No number before the reveal (named or juggled clean), and none at all if dropped.
    shown = next((i for i, m in enumerate(messages) if f": {laid}" in m), len(messages))
    assert not any(laid in m for m in messages[:shown])
    # The juggler was shown in the thread as an animation, under a name that says nothing.
    gifs = [a for m in world.thread_messages() for a in m.attachments
            if a.filename.endswith(".gif")]  # fmt: skip
    assert gifs and {a.filename for a in gifs} == {"performance.gif"}
    assert world.attachment_bytes(gifs[0]).startswith(b"GIF8")
