"""The small parts the scenarios rely on, checked on their own: custom ids, rules pages,
message fitting, slash option types, and the chat rows of the store."""

from __future__ import annotations

import enum
from typing import Literal

import pytest
from discord import app_commands
from pydantic import BaseModel, Field

from bot.chat.customids import custom_id, decode_picks, encode_picks
from bot.chat.names import public_line
from bot.chat.rulebook import PAGE_LIMIT, parse, rulebook, tables_as_lists
from bot.chat.slash_options import slash_type
from bot.chat.text import fit
from bot.store import ChatLink, ChatSeat, SeatRow, TableRow, open_store


def test_picks_survive_any_token():
    picks = {"card": "10h", "word": "a:b,c=d %", "target": "left"}
    text = encode_picks(picks)
    assert ":" not in text and decode_picks(text) == picks
    assert decode_picks("") == {}


def test_a_custom_id_too_long_for_discord_is_refused():
    assert custom_id("pick", 1, 2, "card=10h") == "jt:pick:1:2:card=10h"
    with pytest.raises(ValueError, match="longer than 100"):
        custom_id("pick", 1, 2, "x" * 100)


def test_rules_pages_fit_an_embed_and_keep_every_section():
    book = rulebook("jugglers")
    assert book is not None and book.title == "Jugglers: poker hands and secret sigils"
    assert book.pages[0].heading == "Overview" and "2 to 5 players" in book.pages[0].body
    assert all(len(page.body) <= PAGE_LIMIT for page in book.pages)
    assert "](#" not in "".join(page.body for page in book.pages)
    long = parse("# Long\n\n## Only\n\n" + "\n\n".join(["word " * 300] * 10), "long")
    assert len(long.pages) > 1 and all(len(page.body) <= PAGE_LIMIT for page in long.pages)
    assert rulebook("no-such-game") is None


def test_fit_keeps_head_tail_and_the_newest_lines():
    lines = [f"line {n}" for n in range(1000)]
    text = fit(["head"], lines, ["tail"], limit=200)
    assert len(text) <= 200 and text.startswith("head\n…") and text.endswith("line 999\ntail")


def test_bot_seats_in_service_lines_get_their_names():
    assert public_line("Bot 3 (hard) ran out of time.") == "Bot Cyril (hard) 🤖 ran out of time."


def test_option_fields_become_typed_slash_parameters():
    class Colour(enum.Enum):
        RED = "red"

    class Options(BaseModel):
        count: int = Field(2, ge=1, lt=10)
        free: int = 3
        flag: bool = True
        mode: Literal["a", "b"] = "a"
        colour: Colour = Colour.RED
        ratio: float = Field(0.5, le=1.0)
        pairs: list[int] = Field(default_factory=list)
        seconds: int | None = 60

    fields = Options.model_fields
    count = slash_type(fields["count"])
    assert (count.min_value, count.max_value) == (1, 9)
    assert slash_type(fields["free"]) is int and slash_type(fields["flag"]) is bool
    assert slash_type(fields["mode"]) == Literal["a", "b"]
    assert slash_type(fields["colour"]) is Colour
    ratio = slash_type(fields["ratio"])
    assert isinstance(ratio, app_commands.transformers.RangeTransformer) and ratio.max_value == 1.0
    assert slash_type(fields["pairs"]) is None
    assert slash_type(fields["seconds"]) is str  # "off" or a number, judged by the Options


async def test_the_store_keeps_where_tables_show(tmp_path):
    url = f"sqlite:///{tmp_path / 'chat.db'}"
    store = await open_store(url)
    row = TableRow(0, "jugglers", 1, 2, 3, "lobby", "{}", None, 5, 0, None, 0.0, 0.0)
    table_id = await store.create_table(row, [SeatRow(0, 3)])
    link = ChatLink(table_id, 2, 10, 11, 12, 4, ("one", "two"))
    await store.save_chat_link(link)
    await store.save_chat_seat(ChatSeat(table_id, 3, 99, dm_closed=True))
    await store.close()
    store = await open_store(url)
    assert await store.chat_link(table_id) == link
    assert await store.chat_link_for_thread(11) == link
    assert await store.chat_link_for_thread(12) is None
    assert await store.chat_seat(table_id, 3) == ChatSeat(table_id, 3, 99, True)
    assert await store.chat_seat(table_id, 4) is None
    await store.close()


def test_rules_tables_reach_discord_as_lines_not_pipes():
    table = "Intro\n| Players | 2 | 3 |\n|---|---|---|\n| Hand | 5 | 7 |\n| Cycles | 4 | 5 |\nEnd"
    assert tables_as_lists(table).splitlines() == [
        "Intro", "• **Hand**: 2: 5 · 3: 7", "• **Cycles**: 2: 4 · 3: 5", "End",
    ]  # fmt: skip
    for game in ("jugglers", "juggler", "boromir", "siteswap", "heroes"):
        book = rulebook(game)
        assert book is not None
        lines = [line for page in book.pages for line in page.body.splitlines()]
        assert not any(line.startswith("|") for line in lines)


def test_leaderboard_places_share_ties_and_medals_need_a_win():
    from bot.chat.boards import Board
    from bot.store.stats import StandingRow

    board = Board(None, "week", 1)
    rows = [StandingRow(1, 4, 2), StandingRow(2, 4, 2), StandingRow(3, 5, 1), StandingRow(4, 3, 0)]
    assert board.places(rows) == [1, 1, 3, 4]
    lines = board.text(rows).splitlines()
    assert lines[0].startswith("🥇") and lines[1].startswith("🥇") and lines[2].startswith("🥉")
    assert lines[3].startswith("**4.**")
    nobody = board.text([StandingRow(5, 3, 0), StandingRow(6, 3, 0)]).splitlines()
    assert all(line.startswith("**1.**") for line in nobody)  # no medal for 0 wins


def test_each_per_seat_menu_has_a_row_of_its_own(monkeypatch):
    from types import SimpleNamespace

    import engines
    from bot.chat.views.lobby import SeatSettingMenu, lobby_controls
    from engines.core.seat_settings import per_seat_field

    class TwoSettings(BaseModel):
        flashed: tuple[int, ...] = Field((9,) * 4, json_schema_extra=per_seat_field("A", [1, 2]))
        speed: tuple[int, ...] = Field((1,) * 4, json_schema_extra=per_seat_field("B", [1, 2]))

    monkeypatch.setattr(engines, "get", lambda game: SimpleNamespace(Options=TwoSettings))
    menus = [item for item in lobby_controls(7, "two").children
             if isinstance(item, SeatSettingMenu)]  # fmt: skip
    assert [menu.item.row for menu in menus] == [2, 3]
    assert [menu.item.custom_id for menu in menus] == ["jt:seat:7:flashed", "jt:seat:7:speed"]
