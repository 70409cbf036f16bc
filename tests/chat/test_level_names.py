"""A bot's level shows beside its name wherever the chat or the web page names it."""

from __future__ import annotations

from bot.chat.names import legend, public_line, who
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
