"""The only place that sends game messages: `Notices` become thread posts, DMs and edits.

Per table: the lobby message is kept current; at the start a thread opens
(from the lobby message); each new table picture is a new post followed by a
fresh status message, which is then edited move by move until the next
picture; each person's hand goes to them alone, by DM or, when Discord refuses
the DM, through the "My hand" button. Where those messages are is stored, so
a restarted bot edits the same ones. Sending fails softly: a message Discord
refuses is logged and the rest still goes out, as the table itself is saved.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter, OrderedDict, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

import engines
from bot.chat.panels import hand_panel
from bot.chat.rendering import Kind, image_file, picture
from bot.chat.text import (
    bullets,
    dm_closed_text,
    fit,
    game_over_text,
    lobby_text,
    picture_text,
    short_title,
    status_text,
    your_turn_ping,
)
from bot.chat.views.lobby import lobby_controls
from bot.chat.views.table import hand_controls, rematch_controls, table_controls
from bot.store import ChatLink, ChatSeat
from bot.tables import Notices, TableInfo

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

log = logging.getLogger(__name__)

FINAL_PICTURES: tuple[Kind, ...] = ("table", "results")
# Posted whenever a picture is due: the table, and what is being performed, if anything.
TABLE_PICTURES: tuple[Kind, ...] = ("table", "performance")
REMEMBERED_VERSIONS = 20_000  # tables whose last shown version is kept (far above live ones)
KEPT_LINES = 60  # status lines remembered between pictures; the text shows what fits


def pinging(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Mentions that notify only these people, whatever else the text mentions."""
    users = [discord.Object(user_id) for user_id in user_ids]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


class Notifier:
    """Shows each table's notices in Discord; knows where each table's messages are."""

    def __init__(self, bot: ChatApp) -> None:
        self._bot = bot
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._users: Counter[int] = Counter()  # publish calls holding or awaiting each lock
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
        controls = lobby_controls(info.id, info.game)
        message = await channel.send(lobby_text(info, engine, link), view=controls)
        await self._bot.store.save_chat_link(replace(link, lobby_message_id=message.id))
        return message

    async def publish(self, notices: Notices) -> None:
        """Show what one service call did; calls for one table are shown one at a time."""
        table_id = notices.table.id
        for watch in self.watchers:
            watch(notices)
        self._users[table_id] += 1
        try:
            async with self._locks[table_id]:
                await self._publish(notices)
        finally:
            self._users[table_id] -= 1
            if not self._users[table_id]:
                # Nobody holds or awaits it: the next call makes a fresh one, so the
                # map holds only tables being shown right now.
                del self._users[table_id]
                self._locks.pop(table_id, None)

    async def _publish(self, notices: Notices) -> None:
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
        if link.thread_id is None and info.status in ("playing", "finished"):
            link = await self._open_thread(info, link)
        if info.status == "lobby" or link.thread_id is None:
            await self._show_lobby(info, link)
            return
        began = {user for user, update in notices.private.items() if update.turn_began}
        link, pinged = await self._show_table(notices, link, began)
        await self._bot.store.save_chat_link(link)
        if info.status == "playing":
            await asyncio.gather(
                *(self._send_hand(info, link, user, user in began, pinged)
                  for user in notices.private)
            )  # fmt: skip
        else:
            await self._show_lobby(info, link)
            await asyncio.gather(*(self._close_dm(info, link, user) for user in info.humans))

    # The public side

    async def _open_thread(self, info: TableInfo, link: ChatLink) -> ChatLink:
        """A thread started from the lobby message; where threads cannot be made (the lobby is
        in a thread already, or Discord refuses), the game stays where the lobby is."""
        channel = self._bot.get_channel(link.channel_id)
        thread_id = link.channel_id
        if isinstance(channel, discord.TextChannel) and link.lobby_message_id is not None:
            name = f"{short_title(engines.get(info.game))} #{info.id}"
            try:
                starter = channel.get_partial_message(link.lobby_message_id)
                thread_id = (await starter.create_thread(name=name)).id
            except discord.HTTPException as error:
                log.warning("table %s: no thread (%s); playing in the channel", info.id, error)
        link = replace(link, thread_id=thread_id)
        await self._bot.store.save_chat_link(link)
        await self._show_lobby(info, link)
        return link

    async def _show_lobby(self, info: TableInfo, link: ChatLink) -> None:
        if link.lobby_message_id is None:
            return
        engine = engines.get(info.game)
        controls = lobby_controls(info.id, info.game) if info.status == "lobby" else None
        await self._edit(
            link.channel_id, link.lobby_message_id, content=lobby_text(info, engine, link),
            view=controls,
        )  # fmt: skip

    async def _show_table(
        self, notices: Notices, link: ChatLink, began: set[int]
    ) -> tuple[ChatLink, set[int]]:
        """Post or edit the public messages; returns the link and who was pinged: a new
        status post pings those whose turn `began`, never someone still choosing."""
        info = notices.table
        assert link.thread_id is not None
        names = await self._bot.names.for_pictures(info)
        view = notices.public_view
        if link.answer_message_id is not None and (notices.image_due or not _answering(info)):
            link = await self._retire_answer(info, link)
        if notices.game_over is not None:
            files = []
            for kind in FINAL_PICTURES:
                image = await picture(info.game, kind, view, names)
                files += [image_file(image, kind)] if image else []
            links = self._bot.web_links
            replay = links.replay(info.id) if links else None
            over = notices.game_over
            text = game_over_text(info, engines.get(info.game), over, notices.log, replay)
            await self._send(link.thread_id, text, files=files, view=rematch_controls(info.id))
            await self._retire_status(info, link)
            finished = replace(link, status_lines=(), picture_version=info.version)
            return replace(finished, status_message_id=None), set()
        if info.status != "playing":
            text = fit([], [*bullets(notices.log), "This table is closed."])
            await self._send(link.thread_id, text)
            await self._retire_status(info, link)
            return link, set()
        if notices.image_due and view is not None:
            files = []
            for kind in TABLE_PICTURES:
                image = await picture(info.game, kind, view, names)
                files += [image_file(image, kind)] if image else []
            first = link.status_message_id is None
            posted = await self._send(
                link.thread_id,
                picture_text(info, notices.log, first, self._watch_link(info.id)),
                files=files, view=table_controls(info),
            )  # fmt: skip
            await self._retire_status(info, link)
            answer = posted.id if posted is not None and _answering(info) else None
            link = replace(
                link, picture_version=info.version, status_lines=(), answer_message_id=answer
            )
            status = await self._send(
                link.thread_id, status_text(info, link, progress=_progress(view)),
                view=table_controls(info),
                allowed_mentions=pinging(began),
            )  # fmt: skip
            status_id = status.id if status else None
            return replace(link, status_message_id=status_id), began
        link = replace(link, status_lines=(*link.status_lines, *notices.log)[-KEPT_LINES:])
        if link.status_message_id is not None:
            await self._edit(
                link.thread_id, link.status_message_id,
                content=status_text(info, link, progress=_progress(view)),
                view=table_controls(info),
            )  # fmt: skip
        return link, set()

    def _watch_link(self, table_id: int) -> str | None:
        links = self._bot.web_links
        return links.page(table_id) if links else None

    async def _retire_answer(self, info: TableInfo, link: ChatLink) -> ChatLink:
        """The picture post's answer button goes once its window is over (or a new
        picture has one of its own); the post keeps "My hand"."""
        assert link.thread_id is not None and link.answer_message_id is not None
        await self._edit(link.thread_id, link.answer_message_id, view=hand_controls(info.id))
        return replace(link, answer_message_id=None)

    async def _retire_status(self, info: TableInfo, link: ChatLink) -> None:
        """The last status message keeps its lines but no longer waits for anyone."""
        if link.status_message_id is not None and link.thread_id is not None:
            text = status_text(info, link, live=False)
            await self._edit(link.thread_id, link.status_message_id, content=text, view=None)

    # The private side

    async def _send_hand(
        self, info: TableInfo, link: ChatLink, user_id: int, began: bool, pinged: set[int]
    ) -> None:
        """One person's hand; a failure is theirs alone and never undoes the saved move."""
        try:
            await self._deliver_hand(info, link, user_id, began, pinged)
        except Exception as error:
            log.warning("table %s: hand not delivered (%s)", info.id, type(error).__name__)

    async def _deliver_hand(
        self, info: TableInfo, link: ChatLink, user_id: int, began: bool, pinged: set[int]
    ) -> None:
        """A new DM when their turn just `began` (so it notifies), else an edit of the last
        one: someone still choosing is not pinged again for another person's move."""
        assert link.thread_id is not None
        seat = await self._bot.store.chat_seat(info.id, user_id) or ChatSeat(info.id, user_id)
        current = await self._bot.service.table(info.id)
        if current.seat_of(user_id) is None:
            return
        fresh = began and user_id in current.to_act
        if seat.dm_closed:
            if fresh and user_id not in pinged:
                await self._ping_in_thread(info, link, seat)
            return
        panel = await hand_panel(self._bot, current, user_id)
        try:
            channel = await self._bot.create_dm(discord.Object(user_id))
            if seat.dm_message_id is not None and not fresh:
                try:
                    await channel.get_partial_message(seat.dm_message_id).edit(
                        **panel.edit_kwargs()
                    )
                    return
                except discord.NotFound:
                    pass
            if seat.dm_message_id is not None:
                await self._edit(channel.id, seat.dm_message_id, view=None)
            message = await channel.send(**panel.send_kwargs())
            seat = replace(seat, dm_message_id=message.id)
        except discord.Forbidden:
            seat = replace(seat, dm_closed=True)
            await self._send(
                link.thread_id, dm_closed_text(user_id), view=hand_controls(info.id),
                allowed_mentions=pinging([user_id]),
            )  # fmt: skip
        except discord.HTTPException as error:
            log.warning("table %s: hand not sent to a player (%s)", info.id, error.status)
        await self._bot.store.save_chat_seat(seat)

    async def _ping_in_thread(self, info: TableInfo, link: ChatLink, seat: ChatSeat) -> None:
        """Someone without DMs is told it is their turn by one short post: the last one goes,
        so the thread never fills with them, and the fresh one still notifies."""
        assert link.thread_id is not None
        if seat.dm_message_id is not None:
            await self._delete(link.thread_id, seat.dm_message_id)
        ping = await self._send(
            link.thread_id, your_turn_ping(seat.user_id), view=hand_controls(info.id),
            allowed_mentions=pinging([seat.user_id]),
        )  # fmt: skip
        await self._bot.store.save_chat_seat(replace(seat, dm_message_id=ping.id if ping else None))

    async def refresh_hand(self, table_id: int, user_id: int) -> None:
        """Bring someone's DM up to date after they moved elsewhere (through "My hand"),
        so its buttons no longer offer a move that was made."""
        info = await self._bot.service.table(table_id)
        link = await self._bot.store.chat_link(table_id)
        if info.status == "playing" and link is not None and link.thread_id is not None:
            await self._send_hand(info, link, user_id, False, set())

    async def _close_dm(self, info: TableInfo, link: ChatLink, user_id: int) -> None:
        """The last DM about a finished or cancelled table loses its controls."""
        seat = await self._bot.store.chat_seat(info.id, user_id)
        if seat is None or seat.dm_message_id is None or seat.dm_closed:
            return
        title = f"**{short_title(engines.get(info.game))} · table #{info.id}**"
        ending = "is over: results in" if info.status == "finished" else "was cancelled; see"
        text = f"{title} {ending} <#{link.thread_id}>."
        try:
            channel = await self._bot.create_dm(discord.Object(user_id))
        except discord.HTTPException as error:
            log.warning("table %s: no DM channel for a player (%s)", info.id, error.status)
            return
        await self._edit(channel.id, seat.dm_message_id, content=text, view=None)

    # Sending that fails softly

    def _channel(self, channel_id: int) -> Any:
        return self._bot.get_channel(channel_id) or self._bot.get_partial_messageable(channel_id)

    async def _send(
        self, channel_id: int, content: str, *, files: Sequence[discord.File] = (), **kwargs: Any
    ) -> discord.Message | None:
        try:
            return await self._channel(channel_id).send(content, files=list(files), **kwargs)
        except discord.HTTPException as error:
            log.warning("message to channel %s not sent (%s)", channel_id, error)
            return None

    async def _delete(self, channel_id: int, message_id: int) -> None:
        try:
            await self._channel(channel_id).get_partial_message(message_id).delete()
        except discord.HTTPException as error:
            log.info("message %s in channel %s not deleted (%s)", message_id, channel_id, error)

    async def _edit(self, channel_id: int, message_id: int, **changes: Any) -> None:
        try:
            await self._channel(channel_id).get_partial_message(message_id).edit(**changes)
        except discord.HTTPException as error:
            log.warning("message %s in channel %s not edited (%s)", message_id, channel_id, error)


def _answering(info: TableInfo) -> bool:
    """Whether the table shows an open window's answer button."""
    return info.status == "playing" and info.window is not None and bool(info.window.button)


def _progress(view: Any) -> str | None:
    """The game's own status line, for games whose views offer one."""
    return getattr(view, "progress", None)


def _ids(info: TableInfo) -> tuple[int, int]:
    return info.id, info.version
