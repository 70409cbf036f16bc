"""Many tables at once through the loopback Discord with its limits on: how fast clicks are
acknowledged, how soon hands and thread statuses show, and whether Discord refused
anything. Shared by bench/discord_load.py (the issue's loads) and a CI-sized test.

Each table has one person and three bots in its own channel. Tables open one
after another, then `together` of them are started at once (the hands must
reach people soon after), then each person clicks their latest controls every
`every` seconds (staggered across tables) for `seconds`.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import discord

from tests.smoke.apart import bot_apart
from tests.smoke.limits import CHANNEL_WINDOW, RateLimits
from tests.smoke.players import Table, controls
from tests.smoke.running import bot_in_standin, quiet
from tests.smoke.standin import DiscordStandIn

UNSHOWN_AFTER = 60.0  # seconds after the last click before a move not shown counts as lost


@dataclass
class Load:
    tables: int
    every: float
    seconds: float
    acks: list[float] = field(default_factory=list)  # click -> acknowledged
    hands: list[float] = field(default_factory=list)  # Start -> the hand's DM
    statuses: list[float] = field(default_factory=list)  # move -> thread shows it
    refused: dict[str, int] = field(default_factory=dict)
    refused_kinds: list[str] = field(default_factory=list)
    clicks: int = 0
    unshown: int = 0  # moves the thread had not shown when the run ended
    timing: set[asyncio.Task[None]] = field(default_factory=set)  # clicks still being timed


class Showings:
    """When a thread next showed its table after a click: the first post or edit landing
    there since. Resolved from each call as it lands, looking only at that call's
    thread, as thousands of clicks may wait at once in a run whose statuses lag."""

    def __init__(self, standin: DiscordStandIn) -> None:
        self._standin = standin
        self._seen = 0  # calls already looked at
        self._waiting: defaultdict[int, list[tuple[float, asyncio.Future[float]]]] = defaultdict(
            list
        )
        standin.watchers.append(self._landed)

    def after(self, thread: int, sent: float) -> asyncio.Future[float]:
        """When `thread` first showed the table at or after `sent` (stand-in's time)."""
        shown: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        landed = [at for at in self._standin.shown_at.get(thread, []) if at >= sent]
        if landed:
            shown.set_result(landed[0])
        else:
            self._waiting[thread].append((sent, shown))
        return shown

    def _landed(self) -> None:
        calls = self._standin.calls
        for call in calls[self._seen :]:
            if call.status != 200 or call.kind not in ("create", "edit"):
                continue
            still = []
            for sent, shown in self._waiting.pop(call.channel_id, []):
                if shown.done():
                    continue
                if call.at >= sent:
                    shown.set_result(call.at)
                else:
                    still.append((sent, shown))
            if still:
                self._waiting[call.channel_id] = still
        self._seen = len(calls)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


async def _start_at_once(standin: DiscordStandIn, tables: list[Table], load: Load) -> None:
    """Start every table at the same moment; time each person's first hand DM from Start
    to when the stand-in received it (not to when this coroutine next ran)."""
    pressed = {table.table_id: time.monotonic() for table in tables}
    waiting = {table.table_id: table for table in tables}

    def dealt() -> None:
        for table_id, table in list(waiting.items()):
            if table.latest_controls(table.people[0]) is not None:
                load.hands.append(time.monotonic() - pressed[table_id])
                del waiting[table_id]

    standin.watchers.append(dealt)
    try:
        await asyncio.gather(*(table.press_start() for table in tables))
        await standin.wait_for(lambda: not waiting)
    finally:
        standin.watchers.remove(dealt)


async def _click_on(standin: DiscordStandIn, showings: Showings, table: Table, load: Load,
                    until: float) -> None:  # fmt: skip
    """One person clicking their latest controls every `load.every` seconds. Controls are
    offered in their DM only while moves are (a DM's are taken off once its turn is
    over), so what they see is all they go by, as the bot may run elsewhere."""
    person = table.people[0]
    while time.monotonic() < until:
        posted = table.latest_controls(person)
        if posted is not None:
            chosen = controls(posted)[0]
            sent = time.monotonic()
            if chosen["type"] == 3:
                value = [chosen["options"][0]["value"]]
                interaction = await standin.select(
                    person, int(posted.payload["id"]), chosen["custom_id"], value
                )
            else:
                interaction = await standin.click(
                    person, int(posted.payload["id"]), chosen["custom_id"]
                )
            load.clicks += 1
            timed = asyncio.get_running_loop().create_task(
                _time_answers(standin, showings, table, interaction, sent, load)
            )
            load.timing.add(timed)
            timed.add_done_callback(load.timing.discard)
        await asyncio.sleep(load.every)


async def _time_answers(standin: DiscordStandIn, showings: Showings, table: Table,
                        interaction: int, sent: float, load: Load) -> None:  # fmt: skip
    """The click's acknowledgement and, for a click that makes a move (acknowledged by a
    deferral, then played), when the thread next showed the table (a post or an edit
    landing there after the click)."""
    await standin.wait_for(lambda: standin.interactions[interaction].acknowledged_at)
    load.acks.append(standin.interactions[interaction].acknowledged_at - sent)  # type: ignore[operator]
    if (standin.callbacks[interaction] or {}).get("type") != 6:
        return  # a click that only narrows the choice (answered in place) moves nothing
    # Landing times are the stand-in's (when Discord had the post or edit), so however
    # late this coroutine wakes, the lag measured is the bot's, never this harness's.
    shown = await showings.after(table.thread_id or 0, sent)
    load.statuses.append(shown - sent)


@asynccontextmanager
async def _standin_and_bot(
    folder: Path, limits: RateLimits, tables: int, apart: bool
) -> AsyncIterator[tuple[DiscordStandIn, discord.Client | None]]:
    """The stand-in and the bot (None when `apart`: in a process of its own). Timed here
    is how fast the bot answers under Discord's limits; the pause bots take on purpose
    before their moves show (BOT_PAUSE_SECONDS, at most 2 s a status, see
    bot.chat.thinking) would add itself to every status, so it is switched off."""
    if apart:
        async with bot_apart(folder, limits, channels=tables, bot_pause=0.0) as standin:
            yield standin, None
    else:
        async with bot_in_standin(folder, limits, channels=tables, bot_pause=0.0) as both:
            yield both


async def run_load(folder: Path, tables: int, every: float, seconds: float,
                   together: int, apart: bool = False) -> Load:  # fmt: skip
    """The load; `apart`: the bot in a process of its own (see `tests.smoke.apart`)."""
    load = Load(tables, every, seconds)
    limits = RateLimits()
    async with _standin_and_bot(folder, limits, tables, apart) as (standin, bot):
        seated = []
        for channel_id in standin.channel_ids:
            table = Table(standin, bot, 1, channel_id)
            await table.open("jugglers", bots=3, start=False)
            seated.append(table)
        # People fill lobbies over a while: the lobby's edits and the DM channels opened
        # ahead (one a second) are done, and their windows past, before tables start.
        await standin.wait_for(lambda: len(standin.dm_channels) >= tables)
        await quiet(standin)
        await asyncio.sleep(CHANNEL_WINDOW)
        for first in range(0, tables, together):
            await _start_at_once(standin, seated[first : first + together], load)
        until = time.monotonic() + seconds
        showings = Showings(standin)
        stagger = every / max(tables, 1)

        async def person(index: int) -> None:
            await asyncio.sleep(index * stagger)
            await _click_on(standin, showings, seated[index], load, until)

        await asyncio.gather(*(person(i) for i in range(tables)))
        await quiet(standin)
        if load.timing:  # a move the thread never showed counts, rather than vanishing
            _, never = await asyncio.wait(set(load.timing), timeout=UNSHOWN_AFTER)
            load.unshown = len(never)
            for task in never:
                task.cancel()
    load.refused = dict(limits.refused)
    load.refused_kinds = [call.kind for call in standin.calls if call.status == 429]
    return load
