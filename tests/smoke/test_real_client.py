"""The real discord.py client, logged in to a loopback stand-in of Discord, plays a lobby
to its first table picture. Only the REST base URL and the gateway URL are changed."""

from __future__ import annotations

import asyncio

import discord
import yarl

from bot.chat import create_bot
from bot.config import Settings
from tests.smoke.standin import DiscordStandIn, user

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
BOUND = 30  # seconds for the whole run; loopback only


def lobby_button(message, verb: str) -> str:
    for row in message.payload["components"]:
        for button in row["components"]:
            if button["custom_id"].startswith(f"jt:lobby:{verb}:"):
                return button["custom_id"]
    raise AssertionError(f"no {verb} button on the lobby")


async def play_a_lobby(standin: DiscordStandIn, bot: discord.Client) -> bytes:
    await standin.identified.wait()
    await bot.wait_until_ready()
    alice, bob = user(standin.new_id(), "alice"), user(standin.new_id(), "bob")
    options = [
        {"name": "target_wins", "type": 4, "value": 1},
        {"name": "timer", "type": 3, "value": "off"},
    ]
    await standin.slash(alice, "play", [{"name": "jugglers", "type": 1, "options": options}])
    lobby = await standin.wait_for(
        lambda: next(
            (m for m in standin.messages.values() if m.payload["content"].startswith("🎪")), None
        )
    )
    lobby_id = int(lobby.payload["id"])
    await standin.click(bob, lobby_id, lobby_button(lobby, "join"))
    await standin.wait_for(lambda: "2/5 seated" in lobby.payload["content"])
    asked = await standin.click(alice, lobby_id, lobby_button(lobby, "bot"))
    question = await standin.wait_for(lambda: standin.interactions[asked].original_id)
    table = lobby_button(lobby, "bot").rsplit(":", 1)[1]
    await standin.click(alice, question, f"jt:botlevel:{table}:hard")
    await standin.wait_for(lambda: "3/5 seated" in lobby.payload["content"])
    assert "Bot Cyril (hard)" in lobby.payload["content"]
    await standin.click(alice, lobby_id, lobby_button(lobby, "start"))
    picture = await standin.wait_for(
        lambda: next(
            (m for m in standin.messages.values() if m.channel_id in standin.threads and m.files),
            None,
        )
    )
    # The lobby says where the game went once hands and picture are out.
    await standin.wait_for(lambda: "The game is on in" in lobby.payload["content"])
    assert list(picture.files) == ["table.png"]
    return picture.files["table.png"]


async def test_a_lobby_reaches_its_first_table_picture(tmp_path, monkeypatch):
    standin = DiscordStandIn()
    await standin.start()
    monkeypatch.setattr(discord.http.Route, "BASE", standin.api_base)
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(standin.gateway_url)
    )
    settings = Settings(_env_file=None, database_url=f"sqlite:///{tmp_path / 'smoke.db'}")  # type: ignore[call-arg]
    bot = create_bot(settings)
    running = asyncio.create_task(bot.start("not-a-real-token"))
    try:
        picture = await asyncio.wait_for(play_a_lobby(standin, bot), timeout=BOUND)
    finally:
        await bot.close()
        await asyncio.wait_for(running, timeout=BOUND)
        await standin.close()
    assert picture.startswith(PNG_MAGIC)
    assert set(standin.callbacks) and not standin.unknown
