"""The bot's pacing keeps it under Discord's global limit, and coalesces waiting edits."""

from __future__ import annotations

import asyncio
import time

from bot.chat import sending
from bot.chat.pacing import Pacer
from tests.smoke.limits import RateLimits
from tests.smoke.running import bot_in_standin


async def test_tokens_are_spent_at_the_rate():
    pacer = Pacer(rate=50.0, burst=2.0)
    started = time.monotonic()
    for _ in range(7):
        await pacer.take()
    elapsed = time.monotonic() - started
    assert 0.09 <= elapsed < 1.0  # 2 at once, then 5 at 50 a second


async def test_waiting_edits_of_one_message_are_merged_newest_first():
    pacer = Pacer(rate=20.0, burst=1.0)
    sent: list[tuple[int, dict]] = []

    def edit(key: int):
        async def now(changes: dict) -> None:
            sent.append((key, changes))

        return now

    await pacer.latest(1, edit(1), {"content": "move 1"})  # a token: sent at once
    assert sent == [(1, {"content": "move 1"})]
    await pacer.latest(1, edit(1), {"content": "move 2", "view": "a"})  # waits
    await pacer.latest(2, edit(2), {"content": "other"})
    await pacer.latest(1, edit(1), {"content": "move 3"})  # joins the waiting one
    await pacer.drain()
    assert sent[1:] == [(1, {"content": "move 3", "view": "a"}), (2, {"content": "other"})]
    assert pacer.coalesced == 1


async def test_a_held_edit_waits_for_the_rest_of_its_burst():
    pacer = Pacer(rate=50.0, burst=10.0)
    sent: list[dict] = []

    async def now(changes: dict) -> None:
        sent.append(changes)

    await pacer.latest(1, now, {"content": "move 1"}, hold=0.2)  # tokens free, but held
    await pacer.latest(1, now, {"content": "move 2"}, hold=0.2)
    await asyncio.sleep(0.05)
    assert sent == []
    await pacer.latest(1, now, {"content": "move 3", "view": "b"}, hold=0.2)
    await pacer.drain()
    assert sent == [{"content": "move 3", "view": "b"}] and pacer.coalesced == 2
    await pacer.latest(1, now, {"content": "move 4"})  # no hold, a token: at once
    assert sent[-1] == {"content": "move 4"}
    unlimited = Pacer(rate=float("inf"))
    await unlimited.latest(1, now, {"content": "simulated"}, hold=5.0)
    assert sent[-1] == {"content": "simulated"}, "a simulated Discord is never held"


async def test_a_dropped_edit_is_never_sent_and_leaves_its_turn_to_the_next():
    pacer = Pacer(rate=20.0, burst=1.0)
    await pacer.take()  # the bucket is empty now: edits wait in line
    sent: list[tuple[int, str]] = []

    def edit(key: int):
        async def now(changes: dict) -> None:
            sent.append((key, changes["content"]))

        return now

    await pacer.latest(1, edit(1), {"content": "status of table 1"})
    await pacer.latest(2, edit(2), {"content": "status of table 2"})
    await pacer.latest(3, edit(3), {"content": "held status"}, hold=0.1)
    assert pacer.drop(1) and pacer.drop(3)
    assert not pacer.drop(1), "nothing left to drop"
    await pacer.latest(3, edit(3), {"content": "newer status"}, hold=0.1)  # after the drop
    await pacer.drain()
    assert sent == [(2, "status of table 2"), (3, "newer status")]
    assert pacer.dropped == 2
    assert not pacer.drop(2), "an edit already sent is not dropped"


async def test_a_hand_goes_ahead_of_the_others_waiting():
    pacer = Pacer(rate=50.0, burst=1.0)
    await pacer.take()  # the bucket is empty now
    order: list[str] = []

    async def taker(name: str, first: bool) -> None:
        await pacer.take(first=first)
        order.append(name)

    waiting = [asyncio.create_task(taker(f"status {i}", False)) for i in range(3)]
    await asyncio.sleep(0)
    waiting.append(asyncio.create_task(taker("hand", True)))
    await asyncio.gather(*waiting)
    assert order == ["hand", "status 0", "status 1", "status 2"]


async def test_unlimited_pacing_never_waits():
    pacer = Pacer(rate=float("inf"))
    started = time.monotonic()
    for _ in range(1000):
        await pacer.take()
    assert time.monotonic() - started < 0.5


async def test_a_burst_past_fifty_a_second_draws_no_refusal(tmp_path):
    """120 posts in 120 channels at once: unpaced, Discord would refuse most past the first
    50; paced, none is refused and they take about two and a half seconds."""
    limits = RateLimits()
    async with bot_in_standin(tmp_path, limits) as (standin, bot):
        pacer = Pacer()
        started = time.monotonic()
        posted = await asyncio.gather(
            *(sending.send(bot, pacer, standin.new_id(), f"n{i}") for i in range(120))
        )
        elapsed = time.monotonic() - started
    assert all(message is not None for message in posted)
    assert limits.refused == {} and not any(call.status == 429 for call in standin.calls)
    assert 1.5 < elapsed < 10


async def test_a_token_given_back_goes_to_the_next_waiting():
    pacer = Pacer(rate=1.0, burst=1.0)  # one token, the next a second later
    await pacer.take()
    order: list[str] = []

    async def taker(name: str) -> None:
        await pacer.take()
        order.append(name)

    waiting = asyncio.create_task(taker("status"))
    await asyncio.sleep(0.01)
    pacer.give_back()  # a post that gave way to a newer one: its turn goes on at once
    await asyncio.wait_for(waiting, 0.2)
    assert order == ["status"]
    pacer.give_back()  # nobody waits: the bucket has it again
    assert pacer.try_take()


async def test_a_token_kept_for_a_table_skips_the_line_once():
    pacer = Pacer(rate=1.0, burst=1.0)
    await pacer.take(key=7)  # a table's picture, in line: it gives way to a newer one
    pacer.keep(7)
    other = asyncio.create_task(pacer.take())  # another table's call, waiting its turn
    await asyncio.sleep(0.01)
    await asyncio.wait_for(pacer.take(key=7), 0.05)  # the newer picture: in its place
    assert not other.done()
    second = asyncio.create_task(pacer.take(key=7))  # kept once only: now in line
    await asyncio.sleep(0.01)
    assert not second.done()
    await asyncio.wait_for(asyncio.gather(other, second), 3)
    pacer.keep(8)
    pacer.release(8)  # not needed after all: the bucket has it again
    assert pacer.try_take()
