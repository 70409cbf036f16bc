"""Forms survive restarts as buttons do, and a blank guess is a pass.

A form opened before the bot restarts is submitted after it, and the move
lands as if nothing had happened: Siteswap's "Guess" (from the public post)
and "Your pattern" (from the DMs), and Juggler's "Your word". The Guess box
may be left empty, which passes, as the rules page says.
"""

from __future__ import annotations

from pathlib import Path

from engines.juggler.solver import best_word
from engines.siteswap.actions import Lay
from tests.e2e.test_juggler_words import _open_form, _to_the_reveal
from tests.e2e.test_siteswap_guessing import guess_post, lay_by_dm, thread_text, told

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules" / "siteswap.md"


def box(form) -> dict:
    """The one text box of a form as Discord received it."""
    [row] = form.modal["components"]
    return row["component"] if "component" in row else row["components"][0]


async def _a_performance(world, people: tuple[str, ...] = ("bob",)) -> tuple[int, str, int]:
    """Alice lays a pattern for the others to guess: the table, the pattern, the window."""
    table_id = await world.open_table("alice", game="siteswap", timer="off", guess_seconds="off")
    await world.seat("alice", people, bots=1)
    await world.press("alice", "Start")
    await world.play_until(table_id, lambda info: info.to_act == (world.user_id("alice"),))
    laid = await lay_by_dm(world, table_id, "alice")
    return table_id, laid, (await world.table(table_id)).window.opened_step


async def test_a_guess_typed_before_a_restart_is_sent_after_it(world):
    table_id, laid, opened = await _a_performance(world)
    form = await world.click("bob", guess_post(world, table_id, opened), label="Guess")
    assert form.modal is not None

    await world.restart()

    sent = world.remember(await world.people["bob"].submit_modal(form, {"throws": laid}))
    assert sent.acknowledged and "Sent" in told(sent)
    assert f"B recognises A's pattern: {laid}!" in thread_text(world)


async def test_a_pattern_typed_before_a_restart_is_laid_after_it(world):
    table_id = await world.open_table("alice", game="siteswap", timer="off")
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    await world.play_until(table_id, lambda info: info.to_act == (world.user_id("alice"),))
    legal = await world.bot.service.legal_actions(table_id, world.user_id("alice"))
    throws = next(action.throws for action in legal if isinstance(action, Lay))
    await world.click("alice", world.latest_dm_controls("alice"), label="Lay a new pattern")
    form = await world.click("alice", world.latest_dm_controls("alice"), label="✏️ Your pattern")
    assert box(form)["required"] is True  # a pattern must be typed
    version = (await world.table(table_id)).version

    await world.restart()

    laid = world.remember(await world.people["alice"].user.submit_modal(form, {"throws": throws}))
    assert laid.acknowledged
    info = await world.table(table_id)
    assert info.version > version and info.window is not None  # it is being juggled
    assert "lays a pattern face down and juggles it: who recognises it?" in thread_text(world)
    assert throws not in thread_text(world)


async def test_a_word_typed_before_a_restart_counts_after_it(world):
    table_id = await _to_the_reveal(world)
    form = await _open_form(world, "bob")
    hand = (await world.bot.service.view_for(table_id, world.user_id("bob"))).hand
    word = best_word("".join(hand))

    await world.restart()

    sent = world.remember(await world.people["bob"].user.submit_modal(form, {"word": word}))
    assert "⏳ Waiting for" in sent.response.content  # Bob's panel: his word is in
    assert world.user_id("bob") not in (await world.table(table_id)).to_act
    assert "B has named a word." in thread_text(world)


async def test_a_blank_guess_is_a_pass(world):
    assert "a blank guess is a pass" in " ".join(RULES.read_text().split())
    table_id, laid, opened = await _a_performance(world, ("bob", "carol"))
    post = guess_post(world, table_id, opened)
    form = await world.click("bob", post, label="Guess")
    assert box(form)["required"] is False
    blank = world.remember(await world.people["bob"].submit_modal(form, {}))
    assert "you pass" in told(blank)
    assert "B makes no more guesses." in thread_text(world)
    info = await world.table(table_id)
    assert world.user_id("bob") not in info.to_act and world.user_id("carol") in info.to_act

    # The same from the private panel ("My hand"): "Guess the pattern", then an empty form.
    panel = (await world.open_hand("carol")).response
    picked = await world.click("carol", panel, label="Guess the pattern")
    form = await world.click("carol", picked.response or panel, label="✏️ Your guess")
    assert box(form)["required"] is False
    world.remember(await world.people["carol"].submit_modal(form, {"throws": "  "}))
    assert "C makes no more guesses." in thread_text(world)
    assert f"recognises A's pattern: {laid}" not in thread_text(world)
    assert world.user_id("carol") not in (await world.table(table_id)).to_act
