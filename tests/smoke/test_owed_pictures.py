"""At Discord's limit, a thread whose next pictures queue up posts only the newest: the
pictures nobody saw yet are skipped, and so are status edits still in line when a newer
picture posts; their lines are shown in the post that replaces them, so every move's
line is in the thread exactly once."""

from __future__ import annotations

import asyncio

from bot.chat.text import BULLET
from bot.web.record import public_history
from engines.core.messages import english
from tests.smoke.limits import RateLimits
from tests.smoke.players import Table
from tests.smoke.running import bot_in_standin, quiet

BOUND = 120
CLICKS = 10


async def _thread_after_quick_clicks(tmp_path, calls_per_second: float):
    """A person and three bots at Jugglers, the person clicking as fast as their controls
    come: the thread's posts (as last edited) with their bullet lines, and the game's
    public lines."""
    async with bot_in_standin(
        tmp_path, RateLimits(), bot_pause=0.0, calls_per_second=calls_per_second
    ) as (standin, client):
        table = Table(standin, client, 1)
        await table.open("jugglers", bots=3)
        await asyncio.wait_for(table.play_moves(CLICKS), BOUND)
        history = await public_history(client.store, table.table_id)
        assert history is not None
        thread = standin.by_channel.setdefault(table.thread_id or 0, [])

        def shown() -> list[str]:
            posts = [standin.messages[i].payload for i in thread]
            return [line[len(BULLET):] for p in posts for line in p["content"].splitlines()
                    if line.startswith(BULLET)]  # fmt: skip

        # The thread catches up: every public line, and the line opening the game.
        await asyncio.wait_for(standin.wait_for(lambda: len(shown()) > len(history.lines)), BOUND)
        await quiet(standin)
        pictures = [i for i in thread if standin.messages[i].payload.get("attachments")]
        dropped = client.notifier.pacer.dropped  # status edits a newer picture made needless
        return len(pictures), shown(), [english(line) for line in history.lines], dropped


async def test_queued_pictures_give_way_to_the_newest_and_no_line_is_lost(tmp_path):
    slow = await _thread_after_quick_clicks(tmp_path / "s", 2.0)
    fast = await _thread_after_quick_clicks(tmp_path / "f", 42.0)
    (slow_pictures, slow_lines, slow_log, slow_dropped) = slow
    (fast_pictures, fast_lines, fast_log, _) = fast
    assert len(slow_log) > CLICKS and len(fast_log) > CLICKS
    # At two calls a second, queued pictures gave way to newer ones; at 42 none queued.
    assert slow_pictures < fast_pictures
    # and status edits still in line when a newer picture posted were never sent: the
    # new post shows their lines.
    assert slow_dropped > 0
    # Every public line is in the thread exactly once, after the game's opening line.
    for shown, log in ((slow_lines, slow_log), (fast_lines, fast_log)):
        assert shown[1:] == log, (shown, log)
