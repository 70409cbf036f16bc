"""Each person's DM channel is asked of Discord once (it opens one a second), and remembered
beyond discord.py's own cache of the latest 128."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord

from bot.chat.hands import Hands
from bot.chat.pacing import Pacer
from bot.chat.uploads import Uploads


class FakeBot:
    """Only what Hands asks of the bot when opening DM channels."""

    def __init__(self) -> None:
        self.opened: list[int] = []

    async def create_dm(self, user: discord.abc.Snowflake) -> SimpleNamespace:
        self.opened.append(user.id)
        return SimpleNamespace(id=10_000 + user.id)

    def get_partial_messageable(self, channel_id: int, **_: object) -> SimpleNamespace:
        return SimpleNamespace(id=channel_id)


async def test_a_dm_channel_is_opened_once_for_as_many_people_as_play():
    bot = FakeBot()
    hands = Hands(bot, Pacer(rate=float("inf")), Uploads())  # type: ignore[arg-type]
    people = range(1, 301)  # more than discord.py keeps
    hands.prepare(people)
    hands.prepare(people)  # seated at a second table meanwhile: nothing asked twice
    while len(bot.opened) < 300:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)
    hands.prepare(people)
    await asyncio.sleep(0.05)
    assert sorted(bot.opened) == list(people)
    # Every hand then goes out without asking Discord again, the first person's included.
    channels = [await hands.dm_channel(person) for person in people]
    assert [channel.id for channel in channels] == [10_000 + person for person in people]
    assert len(bot.opened) == 300
