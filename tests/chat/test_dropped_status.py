"""A status edit still waiting when its table's next picture posts gives way to that post,
which shows its lines, unless it takes an answer button off (no newer post would) or
Discord refuses the post (then the old status shows them after all)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

import bot.chat.notifier
from bot.chat.notifier import Notifier
from bot.chat.pacing import Pacer
from bot.store import ChatLink
from bot.tables import Notices, TableInfo

THREAD, STATUS, NEW_POST = 20, 100, 200


class Thread:
    """A thread that keeps what was posted and edited, or refuses every post."""

    def __init__(self, refuses_posts: bool) -> None:
        self.refuses_posts = refuses_posts
        self.posts: list[str] = []
        self.edits: list[tuple[int, dict[str, Any]]] = []

    async def send(self, content: str, **_: Any) -> SimpleNamespace:
        if self.refuses_posts:
            raise discord.HTTPException(SimpleNamespace(status=500, reason="down"), "down")
        self.posts.append(content)
        return SimpleNamespace(id=NEW_POST)

    def get_partial_message(self, message_id: int) -> SimpleNamespace:
        async def edit(**changes: Any) -> None:
            self.edits.append((message_id, changes))

        return SimpleNamespace(edit=edit)


def _playing(version: int) -> TableInfo:
    return TableInfo(1, "jugglers", 1, 1, 1, "playing", version, (5, None, None), (), (5,),
                     None, None, {})  # fmt: skip


async def _move_then_picture(monkeypatch, link: ChatLink, refuses_posts: bool = False) -> Thread:
    """A move shown by a (held) status edit, then at once a move whose picture is due."""

    async def no_picture(*_: Any, **__: Any) -> None:
        return None

    monkeypatch.setattr(bot.chat.notifier, "picture", no_picture)
    thread = Thread(refuses_posts)

    async def names(*_: Any) -> list[str]:
        return []

    chat = SimpleNamespace(get_channel=lambda _: thread, web_links=None,
                           names=SimpleNamespace(for_pictures=names))  # fmt: skip
    pacer = Pacer(rate=20.0, burst=1.0)
    await pacer.take()  # Discord's limit reached: the status edit waits in line
    notifier = Notifier(chat, pacer)  # type: ignore[arg-type]
    link = await notifier._show_table(Notices(_playing(2), log=("Bot Brook bets",)), link,
                                      set(), "en")  # fmt: skip
    picture_due = Notices(_playing(3), log=("Bot Cyril folds",), image_due=True,
                          public_view=object())  # fmt: skip
    await notifier._show_table(picture_due, link, set(), "en")
    await pacer.drain()
    return thread


async def test_the_new_post_shows_the_lines_of_the_edit_it_replaces(monkeypatch):
    link = ChatLink(1, 10, thread_id=THREAD, status_message_id=STATUS, status_lines=("dealt",))
    thread = await _move_then_picture(monkeypatch, link)
    assert thread.edits == [], "the old status is not edited"
    (post,) = thread.posts
    assert post.index("Bot Brook bets") < post.index("Bot Cyril folds")
    assert "dealt" not in post, "lines the old status shows are not repeated"


async def test_an_edit_taking_an_answer_button_off_still_goes_out(monkeypatch):
    link = ChatLink(1, 10, thread_id=THREAD, status_message_id=STATUS, status_lines=("dealt",),
                    answer_message_id=STATUS)  # fmt: skip
    thread = await _move_then_picture(monkeypatch, link)
    ((edited, changes),) = thread.edits
    assert edited == STATUS and "Bot Brook bets" in changes["content"]
    answer_buttons = [item for item in changes["view"].children
                      if str(getattr(item, "custom_id", "")).startswith("jt:answer:")]  # fmt: skip
    assert answer_buttons == [], "the window is over: its button is taken off"
    (post,) = thread.posts
    assert "Bot Brook bets" not in post, "each line shows once"


async def test_a_refused_post_leaves_the_lines_on_the_old_status(monkeypatch):
    link = ChatLink(1, 10, thread_id=THREAD, status_message_id=STATUS, status_lines=("dealt",))
    thread = await _move_then_picture(monkeypatch, link, refuses_posts=True)
    assert thread.posts == []
    ((edited, changes),) = thread.edits
    assert edited == STATUS and "Bot Brook bets" in changes["content"]


@pytest.fixture(autouse=True)
def _quick_hold(monkeypatch):
    """Status edits wait a tenth of a second for the rest of their burst, not a second."""
    monkeypatch.setattr(bot.chat.notifier, "STATUS_HOLD", 0.1)
