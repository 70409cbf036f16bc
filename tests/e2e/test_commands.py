"""The commands: generated from the game registry, synced where the settings say, and
answering privately when they refuse."""

from __future__ import annotations

import discord
import pytest
import simcord

import engines
from bot.config import Settings
from tests.e2e.world import labels, new_bot


def test_the_bot_is_built_without_network_or_token(tmp_path):
    bot = new_bot(f"sqlite:///{tmp_path / 'x.db'}")
    assert bot.intents == discord.Intents(guilds=True)
    assert not bot.intents.message_content and not bot.intents.members
    assert not hasattr(bot, "store")  # nothing is opened before start


def test_run_bot_without_a_token_says_what_to_set(capsys):
    from bot.chat import run_bot

    assert run_bot(Settings(_env_file=None, discord_token=None)) == 2  # type: ignore[call-arg]
    assert "DISCORD_TOKEN" in capsys.readouterr().err


async def test_every_game_has_a_play_subcommand_with_typed_options(world):
    commands = world.people["alice"].available_commands(world.channel)
    for key in engines.keys():
        assert f"play {key}" in commands
    for name in ("hand", "rules", "leaderboard", "stats", "table cancel", "table kick"):
        assert name in commands
    play = next(c for c in await world.bot.tree.fetch_commands() if c.name == "play")
    jugglers = {o.name: o for o in next(s for s in play.options if s.name == "jugglers").options}
    target = jugglers["target_wins"]
    assert target.type is discord.AppCommandOptionType.integer
    assert (target.min_value, target.max_value) == (1, 5)
    assert target.description == "round wins needed to win the match"
    assert jugglers["dummy_sigils"].type is discord.AppCommandOptionType.boolean
    assert [c.value for c in jugglers["timer"].choices] == ["60", "180", "600", "3600", "off"]
    assert not any(option.required for option in jugglers.values())
    with pytest.raises(simcord.OptionError):
        await world.people["alice"].slash(world.channel, "play jugglers", target_wins=9)


async def test_rules_are_paged_privately(world):
    shown = await world.slash("alice", "rules", game="jugglers")
    page = shown.response
    assert (
        page.ephemeral
        and page.embeds[0].title == "Jugglers: poker hands and secret sigils · Overview"
    )
    assert page.embeds[0].footer.text.startswith("Page 1 of ")
    assert labels(page) == ["◀ Previous", "Next ▶"]
    await world.click("alice", page, label="Next ▶")
    assert shown.response.embeds[0].footer.text.startswith("Page 2 of ")
    await world.click("alice", shown.response, label="◀ Previous")
    assert shown.response.embeds[0].footer.text.startswith("Page 1 of ")
    for _ in range(20):
        embed = shown.response.embeds[0]
        assert len(embed.description) <= 4000
        if labels(shown.response) and not shown.response.components[0]["components"][1].get(
            "disabled"
        ):
            await world.click("alice", shown.response, label="Next ▶")
        else:
            break
    assert "Clarifications" in shown.response.embeds[0].title


async def test_no_table_here_and_an_empty_leaderboard(world):
    hand = await world.slash("alice", "hand")
    assert hand.response.content == "There is no open table in this channel or thread."
    board = await world.slash("alice", "leaderboard")
    assert "Nobody is rated yet" in board.response.embeds[0].description
    stats = await world.slash("alice", "stats")
    assert "has no rated games here yet" in stats.response.embeds[0].description


async def test_rematch_opens_a_lobby_with_the_same_options(world):
    table_id = await world.open_table("alice", target_wins=1, timer="off", dummy_sigils=False)
    await world.seat("alice", bots=1)
    await world.press("alice", "Start")
    await world.play_out(table_id)
    over = world.thread_messages()[-1]
    result = await world.click("bob", over, label="Rematch")
    assert result.response.content.startswith(f"Table #{table_id + 1} is open: ")
    info = await world.bot.service.active_table(world.channel.id)
    assert info.host_id == world.user_id("bob") and info.options["dummy_sigils"] is False
    assert info.timer is None and info.options["target_wins"] == 1
    assert world.lobby().content.startswith(
        f"🎪 **Jugglers: poker hands and secret sigils** · table #{info.id}"
    )


async def test_commands_sync_to_the_development_server_only(tmp_path, bots):
    guild_id = 4242 << 22
    bot = new_bot(f"sqlite:///{tmp_path / 'dev.db'}", dev_guild_id=guild_id)
    bots.append(bot)
    async with simcord.run(bot) as env:
        dev = env.create_guild("dev", id=guild_id)
        other = env.create_guild("other")
        tester = dev.add_member(env.create_user("tester"))
        stranger = other.add_member(env.create_user("stranger"))
        assert "play jugglers" in tester.available_commands(dev.create_text_channel("test"))
        assert stranger.available_commands(other.create_text_channel("test")) == ()
