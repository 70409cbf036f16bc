"""Each test: a fresh SQLite file, and SimCord's server with the real bot, a channel and
four people."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import bot.tables.lobby
from tests.e2e.world import Clock, World, new_bot

PEOPLE = ("alice", "bob", "carol", "dave")


@pytest.fixture(autouse=True)
def same_deal_every_run(monkeypatch):
    """Tables get a fixed seed, so a failing game can be replayed."""
    monkeypatch.setattr(bot.tables.lobby, "secrets", SimpleNamespace(randbits=lambda bits: 7))


@pytest.fixture
def db_url(tmp_path):
    return f"sqlite:///{tmp_path / 'e2e.db'}"


@pytest.fixture
async def bots():
    """Every bot a test started; their databases close after SimCord has shut them down."""
    made = []
    yield made
    for each in made:
        if hasattr(each, "store"):
            await each.store.close()


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def simcord_bot(bots, db_url, clock):
    bots.append(new_bot(db_url, clock))
    return bots[-1]


@pytest.fixture
async def world(simcord_env, bots, db_url, clock):
    guild = simcord_env.create_guild("Jugglers club")
    channel = guild.create_text_channel("games")
    people = {name: guild.add_member(simcord_env.create_user(name)) for name in PEOPLE}
    world = World(simcord_env, db_url, guild, channel, people, bots, clock)
    yield world
    unanswered = [result for result in world.results if not result.acknowledged]
    assert not unanswered, f"interactions left unanswered: {unanswered}"
