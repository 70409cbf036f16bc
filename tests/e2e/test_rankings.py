"""Leaderboards, stats, history and server settings, as people on a server use them.

Finished games are played through the table service with random legal moves
(clicking every move would take far longer and is covered elsewhere); every
command is then typed as a member would.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import discord

from bot.tables.rankings import DAY, Rankings
from tests.e2e.world import PNG_MAGIC, World, components
from tests.tables.helpers import play_to_end

SHORT = {"target_wins": 1, "timer": "off"}
MENTION = re.compile(r"<@(\d+)>")


async def finished(world: World, people: tuple[str, ...], bots: int = 0, seed: int = 0) -> int:
    """A finished Jugglers game at the world's channel, hosted by the first person."""
    service = world.bot.service
    host = world.user_id(people[0])
    created = await service.create("jugglers", world.guild.id, world.channel.id, host, SHORT)
    table_id = created.table.id
    for who in people[1:]:
        await service.join(table_id, world.user_id(who))
    for _ in range(bots):
        await service.add_bot(table_id, host)
    await service.start(table_id, host)
    await play_to_end(service, table_id, random.Random(seed))
    return table_id


def manager(world: World, name: str = "erin") -> str:
    role = world.guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    world.people[name] = world.guild.add_member(world.env.create_user(name), roles=[role])
    return name


def reply(result: Any) -> Any:
    """The message a command ended with (a followup after a deferral, else the response)."""
    return result.followups[-1] if result.followups else result.response


def embed_of(result: Any) -> discord.Embed:
    return reply(result).embeds[0]


def deep_keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*(deep_keys(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(deep_keys(item) for item in value))
    return set()


async def test_leaderboard_ranks_people_only_after_enough_games_and_never_bots(world):
    for seed in range(2):
        await finished(world, ("alice", "bob"), bots=1, seed=seed)
    await finished(world, ("carol",), bots=2)  # bots only: counted in stats, never ranked

    board = await world.slash("alice", "leaderboard", game="jugglers")
    embed = embed_of(board)
    assert embed.title == "Leaderboard · Jugglers · all time"
    assert "Nobody is rated yet" in embed.description  # 2 games each, 3 needed
    assert embed.footer.text.startswith("Ranked after 3 games with other people · by rating:")
    assert "mu" not in embed.footer.text and "σ" not in embed.footer.text
    assert [a.filename for a in reply(board).attachments] == ["leaderboard.png"]

    await world.slash(manager(world), "settings ranked-after", games=1)
    board = await world.slash("alice", "leaderboard", game="jugglers")
    embed, message = embed_of(board), reply(board)
    assert not message.ephemeral and embed.image.url == "attachment://leaderboard.png"
    assert world.attachment_bytes(message.attachments[0]).startswith(PNG_MAGIC)
    expected = await Rankings(world.bot.store).leaderboard(world.guild.id, "jugglers")
    listed = [int(found) for found in MENTION.findall(embed.description)]
    assert listed == [row.user_id for row in expected]
    assert set(listed) == {world.user_id("alice"), world.user_id("bob")}
    assert "Bot" not in embed.description
    first, second = embed.description.splitlines()
    for line, medal in ((first, "🥇 "), (second, "🥈 ")):  # a medal needs a win
        assert line.startswith(medal) == (" · 0 wins · " not in line)
    assert "· 2 games ·" in first and "% won" in first
    ratings = [float(re.search(r"\*\*(-?[\d.]+)\*\*", line)[1]) for line in (first, second)]
    assert ratings == sorted(ratings, reverse=True)

    overall = embed_of(await world.slash("bob", "leaderboard"))
    assert overall.title == "Leaderboard · every game · all time"
    assert overall.footer.text.endswith("· by wins, then win rate")
    assert len(overall.description.splitlines()) == 2 and "Bot" not in overall.description


async def test_leaderboard_of_the_last_week_counts_that_week_only(world):
    await world.slash(manager(world), "settings ranked-after", games=1)
    await finished(world, ("alice", "bob"), seed=1)
    week = embed_of(await world.slash("alice", "leaderboard", period="week"))
    assert week.title == "Leaderboard · every game · last 7 days"
    assert week.footer.text == (
        "Ranked after 1 game with other people in this period · by wins, then win rate"
    )
    assert re.search(r"\*\*\d+ wins?\*\* · 1 game · \d+% won", week.description)
    world.clock.advance(8 * DAY)
    later = embed_of(await world.slash("alice", "leaderboard", period="week"))
    assert "Nobody is rated yet for the last 7 days" in later.description
    month = embed_of(await world.slash("alice", "leaderboard", game="jugglers", period="month"))
    assert month.title == "Leaderboard · Jugglers · last 30 days"
    assert len(month.description.splitlines()) == 2


async def test_stats_of_a_player_of_someone_new_and_of_a_bot(world):
    tables = [await finished(world, ("alice", "bob"), bots=1, seed=s) for s in range(2)]
    await finished(world, ("carol",), bots=1)

    stats = embed_of(await world.slash("bob", "stats", user=world.people["alice"]))
    assert stats.title == "Stats · alice"
    assert stats.description.startswith(f"<@{world.user_id('alice')}>: **2 games**, **")
    assert "favourite game **Jugglers**" in stats.description
    fields = {field.name: field.value for field in stats.fields}
    assert list(fields) == ["Rating per game", "Best results", "Latest games"]
    assert re.fullmatch(
        r"Jugglers · \*\*-?[\d.]+\*\* · 2 games, \d wins? \(ranked after 3\)",
        fields["Rating per game"],
    )
    latest = fields["Latest games"].splitlines()
    assert [line.split(" · ")[0] for line in latest] == [f"Jugglers #{t}" for t in tables[::-1]]
    assert all(re.search(r"(1st|2nd|3rd) of 3 · \d+ round wins? · <t:\d+:R>$", x) for x in latest)

    own = embed_of(await world.slash("carol", "stats"))
    assert "None yet: ratings come from games with other people." in own.fields[0].value
    nobody = embed_of(await world.slash("alice", "stats", user=world.people["dave"]))
    assert nobody.description == f"<@{world.user_id('dave')}> has no rated games here yet."

    helper = world.guild.add_member(world.env.create_user("helper", bot=True))
    refused = await world.slash("alice", "stats", user=helper)
    assert refused.response.ephemeral
    assert refused.response.content == "Bots have no stats: only people's games are counted."


async def test_history_lists_games_and_hands_out_their_public_record(world):
    empty = await world.slash("alice", "history")
    assert "No finished games on this server yet" in empty.response.embeds[0].description
    assert empty.response.components == []
    first = await finished(world, ("alice", "bob"), bots=1, seed=3)
    world.clock.advance(60)
    second = await finished(world, ("carol",), bots=1, seed=4)

    shown = await world.slash("dave", "history")
    embed = shown.response.embeds[0]
    lines = embed.description.splitlines()
    assert [line.split(" · ")[0] for line in lines] == [f"**#{second}**", f"**#{first}**"]
    assert all(re.search(r" · Jugglers · <t:\d+:R> · 🏆 .+ · \d players$", x) for x in lines)
    assert lines[0].endswith("2 players") and lines[1].endswith("3 players")
    assert "download its public record" in embed.footer.text
    menu = next(iter(components(shown.response)))
    assert [option["value"] for option in menu["options"]] == [str(second), str(first)]
    assert menu["options"][1]["label"] == f"Table #{first} · Jugglers"

    picked = world.remember(
        await world.people["dave"].select(shown.response, [str(first)], custom_id=menu["custom_id"])
    )
    sent = reply(picked)
    assert sent.ephemeral and f"public record of table #{first} (Jugglers)" in sent.content
    assert [a.filename for a in sent.attachments] == [f"table-{first}.json"]
    record = json.loads(world.attachment_bytes(sent.attachments[0]))
    assert record["table"] == first and record["game"] == "jugglers"
    assert record["log"] and all(isinstance(line, str) for line in record["log"])
    assert sorted(r["place"] for r in record["results"]) == sorted(
        r.place for r in (await world.bot.store.results(first))
    )
    assert record["final_view"]["seat"] is None  # the public view: nobody's hand
    keys = deep_keys(record)
    assert not keys & {"seed", "action", "actions", "events"}, keys

    await world.restart()  # the menu of a message sent before a restart still answers
    again = world.remember(
        await world.people["dave"].select(
            shown.response, [str(second)], custom_id=menu["custom_id"]
        )
    )
    assert [a.filename for a in reply(again).attachments] == [f"table-{second}.json"]


async def test_settings_are_for_managers_and_shape_new_tables(world):
    assert "settings show" not in world.people["bob"].available_commands(world.channel)
    # A server may grant the command to anyone; changes still need Manage Server.
    settings = next(c for c in await world.bot.tree.fetch_commands() if c.name == "settings")
    world.guild.set_command_permissions(settings, {world.people["bob"]: True})
    refused = await world.slash("bob", "settings timer", length="60")
    assert refused.response.ephemeral
    assert refused.response.content == "Only members with Manage Server can change the settings."

    erin = manager(world)
    bad = await world.slash(erin, "settings timer", length="soon")
    assert bad.response.content == "The timer must be a number of seconds or 'off', not 'soon'."
    saved = await world.slash(erin, "settings timer", length="60")
    assert saved.response.ephemeral and saved.response.content.startswith("✅ **Saved.**")
    assert "• New tables get a turn timer of **1 min**" in saved.response.content
    await world.open_table("alice")
    assert "turn timer 1 min" in world.lobby().content
    await world.press("alice", "Cancel")

    lounge = world.guild.create_text_channel("lounge")
    listed = world.remember(
        await world.people[erin].slash(
            world.channel, "settings channels add", channel=world.channel
        )
    )
    assert f"these channels only: <#{world.channel.id}>" in listed.response.content
    elsewhere = await world.slash("alice", "play jugglers", channel=lounge)
    assert reply(elsewhere).ephemeral
    assert reply(elsewhere).content.startswith("Games are not played in this channel here")
    assert await world.bot.service.active_table(lounge.id) is None

    cleared = await world.slash(erin, "settings channels clear")
    assert "Games may be played in **any channel**" in cleared.response.content
    shown = await world.slash(erin, "settings show")
    assert shown.response.content.splitlines()[0] == "**This server's table settings**"
    assert "Players are ranked after **3 finished games** with other people" in (
        shown.response.content
    )
