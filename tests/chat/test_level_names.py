"""A bot's level shows beside its name wherever the chat or the web page names it."""

from __future__ import annotations

from bot.chat.names import legend, public_line, who
from bot.chat.views.records import winners
from bot.store import ResultRow
from bot.store.stats import FinishedGameRow
from bot.tables import TableInfo
from bot.web.frames import plain_line
from bot.web.hub import seat_names


def table(levels=(None, "hard", "easy")) -> TableInfo:
    return TableInfo(1, "jugglers", 1, 1, 1, "playing", 3, (5, None, None), (), (), None, None,
                     {}, levels=levels)  # fmt: skip


def test_chat_names_bots_with_their_level():
    assert who(None, 1, "hard") == "Bot Brook (hard) 🤖"
    assert legend(table()) == "**A** <@5> · **B** Bot Brook (hard) 🤖 · **C** Bot Cyril (easy) 🤖"
    assert public_line("Bot 3 (easy) sat down (3/5).") == "Bot Cyril (easy) 🤖 sat down (3/5)."


def test_a_table_saved_without_levels_names_its_bots_normal():
    assert legend(table(levels=())).endswith("**C** Bot Cyril (normal) 🤖")


async def test_web_pages_name_bots_once_with_their_level():
    info = table()
    names = await seat_names(info)
    assert names == ["Player A", "Bot B (hard)", "Bot C (easy)"]
    assert plain_line("Bot 2 (hard) sat down.", info, names) == "Bot B (hard) sat down."
    pictures = ["alice", "Bot Brook (hard)", "Bot Cyril (easy)"]
    assert plain_line("Bot 3 (easy) left.", info, pictures) == "Bot Cyril (easy) left."


def test_history_names_a_winning_bot_with_its_level():
    results = (ResultRow(0, 5, 2, 1.0), ResultRow(1, None, 1, 3.0), ResultRow(2, None, 1, 3.0))
    game = FinishedGameRow(4, "jugglers", 0.0, results, (None, "hard", None))
    assert winners(game) == "🏆 Bot Brook (hard) 🤖, Bot Cyril (normal) 🤖"
