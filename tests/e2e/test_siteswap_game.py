"""A whole Siteswap game in Discord with two people and a bot, to the results (issue 31,
point 7): the hints come into the thread a third and two thirds of the way through the
guessing time, a pattern nobody named is dropped (its cards go back, its numbers never
shown), and nothing in the thread tells how many cards a performance holds."""

from __future__ import annotations

import re

from tests.e2e.test_siteswap_guessing import (
    a_plain_move,
    dm_labels,
    lay_by_dm,
    thread_text,
    wait,
)

WINDOW = 60  # guess_seconds by default


async def _watch_the_hints(world, clock, table_id: int) -> list[str]:
    """Time passes through a performance, a third at a time: the hints said so far."""
    said = []
    for number in (2, 3):
        await wait(world, clock, WINDOW / 3)
        info = await world.table(table_id)
        if info.window is None:  # named (or given up on) before this hint was due
            break
        assert f"Hint {number} of 3" in thread_text(world), number
        said.append(number)
    return said


async def test_a_whole_game_with_hints_in_the_thread_and_a_dropped_pattern(world, clock):
    table_id = await world.open_table("alice", game="siteswap", timer="600")
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    names = {world.user_id("alice"): "alice", world.user_id("bob"): "bob"}
    laid: dict[str, list[str]] = {"alice": [], "bob": []}
    hints_seen: list[int] = []
    watched: set[int] = set()
    for _ in range(600):
        info = await world.table(table_id)
        if info.status != "playing":
            break
        window = info.window
        if window is not None and window.opened_step not in watched:
            watched.add(window.opened_step)
            assert "Hint 1 of 3: it is juggled with" in thread_text(world)
            hints_seen += await _watch_the_hints(world, clock, table_id)
            continue
        if not info.to_act:
            await wait(world, clock, WINDOW + 1)  # the bot watching, or the window to close
            continue
        who = names[info.to_act[0]]
        if "Lay a new pattern" in dm_labels(world, who):
            laid[who].append(await lay_by_dm(world, table_id, who))
        else:  # no more guesses, a pass, keeping the cards
            await a_plain_move(world, who, table_id)
    info = await world.table(table_id)
    assert info.status == "finished"
    said = thread_text(world)
    assert world.thread_messages()[-1].content.startswith("🏁 **Game over**")
    assert 2 in hints_seen and 3 in hints_seen
    # A pattern was dropped: its cards went back, its numbers never shown.
    drops = re.findall(r"Nobody named it\. ([AB]) drops it: the cards go back to \1's hand\.",
                       said)  # fmt: skip
    assert drops, "no pattern was dropped"
    revealed = set(re.findall(r"(?:recognises [A-C]'s pattern|is laid face up): ?(\w+)", said))
    revealed |= set(re.findall(r": (\w+) is laid face up", said))
    dropped_somewhere = [p for who in laid for p in laid[who] if p not in revealed]
    assert dropped_somewhere
    # Nothing said how many cards went into a performance.
    assert not re.search(r"lays \d+ cards?|inserts \d+ cards?|\d+ cards? face down", said)
    assert "played before" not in said
