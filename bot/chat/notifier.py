"""The only place that sends game messages: `Notices` become thread posts, DMs and edits.

Per table: the lobby message is kept current; at the start a thread opens
(from the lobby message); each new table picture is a new post carrying the
table's status, which is then edited move by move until the next picture
(one post a cycle, not two: Discord counts every post); each person's hand
goes to them alone, by DM or, when Discord refuses the DM, through the
"My hand" button. Where those messages are is stored, so a restarted bot
edits the same ones. Sending fails softly: a message Discord refuses is
logged and the rest still goes out, as the table itself is saved.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter, OrderedDict, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

import engines
from bot.chat import sending
from bot.chat.hands import Hands
from bot.chat.pacing import Pacer
from bot.chat.rendering import Kind, image_file, picture
from bot.chat.sending import pinging
from bot.chat.text import (
    bullets,
    closed_text,
    fit,
    game_over_text,
    lobby_text,
    short_title,
    status_text,
)
from bot.chat.thinking import DEFAULT_CAP, pause_before_showing
from bot.chat.unsent import Unsent
from bot.chat.uploads import Uploads
from bot.chat.views.lobby import lobby_controls
from bot.chat.views.table import hand_controls, rematch_controls, table_controls
from bot.store import ChatLink
from bot.tables import Notices, TableInfo
from engines.core.messages import Line

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

log = logging.getLogger(__name__)

FINAL_PICTURES: tuple[Kind, ...] = ("table", "results")
# Posted whenever a picture is due: the table, and what is being performed, if anything.
TABLE_PICTURES: tuple[Kind, ...] = ("table", "performance")
REMEMBERED_VERSIONS = 20_000  # tables whose last shown version is kept (far above live ones)
KEPT_LINES = 60  # status lines remembered between pictures; the text shows what fits
# Seconds a status edit waits for the next moves to join it: a burst (three guesses, a move
# and the bots' answers) costs one call, and the thread still shows a move within a second.
STATUS_HOLD = 1.0


@dataclass(frozen=True)
class Owed:
    """A table picture not posted because newer notices of its table were already waiting
    (Discord's limit reached, calls queued): the next post shows the newer table, with
    these lines first and pinging these people too. The token it waited for in line is
    kept for that post, so the newer picture goes out at once instead of queueing
    again behind every other table."""

    lines: tuple[Line, ...]
    began: frozenset[int]


class Notifier:
    """Shows each table's notices in Discord; knows where each table's messages are."""

    def __init__(
        self, bot: ChatApp, pacer: Pacer | None = None, pause_cap: float = DEFAULT_CAP
    ) -> None:
        self._bot = bot
        self.pacer = pacer or Pacer()
        # The longest bots seem to think before their moves of one call are shown.
        self.pause_cap = pause_cap
        # Hand pictures already uploaded to each person (answers to clicks show them too).
        self.uploads = Uploads()
        self._hands = Hands(bot, self.pacer, self.uploads)
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._users: Counter[int] = Counter()  # publish calls holding or awaiting each lock
        self._owed: dict[int, Owed] = {}  # by table: a picture post left to newer notices
        # Status edits still waiting: a newer picture post may show their lines instead.
        self._unsent = Unsent()
        # The newest table version shown: notices that arrive late (a timer's,
        # overtaken by a click) must not put an older table back on screen. Only
        # the tables shown most recently are remembered, so the map stays bounded.
        self._shown: OrderedDict[int, int] = OrderedDict()
        # Others shown every notice as it comes (the web pages): plain calls that return at once.
        self.watchers: list[Callable[[Notices], None]] = []

    async def post_lobby(
        self, channel: discord.abc.Messageable, info: TableInfo
    ) -> discord.Message:
        """The lobby message of a new table, remembered as the table's place in the chat."""
        link = ChatLink(info.id, info.channel_id)
        engine = engines.get(info.game)
        locale = await self._table_locale(info)
        controls = lobby_controls(info.id, info.game, locale)
        await self.pacer.take()
        message = await channel.send(lobby_text(info, engine, link, locale), view=controls)
        await self._bot.store.save_chat_link(replace(link, lobby_message_id=message.id))
        return message

    async def publish(self, notices: Notices, answering: discord.Interaction | None = None) -> None:
        """Show what one service call did; calls for one table are shown one at a time.
        `answering`: the click that made the call, whose own message (a DM) is updated
        through the click's answer, which Discord does not count against the bot's limits."""
        table_id = notices.table.id
        for watch in self.watchers:
            watch(notices)
        self._users[table_id] += 1
        try:
            async with self._locks[table_id]:
                await self._publish(notices, answering)
        finally:
            self._users[table_id] -= 1
            if not self._users[table_id]:
                # Nobody holds or awaits it: the next call makes a fresh one, so the
                # map holds only tables being shown right now.
                del self._users[table_id]
                self._locks.pop(table_id, None)

    async def _publish(self, notices: Notices, answering: discord.Interaction | None) -> None:
        info = notices.table
        if info.version < self._shown.get(info.id, 0):
            log.info("table %s: notices of version %s overtaken; not shown", *_ids(info))
            return
        self._shown[info.id] = info.version
        self._shown.move_to_end(info.id)
        if len(self._shown) > REMEMBERED_VERSIONS:
            self._shown.popitem(last=False)
        link = await self._bot.store.chat_link(info.id)
        if link is None:
            log.warning("table %s has no place in the chat; nothing shown", info.id)
            return
        locale = await self._table_locale(info)
        opened = link.thread_id is None and info.status in ("playing", "finished")
        if opened:
            link = await self._open_thread(info, link, locale)
        if info.status == "lobby":
            self._hands.prepare(info.humans)
        if info.status == "lobby" or link.thread_id is None:
            await self._show_lobby(info, link, locale)
            return
        began = {user for user, update in notices.private.items() if update.turn_began}
        # Bots "think" before their moves show: the same messages, sent a moment later.
        pause = pause_before_showing(notices.thoughts, self.pause_cap)
        if pause:
            await asyncio.sleep(pause)
        if info.status == "playing":
            # Hands first: they are what people wait for (tables started together would
            # otherwise deal only once every table's picture is posted); the thread follows.
            pinged = began if _posts_picture(notices) else set()
            await asyncio.gather(
                *(self._hands.send(info, link, user, user in began, pinged, answering)
                  for user in notices.private)
            )  # fmt: skip
        link = await self._show_table(notices, link, began, locale)
        await self._bot.store.save_chat_link(link)
        if opened or info.status != "playing":
            await self._show_lobby(info, link, locale)
        if info.status != "playing":
            await asyncio.gather(*(self._hands.close(info, link, user) for user in info.humans))

    # The public side

    async def _open_thread(self, info: TableInfo, link: ChatLink, locale: str) -> ChatLink:
        """A thread started from the lobby message; where threads cannot be made (the lobby is
        in a thread already, or Discord refuses), the game stays where the lobby is."""
        channel = self._bot.get_channel(link.channel_id)
        thread_id = link.channel_id
        if isinstance(channel, discord.TextChannel) and link.lobby_message_id is not None:
            name = f"{short_title(engines.get(info.game), locale)} #{info.id}"
            try:
                starter = channel.get_partial_message(link.lobby_message_id)
                await self.pacer.take(first=True)  # the hands wait for it (they link to it)
                thread_id = (await starter.create_thread(name=name)).id
            except discord.HTTPException as error:
                log.warning("table %s: no thread (%s); playing in the channel", info.id, error)
        link = replace(link, thread_id=thread_id)
        await self._bot.store.save_chat_link(link)
        return link

    async def _show_lobby(self, info: TableInfo, link: ChatLink, locale: str) -> None:
        if link.lobby_message_id is None:
            return
        engine = engines.get(info.game)
        controls = lobby_controls(info.id, info.game, locale) if info.status == "lobby" else None
        await self._edit(
            link.channel_id, link.lobby_message_id, content=lobby_text(info, engine, link, locale),
            view=controls,
        )  # fmt: skip

    async def _show_table(
        self, notices: Notices, link: ChatLink, began: set[int], locale: str
    ) -> ChatLink:
        """Post or edit the public messages; a new post (`_posts_picture`) pings those whose
        turn `began`, never someone still choosing."""
        info = notices.table
        assert link.thread_id is not None
        owed = self._owed.pop(info.id, None)
        picture_due = notices.image_due or owed is not None
        if owed is not None:
            notices = replace(notices, log=(*owed.lines, *notices.log))
            began = began | owed.began
        posts = notices.game_over is None and info.status == "playing" and picture_due
        if not posts or notices.public_view is None:
            self.pacer.release(info.id)  # no picture: the owed one's token is not needed
        names = await self._bot.names.for_pictures(info, locale)
        view = notices.public_view
        if _answer_apart(link) and (notices.image_due or not _answering(info)):
            link = await self._retire_answer(info, link, locale)
        if notices.game_over is not None:
            files = []
            for kind in FINAL_PICTURES:
                image = await picture(info.game, kind, view, names, locale)
                files += [image_file(image, kind)] if image else []
            links = self._bot.web_links
            replay = links.replay(info.id) if links else None
            over = notices.game_over
            engine = engines.get(info.game)
            text = game_over_text(info, engine, over, notices.log, replay, locale)
            await self._send(
                link.thread_id, text, files=files, view=rematch_controls(info.id, locale)
            )
            await self._retire_status(info, link, locale)
            finished = replace(link, status_lines=(), picture_version=info.version)
            return replace(finished, status_message_id=None)
        if info.status != "playing":
            text = fit([], [*bullets(notices.log, locale), closed_text(locale)])
            await self._send(link.thread_id, text)
            await self._retire_status(info, link, locale)
            return link
        if picture_due and view is not None:
            # In line at Discord's limit (unless an owed picture kept its place for this
            # one): newer notices may come meanwhile.
            await self.pacer.take(key=info.id)
            if self._users[info.id] > 1:
                # Newer notices wait behind these: their picture replaces this one, which
                # nobody has seen yet, shows its lines and takes its place in line.
                self.pacer.keep(info.id)
                self._owed[info.id] = Owed(tuple(notices.log), frozenset(began))
                return link
            carried = self._take_back_status(link)
            lines = (*carried, *notices.log)
            files = []
            for kind in TABLE_PICTURES:
                image = await picture(info.game, kind, view, names, locale)
                files += [image_file(image, kind)] if image else []
            # One post carries the picture and the status, which its edits keep current.
            fresh = replace(link, picture_version=info.version,
                            status_lines=lines[-KEPT_LINES:])  # fmt: skip
            posted = await self._send(
                link.thread_id, self._status(info, fresh, view, locale), files=files,
                view=table_controls(info, locale), allowed_mentions=pinging(began),
                token_taken=True,
            )  # fmt: skip
            if posted is None and carried and link.status_message_id is not None:
                # Discord refused the post: the status it replaced shows those lines after all.
                await self._edit(link.thread_id, link.status_message_id,
                                 content=self._status(info, link, view, locale))  # fmt: skip
            if link.answer_message_id is not None:
                # Its answer button would only say that the window is over. Otherwise the
                # post stays as its last edit left it (a call saved a cycle): the post
                # below it shows what came next.
                await self._retire_status(info, link, locale)
            posted_id = posted.id if posted is not None else None
            answer = posted_id if _answering(info) else None
            return replace(fresh, status_message_id=posted_id, answer_message_id=answer)
        link = replace(link, status_lines=(*link.status_lines, *notices.log)[-KEPT_LINES:])
        button_off = False
        if not _answering(info) and not _answer_apart(link):
            button_off = link.answer_message_id is not None
            link = replace(link, answer_message_id=None)  # this edit takes the button off
        if link.status_message_id is not None:
            message_id = link.status_message_id
            leaving = self._unsent.add(message_id, notices.log, button_off)
            await self._edit(
                link.thread_id, message_id, content=self._status(info, link, view, locale),
                view=table_controls(info, locale), hold=STATUS_HOLD, leaving=leaving,
            )  # fmt: skip
        return link

    def _take_back_status(self, link: ChatLink) -> tuple[Line, ...]:
        """The lines of a status edit still in line as the table's next picture posts:
        that edit is dropped (one call saved, for a message people have scrolled past)
        and the new post shows its lines instead. An edit that takes an answer button
        off, or a retiring one to come, is still needed and shows them itself."""
        message_id = link.status_message_id
        if message_id is None or link.answer_message_id is not None:
            return ()
        if not self._unsent.droppable(message_id):
            return ()
        lines = self._unsent.take_back(message_id)
        return lines if self.pacer.drop(message_id) else ()

    def _status(self, info: TableInfo, link: ChatLink, view: Any, locale: str) -> str:
        watch = self._watch_link(info.id)
        return status_text(info, link, progress=_progress(view), watch=watch, locale=locale)

    async def _table_locale(self, info: TableInfo) -> str:
        """The language of the table's public posts and pictures (its server's)."""
        return await self._bot.languages.table(info.guild_id, self._bot.get_guild(info.guild_id))

    def _watch_link(self, table_id: int) -> str | None:
        links = self._bot.web_links
        return links.page(table_id) if links else None

    async def _retire_answer(self, info: TableInfo, link: ChatLink, locale: str) -> ChatLink:
        """The picture post's answer button goes once its window is over (or a new
        picture has one of its own); the post keeps "My hand"."""
        assert link.thread_id is not None and link.answer_message_id is not None
        controls = hand_controls(info.id, locale)
        await self._edit(link.thread_id, link.answer_message_id, view=controls)
        return replace(link, answer_message_id=None)

    async def _retire_status(self, info: TableInfo, link: ChatLink, locale: str) -> None:
        """The last status message keeps its lines but no longer waits for anyone."""
        if link.status_message_id is not None and link.thread_id is not None:
            self._unsent.forget(link.status_message_id)  # this edit shows them
            text = status_text(info, link, live=False, locale=locale)
            await self._edit(link.thread_id, link.status_message_id, content=text, view=None)

    async def refresh_hand(
        self, table_id: int, user_id: int, answering: discord.Interaction | None = None
    ) -> None:
        """Bring someone's DM up to date after they moved elsewhere (through "My hand"),
        so its buttons no longer offer a move that was made."""
        info = await self._bot.service.table(table_id)
        link = await self._bot.store.chat_link(table_id)
        if info.status == "playing" and link is not None and link.thread_id is not None:
            await self._hands.send(info, link, user_id, False, set(), answering)

    # Sending that fails softly

    async def _send(
        self, channel_id: int, content: str, *, files: Sequence[discord.File] = (), **kwargs: Any
    ) -> discord.Message | None:
        return await sending.send(self._bot, self.pacer, channel_id, content, files=files, **kwargs)

    async def _edit(
        self, channel_id: int, message_id: int, hold: float = 0.0,
        leaving: Callable[[], None] | None = None, **changes: Any,
    ) -> None:  # fmt: skip
        await sending.edit(self._bot, self.pacer, channel_id, message_id, hold, leaving, **changes)


def _answering(info: TableInfo) -> bool:
    """Whether the table shows an open window's answer button."""
    return info.status == "playing" and info.window is not None and bool(info.window.button)


def _posts_picture(notices: Notices) -> bool:
    """Whether these notices make a new table post in the thread (which pings)."""
    info = notices.table
    return (notices.game_over is None and info.status == "playing" and notices.image_due
            and notices.public_view is not None)  # fmt: skip


def _answer_apart(link: ChatLink) -> bool:
    """Whether an answer button stands on a picture post of its own (tables shown before
    the status was folded into the picture post); otherwise the status edits carry it."""
    return link.answer_message_id not in (None, link.status_message_id)


def _progress(view: Any) -> str | None:
    """The game's own status line, for games whose views offer one."""
    return getattr(view, "progress", None)


def _ids(info: TableInfo) -> tuple[int, int]:
    return info.id, info.version
