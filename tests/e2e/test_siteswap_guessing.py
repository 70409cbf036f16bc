"""Siteswap's guessing window in Discord, through the Guess button beside the juggler.

A whole game with two people and a bot: a wrong guess and a right one typed in
the Guess form (the right one earns a card swap, chosen privately), a restart
during a performance after which the old Guess button still works, a bot that
watches a while before it guesses, and a window whose time runs out. Then the
race: two people name the same pattern, the first one committed wins and the
other is told it is too late. And live mode, where the player juggles for real.
"""

from __future__ import annotations

import logging
import re

from engines.siteswap.actions import Lay
from engines.siteswap.guessing import BASE_SECONDS, LONGEST_WATCH
from tests.e2e.world import custom_ids, labels

WRONG = "0"  # a siteswap no hand ever lays
WINDOW = 60  # guess_seconds by default


def guess_post(world, table_id: int, opened: int):
    """The picture posted when that performance began, with its Guess button."""
    button = f"jt:answer:{table_id}:{opened}"
    return next(m for m in reversed(world.thread_messages())
                if button in custom_ids(m) and m.attachments)  # fmt: skip


async def guess(world, who: str, post, throws: str):
    """Press Guess on a thread post and type `throws` in the form that opens."""
    form = await world.click(who, post, label="Guess")
    assert form.modal is not None, "Guess opens a form"
    return world.remember(await world.people[who].submit_modal(form, {"throws": throws}))


def told(result) -> str:
    """What the person who typed was told, privately."""
    message = result.followups[-1] if result.followups else result.response
    assert message.ephemeral
    return message.content


def thread_text(world) -> str:
    return "\n".join(m.content for m in world.thread_messages())


async def lay_by_dm(world, table_id: int, who: str) -> str:
    """`who` lays the first pattern their hand allows, typed in the DM form."""
    user_id = world.user_id(who)
    legal = await world.bot.service.legal_actions(table_id, user_id)
    throws = next(action.throws for action in legal if isinstance(action, Lay))
    await world.click(who, world.latest_dm_controls(who), label="Lay a new pattern")
    form = await world.click(who, world.latest_dm_controls(who), label="✏️ Your pattern")
    world.remember(await world.people[who].user.submit_modal(form, {"throws": throws}))
    return throws


def dm_labels(world, who: str) -> list[str]:
    """The labels of `who`'s latest DM controls; none while they answer on a post."""
    ask = world.latest_dm_controls(who)
    return labels(ask) if ask is not None else []


async def a_plain_move(world, who: str, table_id: int | None = None) -> None:
    """The quiet move: pass, no more guesses (a blank guess on the post that pinged them,
    when a performance is on), keep the cards, or the first choice."""
    ask = world.latest_dm_controls(who)
    window = (await world.table(table_id)).window if table_id is not None else None
    if ask is None and window is not None:
        await guess(world, who, guess_post(world, table_id, window.opened_step), "")
        return
    quiet = [o for o in ("Pass (and draw)", "No more guesses", "Keep my cards") if o in labels(ask)]
    if quiet:
        await world.click(who, ask, label=quiet[0])
    else:
        await world.click_first(who, ask)


async def wait(world, clock, seconds: float) -> None:
    """Time passes, and the bot's once-a-second timer round runs."""
    clock.advance(seconds)
    await world.env.advance_time(1)


async def right_guess_after_a_restart(world, table_id: int, opened: int, laid: str) -> None:
    """Bob guesses wrong, the bot restarts, Bob guesses right on the old post, and swaps."""
    post = guess_post(world, table_id, opened)
    wrong = await guess(world, "bob", post, WRONG)
    assert "Sent" in told(wrong)
    assert f"B: not {WRONG}." in thread_text(world)  # a wrong guess is public, with who made it

    await world.restart()
    twice = await world.click("bob", post, label="Guess")  # a second form, kept open
    right = await guess(world, "bob", post, laid)  # the button from before the restart
    assert f"B recognises A's pattern: {laid}!" in thread_text(world)
    late = world.remember(await world.people["bob"].submit_modal(twice, {"throws": laid}))
    assert "Too late" in told(late)

    # The swap is Bob's alone to choose, in the private reply to his guess.
    panel = right.followups[-1] if right.followups else right.response
    assert panel.ephemeral and "Keep my cards" in labels(panel), labels(panel)
    take = next(label for label in labels(panel) if label.startswith("Discard top"))
    given = await world.click("bob", panel, label=take)
    await world.click_first("bob", given.response if given.response else panel)
    assert "B takes the" in thread_text(world) and "B discards the" in thread_text(world)


async def a_bot_that_watches_first(world, clock, table_id: int, bot_seat: int) -> None:
    """Bob juggles; the bot watches a while, like a person, before it guesses (or gives up)."""
    waited = 0
    while bot_seat in getattr((await world.table(table_id)).window, "seats", ()):
        assert waited <= LONGEST_WATCH, "the bot never made up its mind"
        await wait(world, clock, 2)
        waited += 2
    assert BASE_SECONDS <= waited <= LONGEST_WATCH + 2


async def time_runs_out(world, clock, table_id: int) -> None:
    """The bot juggles and nobody guesses: when time is up, the bot juggles it on, clean
    (laid down) or not (dropped)."""
    await wait(world, clock, WINDOW - 5)
    assert (await world.table(table_id)).window is not None
    await wait(world, clock, 6)
    assert (await world.table(table_id)).window is None
    assert "⏱ Time is up." in thread_text(world)
    said = thread_text(world)
    assert "Nobody named it. C juggles it 20 cycles clean" in said or "C drops it" in said
    assert (await world.table(table_id)).away == ()  # not guessing is no reason to be away


async def test_a_whole_game_guessed_from_the_thread(world, clock, caplog):
    caplog.set_level(logging.INFO)
    table_id = await world.open_table("alice", game="siteswap", timer="60")
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    names = {world.user_id("alice"): "alice", world.user_id("bob"): "bob"}
    bot_seat = (await world.table(table_id)).seats.index(None)
    laid = None
    seen: set[int] = set()
    done: set[str] = set()
    for _ in range(400):
        info = await world.table(table_id)
        if info.status != "playing":
            break
        window = info.window
        if window is not None and window.opened_step not in seen:
            seen.add(window.opened_step)
            performer = next(s for s in range(len(info.seats)) if s not in window.seats)
            juggler = names.get(info.seats[performer] or 0, "bot")
            if juggler == "alice" and "right guess" not in done:
                assert laid is not None
                await right_guess_after_a_restart(world, table_id, window.opened_step, laid)
                done.add("right guess")
            elif juggler == "bob" and "bot watched" not in done:
                await a_bot_that_watches_first(world, clock, table_id, bot_seat)
                done.add("bot watched")
            elif juggler == "bot" and "time ran out" not in done:
                await time_runs_out(world, clock, table_id)
                done.add("time ran out")
        elif not info.to_act:
            await wait(world, clock, WINDOW + 1)  # only the bot is still watching
        else:
            who = names[info.to_act[0]]
            if "Lay a new pattern" in dm_labels(world, who):
                pattern = await lay_by_dm(world, table_id, who)
                laid = pattern if who == "alice" else laid
            else:
                await a_plain_move(world, who, table_id)
    assert (await world.table(table_id)).status == "finished"
    assert world.thread_messages()[-1].content.startswith("🏁 **Game over**")
    assert done == {"right guess", "bot watched", "time ran out"}
    # No log line ever held a pattern Alice laid, revealed or not.
    assert laid is not None
    assert not [r for r in caplog.records if re.search(rf"\b{laid}\b", r.getMessage())]


async def test_the_first_right_guess_wins_and_the_next_is_told_it_is_too_late(world):
    table_id = await world.open_table("alice", game="siteswap", timer="off", guess_seconds="off")
    assert (await world.table(table_id)).options["guess_seconds"] is None  # set from /play
    await world.seat("alice", ("bob", "carol"))
    await world.press("alice", "Start")
    await world.play_until(table_id, lambda info: info.to_act == (world.user_id("alice"),))
    laid = await lay_by_dm(world, table_id, "alice")
    opened = (await world.table(table_id)).window.opened_step
    post = guess_post(world, table_id, opened)
    assert laid not in post.content
    assert {a.filename for a in post.attachments} == {"table.png", "performance.gif"}
    before = (await world.table(table_id)).version
    nonsense = await guess(world, "carol", post, "no idea!")  # not a pattern at all
    assert "is not a throw" in told(nonsense)  # the reason, to Carol alone
    assert (await world.table(table_id)).version == before  # and nothing changed
    bobs = await world.click("bob", post, label="Guess")
    carols = await world.click("carol", post, label="Guess")
    first = world.remember(await world.people["bob"].submit_modal(bobs, {"throws": laid}))
    second = world.remember(await world.people["carol"].submit_modal(carols, {"throws": laid}))
    assert "Sent" in told(first) and "Too late" in told(second)
    assert f"B recognises A's pattern: {laid}!" in thread_text(world)
    assert "C recognises" not in thread_text(world)
    # The post itself loses its Guess button once the pattern is named.
    now = next(m for m in world.thread_messages() if m.id == post.id)
    assert labels(now) == ["My hand"]


async def test_live_mode_the_player_juggles_for_real(world):
    table_id = await world.open_table("alice", game="siteswap", mode="live", timer="off")
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    await world.play_until(table_id, lambda info: info.to_act == (world.user_id("alice"),))
    laid = await lay_by_dm(world, table_id, "alice")
    opened = (await world.table(table_id)).window.opened_step
    post = guess_post(world, table_id, opened)
    assert "A is juggling now" in post.content and laid not in post.content
    assert not [a for a in post.attachments if a.filename.endswith(".gif")]  # no animation
    own = await world.click("alice", post, label="Guess")
    assert "nothing for you to answer" in told(own)

    wrong = await guess(world, "bob", post, WRONG)
    assert "Sent" in told(wrong) and f"B: not {WRONG}." in thread_text(world)
    # Alice, juggling, says how it went with her private buttons.
    report = world.latest_dm_controls("alice")
    if "Report how it went" in labels(report):
        report = (
            await world.click("alice", report, label="Report how it went")
        ).response or world.latest_dm_controls("alice")
    assert {"20 cycles clean", "Dropped"} <= set(labels(report))
    await world.click("alice", report, label="20 cycles clean")
    assert f"A juggled it 20 cycles clean: {laid}" in thread_text(world)


async def test_each_player_picks_the_most_balls_they_have_flashed_in_the_lobby(world):
    table_id = await world.open_table("alice", game="siteswap", timer="off")
    await world.seat("alice", ("bob",), bots=1)
    menu = f"jt:seat:{table_id}:flashed"
    assert menu in custom_ids(world.lobby())
    picked = world.remember(await world.people["bob"].select(world.lobby(), ["11"], custom_id=menu))
    assert picked.acknowledged
    assert (
        "Most balls I have flashed (each player picks their own): **A** 9 · **B** 11 · **C** 9"
        in world.lobby().content
    )
    stranger = world.remember(
        await world.people["carol"].select(world.lobby(), ["5"], custom_id=menu)
    )
    assert "Take a seat first" in told(stranger)
    await world.press("alice", "Start")
    assert list((await world.bot.service.view_for(table_id, None)).flashed[:3]) == [9, 11, 9]
    assert menu not in custom_ids(world.lobby())  # settled once the game is on
