"""One person's private panel about a table: words, their hand picture and move controls.

The same panel goes into a direct message, an ephemeral "My hand" reply and
the reply to a stale click, so a player sees the same thing wherever they look,
in their own language.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

import engines
from bot.chat.customids import moves_mark
from bot.chat.names import legend, seat_letter
from bot.chat.rendering import Picture, image_file, picture
from bot.chat.text import private_waiting_text, table_heading
from bot.chat.views.choose import move_controls, prompt
from bot.tables import NotAllowed, TableInfo
from engines.core.choosing import label_for, matching, next_step
from engines.core.messages import Line, msg
from renderers.i18n import SOURCE, text

NOT_PLAYING = msg("You are not playing at this table.")

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

FOOTER_LIMIT = 2048  # Discord's limit for an embed footer's text


def picture_digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


@dataclass(frozen=True)
class Panel:
    """Ready to send as a new message or to edit an existing one into.

    `image_url`: where Discord already holds these very picture bytes (an earlier
    upload to the same person). A new message then shows the picture from there, in
    an embed whose footer carries the words an upload has as its alt text, rather
    than uploading it again."""

    content: str
    image: Picture | None = None
    controls: discord.ui.View | None = None
    image_url: str | None = None

    @property
    def picture_name(self) -> str | None:
        """The hand picture's file name, which names its bytes (a digest, telling nothing of
        the hand), so a message is known to show this very picture without keeping a thing."""
        return f"hand-{picture_digest(self.image.data)[:12]}.png" if self.image else None

    def files(self) -> list[discord.File]:
        if self.image is None or self.image_url:
            return []
        return [image_file(self.image, "hand", name=self.picture_name)]

    def embeds(self) -> list[discord.Embed]:
        """The picture shown from `image_url`, with its words as the footer (an embed's
        picture has no alt text of its own)."""
        if self.image is None or self.image_url is None:
            return []
        shown = discord.Embed().set_image(url=self.image_url)
        return [shown.set_footer(text=self.image.description[:FOOTER_LIMIT])]

    def shown_by(self, message: discord.Message | None) -> bool:
        """Whether `message` shows this panel's picture already (uploaded or from a link)."""
        if message is None or self.picture_name is None:
            return False
        names = [attachment.filename for attachment in message.attachments]
        names += [(embed.image.url or "").split("?")[0].rsplit("/", 1)[-1]
                  for embed in message.embeds]  # fmt: skip
        return self.picture_name in names

    def send_kwargs(self) -> dict[str, Any]:
        """For a new message (channel send or followup)."""
        kwargs: dict[str, Any] = {
            "content": self.content, "files": self.files(), "embeds": self.embeds()
        }  # fmt: skip
        if self.controls is not None:
            kwargs["view"] = self.controls
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """For editing a message into this panel (a picture shown from an earlier upload
        gives way to the one attached); controls left out are removed."""
        return {"content": self.content, "attachments": self.files(), "embeds": self.embeds(),
                "view": self.controls}  # fmt: skip


async def hand_panel(
    bot: ChatApp,
    info: TableInfo,
    user_id: int,
    *,
    picks: Mapping[str, str] | None = None,
    note: Line = "",
    with_image: bool = True,
    locale: str = SOURCE,
) -> Panel:
    """What `user_id` may see and do at the table now, with `picks` already chosen; every
    word (the frame, the `note`, the game's choices, the hand picture) in `locale`, the
    language of that person."""
    seat = info.seat_of(user_id)
    if seat is None:
        raise NotAllowed(NOT_PLAYING)
    picks = dict(picks or {})
    engine = engines.get(info.game)
    link = await bot.store.chat_link(info.id)
    title = table_heading(engine, info.id, locale)
    letter = seat_letter(seat)
    thread = link.thread_id if link else None
    you = (
        msg("{table} · you are seat **{seat}** · game thread <#{thread}>", table=title,
            seat=letter, thread=thread)
        if thread
        else msg("{table} · you are seat **{seat}**", table=title, seat=letter)
    )  # fmt: skip
    # The legend: the game's lines and choices name seats by letter ("B named it").
    seats = msg("Seats: {seats}", seats=legend(info, locale))
    head = f"{text(you, locale)}\n{text(seats, locale)}"
    note = text(note, locale)
    view = await bot.service.view_for(info.id, user_id)
    if view is None:
        waiting = text(msg("The game has not started yet."), locale)
        return Panel("\n".join(filter(None, [head, note, waiting])))
    legal = await bot.service.legal_actions(info.id, user_id)
    if legal and not matching(legal, picks):
        picks = {}
    controls = None
    if not legal:
        body = private_waiting_text(info, locale)
    else:
        step = next_step(engine, view, legal, picks)
        chosen = _chosen_labels(engine, view, legal, picks, locale)
        confirm = "" if step else _summary(engine, view, matching(legal, picks)[0], locale)
        question = prompt(step, locale) if step else None
        body = text(_your_turn(question, chosen), locale)
        controls = move_controls(
            info.id, info.version, moves_mark(legal), picks, step, confirm, locale
        )
    image = None
    if with_image:
        names = await bot.names.for_pictures(info, locale)
        image = await picture(info.game, "hand", view, names, locale=locale)
    return Panel("\n".join(filter(None, [head, note, body])), image, controls)


def _your_turn(question: str | None, chosen: list[str]) -> Line:
    """The panel's call to move: what was picked so far, and the next question."""
    picked = " › ".join(chosen)
    if question and chosen:
        return msg("**Your turn.** You chose: {picked}. {question}:", picked=picked,
                   question=question)  # fmt: skip
    if question:
        return msg("**Your turn.** {question}:", question=question)
    if chosen:
        return msg("**Your turn.** You chose: {picked}. Press the button to make your move.",
                   picked=picked)  # fmt: skip
    return msg("**Your turn.** Press the button to make your move.")


def _chosen_labels(
    engine: Any, view: Any, legal: list[Any], picks: Mapping[str, str], locale: str
) -> list[str]:
    """The picks so far in the engine's words; every matching action shares their values."""
    action = matching(legal, picks)[0]
    return [
        text(label_for(engine, view, name, getattr(action, name)), locale)
        for name in picks
        if name in type(action).model_fields
    ]


def _summary(engine: Any, view: Any, action: Any, locale: str) -> str:
    return " · ".join(
        text(label_for(engine, view, name, getattr(action, name)), locale)
        for name in type(action).model_fields
    )
