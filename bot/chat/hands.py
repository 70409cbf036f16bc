"""Each person's hand, in their DMs: one notifying message when their turn begins, edits
otherwise, and only edits that change something they can see.

Discord counts every message a bot creates or edits against one limit of 50
calls a second for all its servers, and a few per channel; answering an
interaction (the click's own reply) is not counted. So:

- the person who clicked gets their DM updated through the click's answer
  (`answering`), not by a separate edit;
- someone waiting is not edited for the others' moves (the thread's status shows
  those): their DM changes when moves are offered to them again (a new DM when
  their turn begins) or the moves offered change;
- when a window opens for everyone to answer from a thread post's button (Guess),
  the post pings them and they answer there: no DM;
- a picture whose bytes did not change is not uploaded again: an edit keeps the
  attachment already there, and a new DM shows an earlier upload of the same bytes
  from where Discord keeps it (`bot.chat.uploads`);
- an old DM whose controls were already taken off is not edited again to take
  them off when the next turn's DM goes out.

What each DM shows is remembered in memory for the most recent messages only;
after a restart the first edit of each sends everything again.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

import engines
from bot.chat import sending
from bot.chat.pacing import Pacer
from bot.chat.panels import Panel, hand_panel, picture_digest
from bot.chat.text import dm_closed_text, table_heading, your_turn_ping
from bot.chat.uploads import Uploads
from bot.chat.views.table import hand_controls
from bot.store import ChatLink, ChatSeat
from bot.tables import TableInfo
from engines.core.messages import msg
from renderers.i18n import text as words

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

log = logging.getLogger(__name__)

REMEMBERED_DMS = 20_000  # DM messages whose shown panel is kept (far above live ones)


@dataclass(frozen=True)
class Shown:
    """What a DM shows, as far as an edit could change it for its reader."""

    picture: str | None  # digest of the hand picture's bytes
    controls: tuple[str, ...]  # labels and what each control does, the version left out


def shown(panel: Panel) -> Shown:
    picture = picture_digest(panel.image.data) if panel.image else None
    controls: list[str] = []
    if panel.controls is not None:
        for item in panel.controls.children:
            label = getattr(item, "label", None) or getattr(item, "placeholder", None) or ""
            options = getattr(item, "options", ())
            controls.append(f"{label}|{_undated(getattr(item, 'custom_id', ''))}|"
                            + ",".join(option.value for option in options))  # fmt: skip
    return Shown(picture, tuple(controls))


def _undated(custom_id: str | None) -> str:
    """A control's id without the table version it was drawn at (the moves' mark stays)."""
    parts = (custom_id or "").split(":")
    if len(parts) > 3:
        parts[3] = parts[3].partition("-")[2]
    return ":".join(parts)


class Hands:
    """Delivers hands; remembers what each recent DM shows so as not to send it again."""

    def __init__(self, bot: ChatApp, pacer: Pacer, uploads: Uploads) -> None:
        self._bot = bot
        self._pacer = pacer
        self._dm_channels: OrderedDict[int, int] = OrderedDict()  # person -> DM channel id
        self._asked: set[int] = set()  # people whose DM channel is being opened ahead
        self._opening: set[asyncio.Task[None]] = set()
        # One at a time: discord.py learns the DM bucket from the answers, so calls sent
        # together before the first answer would overrun it.
        self._one_open = asyncio.Lock()
        self._shown: OrderedDict[int, Shown] = OrderedDict()
        self._uploads = uploads

    def prepare(self, user_ids: Iterable[int]) -> None:
        """Open the DM channels of people seated in a lobby, in the background: Discord
        opens one a second, so tables started together would otherwise wait for them
        before the first hands go out."""
        for user_id in user_ids:
            if user_id not in self._dm_channels and user_id not in self._asked:
                self._asked.add(user_id)
                task = asyncio.create_task(self._open(user_id))
                self._opening.add(task)
                task.add_done_callback(self._opening.discard)

    async def _open(self, user_id: int) -> None:
        try:
            async with self._one_open:
                await self._pacer.take()
                await self.dm_channel(user_id)
        except discord.HTTPException as error:
            log.info("no DM channel opened ahead (%s)", error.status)
        finally:
            self._asked.discard(user_id)

    async def dm_channel(self, user_id: int) -> discord.abc.Messageable:
        """The person's DM channel. Its id is remembered here: discord.py keeps only the
        latest 128, and asking Discord again costs a call it allows once a second."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            channel_id = (await self._bot.create_dm(discord.Object(user_id))).id
            self._dm_channels[user_id] = channel_id
            if len(self._dm_channels) > REMEMBERED_DMS:
                self._dm_channels.popitem(last=False)
        self._dm_channels.move_to_end(user_id)
        return self._bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    def _remember(self, message: discord.Message, user_id: int, what: Shown) -> None:
        """What `message` now shows, and the pictures it uploaded."""
        self._shown[message.id] = what
        self._shown.move_to_end(message.id)
        if len(self._shown) > REMEMBERED_DMS:
            self._shown.popitem(last=False)
        self._uploads.remember(user_id, message)

    async def send(
        self, info: TableInfo, link: ChatLink, user_id: int, began: bool, pinged: set[int],
        answering: discord.Interaction | None = None,
    ) -> None:  # fmt: skip
        """One person's hand; a failure is theirs alone and never undoes the saved move."""
        try:
            await self._deliver(info, link, user_id, began, pinged, answering)
        except Exception as error:
            log.warning("table %s: hand not delivered (%s)", info.id, type(error).__name__)

    async def _deliver(
        self, info: TableInfo, link: ChatLink, user_id: int, began: bool, pinged: set[int],
        answering: discord.Interaction | None,
    ) -> None:  # fmt: skip
        """A new DM when their turn just `began` (so it notifies), else an edit of the last
        one: someone still choosing is not pinged again for another person's move."""
        assert link.thread_id is not None
        seat = await self._bot.store.chat_seat(info.id, user_id) or ChatSeat(info.id, user_id)
        current = await self._bot.service.table(info.id)
        if current.seat_of(user_id) is None:
            return
        fresh = began and user_id in current.to_act
        if fresh and _answers_on_post(current, user_id, pinged):
            # The post that pinged them has the button to answer with, beside what they
            # answer about: a DM would cost a call and tell them nothing more.
            if seat.dm_closed or not self._offers_moves(seat.dm_message_id):
                return
            fresh = False
        if seat.dm_closed:
            if fresh and user_id not in pinged:
                await self._ping_in_thread(info, link, seat)
            return
        locale = await self._bot.languages.person(user_id)
        panel = await hand_panel(self._bot, current, user_id, locale=locale)
        clicked = answering if _clicked(answering, seat.dm_message_id) else None
        try:
            if seat.dm_message_id is not None and not fresh:
                await self._update(seat.dm_message_id, user_id, panel, clicked)
                return
            if seat.dm_message_id is not None:
                await self._update(seat.dm_message_id, user_id, replace(panel, controls=None),
                                   clicked)  # fmt: skip
            channel = await self.dm_channel(user_id)
            await self._pacer.take(first=True)
            message = await channel.send(**self._uploads.reusing(user_id, panel).send_kwargs())
            self._remember(message, user_id, shown(panel))
            seat = replace(seat, dm_message_id=message.id)
        except discord.NotFound:
            channel = await self.dm_channel(user_id)
            await self._pacer.take()
            message = await channel.send(**self._uploads.reusing(user_id, panel).send_kwargs())
            self._remember(message, user_id, shown(panel))
            seat = replace(seat, dm_message_id=message.id)
        except discord.Forbidden:
            seat = replace(seat, dm_closed=True)
            public = await self._table_locale(info)
            await sending.send(
                self._bot, self._pacer, link.thread_id, dm_closed_text(user_id, public),
                view=hand_controls(info.id, public), allowed_mentions=sending.pinging([user_id]),
            )  # fmt: skip
        except discord.HTTPException as error:
            log.warning("table %s: hand not sent to a player (%s)", info.id, error.status)
        await self._bot.store.save_chat_seat(seat)

    async def _table_locale(self, info: TableInfo) -> str:
        """The language of the table's thread posts (its server's)."""
        return await self._bot.languages.table(info.guild_id, self._bot.get_guild(info.guild_id))

    def _offers_moves(self, message_id: int | None) -> bool:
        """Whether a DM may still show move controls (not known after a restart: it may)."""
        before = self._shown.get(message_id) if message_id is not None else None
        return message_id is not None and (before is None or bool(before.controls))

    async def _update(
        self, message_id: int, user_id: int, panel: Panel, clicked: discord.Interaction | None
    ) -> None:
        """Edit a DM into `panel`, through the click's answer when it is the clicked message;
        nothing is sent when the reader would see nothing new, and an unchanged picture is
        not uploaded again. NotFound: the DM is gone."""
        before, after = self._shown.get(message_id), shown(panel)
        waiting = before is not None and not before.controls and not after.controls
        if clicked is None and (before == after or waiting):
            return
        changes: dict[str, Any] = {"content": panel.content, "view": panel.controls}
        known = before.picture == after.picture if before else panel.shown_by(
            clicked.message if clicked else None)  # fmt: skip
        if not known:
            shown_as = self._uploads.reusing(user_id, panel)
            changes.update(attachments=shown_as.files(), embeds=shown_as.embeds())
        if clicked is not None:
            message: discord.Message = await clicked.edit_original_response(**changes)
        else:
            channel = await self.dm_channel(user_id)
            await self._pacer.take()
            message = await channel.get_partial_message(message_id).edit(**changes)
        self._remember(message, user_id, after)

    async def _ping_in_thread(self, info: TableInfo, link: ChatLink, seat: ChatSeat) -> None:
        """Someone without DMs is told it is their turn by one short post: the last one goes,
        so the thread never fills with them, and the fresh one still notifies."""
        assert link.thread_id is not None
        if seat.dm_message_id is not None:
            await sending.delete(self._bot, self._pacer, link.thread_id, seat.dm_message_id)
        public = await self._table_locale(info)
        ping = await sending.send(
            self._bot, self._pacer, link.thread_id, your_turn_ping(seat.user_id, public),
            view=hand_controls(info.id, public), allowed_mentions=sending.pinging([seat.user_id]),
        )  # fmt: skip
        await self._bot.store.save_chat_seat(replace(seat, dm_message_id=ping.id if ping else None))

    async def close(self, info: TableInfo, link: ChatLink, user_id: int) -> None:
        """The last DM about a finished or cancelled table loses its controls."""
        seat = await self._bot.store.chat_seat(info.id, user_id)
        if seat is None or seat.dm_message_id is None or seat.dm_closed:
            return
        locale = await self._bot.languages.person(user_id)
        heading = table_heading(engines.get(info.game), info.id, locale)
        thread = f"<#{link.thread_id}>"
        ending = (
            msg("{table} is over: results in {thread}.", table=heading, thread=thread)
            if info.status == "finished"
            else msg("{table} was cancelled; see {thread}.", table=heading, thread=thread)
        )
        closing = words(ending, locale)
        try:
            channel = await self.dm_channel(user_id)
        except discord.HTTPException as error:
            log.warning("table %s: no DM channel for a player (%s)", info.id, error.status)
            return
        await sending.edit(
            self._bot, self._pacer, channel.id, seat.dm_message_id, content=closing, view=None
        )
        self._shown.pop(seat.dm_message_id, None)


def _answers_on_post(info: TableInfo, user_id: int, pinged: set[int]) -> bool:
    """Whether `user_id` was pinged by a thread post whose button answers the open window."""
    window = info.window
    return (user_id in pinged and window is not None and bool(window.button)
            and info.seat_of(user_id) in window.seats)  # fmt: skip


def _clicked(answering: discord.Interaction | None, message_id: int | None) -> bool:
    """Whether the click being answered was made on this DM message."""
    message = answering.message if answering is not None else None
    return message is not None and message_id is not None and message.id == message_id
