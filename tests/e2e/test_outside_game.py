"""A game from outside the package, added with `engines.register` or an entry point,
works everywhere with no other change: the table service, the terminal, simulations,
Discord (text only: it brings no pictures), leaderboards and history."""

from __future__ import annotations

import importlib
import random

import pytest

import engines
from bot.__main__ import main as bot_main
from bot.tables.rankings import Rankings
from tests.e2e.test_rankings import embed_of, manager
from tests.e2e.wordgame import WORDS, WordEngine
from tests.tables.helpers import play_to_end


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    """The real games plus Words, registered the way an outside program would."""
    monkeypatch.setattr(engines, "_registry", dict(engines._load()))
    engines.register(WORDS)
    return WORDS


def test_register_adds_beside_the_built_in_games_and_refuses_a_taken_key():
    assert {"jugglers", "juggler", "words"} <= set(engines.keys())
    assert engines.register(WORDS) is WORDS  # the same object twice is harmless
    with pytest.raises(ValueError, match="already registered"):
        engines.register(WordEngine())
    with pytest.raises(TypeError, match="engine contract"):
        engines.register(object())


def test_installed_games_are_found_through_the_entry_point_group(tmp_path, monkeypatch):
    package = tmp_path / "wordsgame_dist"
    package.mkdir()
    (package / "__init__.py").write_text("from tests.e2e.wordgame import WORDS as ENGINE\n")
    info = tmp_path / "wordsgame_dist-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: wordsgame-dist\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        f"[{engines.ENTRY_POINT_GROUP}]\nwords = wordsgame_dist:ENGINE\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    monkeypatch.setattr(engines, "_registry", {})
    assert engines.get("words") is WORDS
    assert {"jugglers", "juggler"} <= set(engines.keys())


def test_the_terminal_plays_and_simulates_it(capsys, monkeypatch):
    answers = iter(["1", "hello"] * 10)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert bot_main(["play", "words", "--players", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Game over" in out or "won" in out
    assert bot_main(["simulate", "words", "--games", "6", "--players", "3"]) == 0
    assert "6 games · 3 players" in capsys.readouterr().out


async def test_discord_leaderboards_and_history_show_it(world):
    alice, bob = world.user_id("alice"), world.user_id("bob")
    for seed in range(2):  # two finished games with people, straight through the service
        service = world.bot.service
        created = await service.create("words", world.guild.id, world.channel.id, alice, {})
        table_id = created.table.id
        await service.join(table_id, bob)
        await service.start(table_id, alice)
        await play_to_end(service, table_id, random.Random(seed))
    played = await world.open_table("alice", game="words", timer="off")  # and one by clicking
    await world.seat("alice", ("bob",), bots=1)
    await world.press("alice", "Start")
    for who in ("alice", "bob"):
        ask = world.latest_dm_controls(who)
        await world.people[who].user.select(
            ask, ["3"], custom_id=ask.components[0].children[0].custom_id
        )
        ask = world.latest_dm_controls(who)
        form = world.remember(await world.people[who].user.click(ask, label="✏️ Your word"))
        world.remember(await world.people[who].user.submit_modal(form, {"word": "catch"}))
    assert (await world.table(played)).status == "finished"
    assert world.pictures() == []  # Words brings no pictures: text only

    await world.slash(manager(world), "settings ranked-after", games=1)
    board = embed_of(await world.slash("alice", "leaderboard", game="words"))
    assert "Words" in board.title and f"<@{alice}>" in board.description
    ranked = await Rankings(world.bot.store).leaderboard(world.guild.id, "words")
    assert {row.user_id for row in ranked} == {alice, bob}
    unknown = await world.slash("alice", "leaderboard", game="chess")
    assert unknown.response.content.startswith("There is no game called 'chess'")
    assert [type(e.__cause__).__name__ for e in world.env.errors] == ["InvalidRequest"]
    history = await world.slash("alice", "history")
    assert "Words" in str(embed_of(history).to_dict())
