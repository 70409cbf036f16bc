"""Clicks on move controls and typed answers: the next question, or the move itself.

Each click is checked against the table as it is now. A control drawn for an
older version answers "out of date" with fresh controls (a double click, a
message from before the table moved on), unless it still stands: the person
has not moved since, and the moves open to them are the ones it was drawn from
(its mark), as when someone else moved in a phase where several choose at
once. Only a click that completes a legal move reaches `TableService.act`,
which checks the version again under the table's lock; a move someone else's
lands just before is tried again while it still stands. Everything here answers
one person, so it speaks the language of their click (`interaction.locale`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord
from pydantic import BaseModel

import engines
from bot.chat.customids import moves_mark
from bot.chat.forms import answer_form_id, move_form_id, typed_form
from bot.chat.panels import NOT_PLAYING, Panel, hand_panel
from bot.chat.places import require_same_server
from bot.chat.replies import tell
from bot.chat.text import short_title
from bot.chat.views.choose import lock_in_controls
from bot.tables import NotAllowed, Notices, StaleVersion, TableInfo
from engines.core.choosing import Step, matching, next_step, resolve
from engines.core.messages import Line, msg
from renderers.i18n import language, text

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

OUT_OF_DATE = msg("⚠️ This button is out of date; here is the table as it is now.")
TOO_LATE = msg("🙂 Too late: someone already got it, or the time ran out. Nothing was sent.")
NOTHING_TO_ANSWER = msg("There is nothing for you to answer this time.")
NO_LONGER = msg("⚠️ That choice is no longer available; please choose again.")
SENT, PASSED = msg("✅ Sent."), msg("✅ Sent blank: you pass.")
MAX_TYPED = 5  # text boxes a Discord form can hold
ATTEMPTS = 3  # tries at a move that still stands while other moves land first


class Moves:
    """Each player's private side of a table: their panel, and their clicks on it."""

    def __init__(self, bot: ChatApp) -> None:
        self._bot = bot

    async def offer(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        picks: Mapping[str, str],
        typed: Mapping[str, str] | None = None,
        confirmed: bool = False,
        mark: str | None = None,
    ) -> None:
        """Ask the next question about the picks, or make the move they complete.

        Typed answers are judged against the table as it is now: in a phase
        where everyone answers at once, someone else's answer must not throw
        away a word that took a while to type. A game may `check` a typed
        move first; its warning is shown and the player locks the move in or
        changes it.
        """
        service = self._bot.service
        user_id = interaction.user.id
        info = await self._current(interaction, table_id)
        if not await self._stands(info, user_id, version, mark, typed):
            await self._refresh(interaction, info, OUT_OF_DATE)
            return
        info = await self.come_back(info, user_id)
        legal = await service.legal_actions(table_id, user_id)
        action = resolve(legal, picks, typed)
        if action is None:
            if not matching(legal, picks):
                await self._refresh(interaction, info, NO_LONGER)
                return
            panel = await hand_panel(self._bot, info, user_id, picks=picks, with_image=False,
                                     locale=language(interaction.locale))  # fmt: skip
            await interaction.response.edit_message(content=panel.content, view=panel.controls)
            return
        if typed and not confirmed:
            warning = await self._warning(info, user_id, action)
            if warning is not None:
                locale = language(interaction.locale)
                controls = lock_in_controls(table_id, info.version, picks, typed, locale)
                asked = msg("⚠️ {warning} Lock it in anyway, or change it?",
                            warning=text(warning, locale))  # fmt: skip
                await interaction.response.send_message(
                    text(asked, locale), view=controls, ephemeral=True
                )
                return
        await interaction.response.defer()
        notices = await self._act(info, user_id, action, version, mark, typed)
        if notices is None:
            await self._refresh(interaction, await service.table(table_id), OUT_OF_DATE)
            return
        ephemeral = interaction.message is not None and interaction.message.flags.ephemeral
        # The clicked DM is updated through the click's answer (not counted by Discord).
        await self._bot.notifier.publish(notices, None if ephemeral else interaction)
        if ephemeral and user_id not in notices.private:
            await self._bot.notifier.refresh_hand(table_id, user_id)
        if ephemeral or user_id not in notices.private:
            # Nobody else will touch this message: an ephemeral reply, or a
            # direct message that no private update replaces.
            await self._refresh(interaction, await service.table(table_id), "")

    async def _stands(
        self,
        info: TableInfo,
        user_id: int,
        version: int,
        mark: str | None,
        typed: Mapping[str, str] | None,
    ) -> bool:
        """Whether a control drawn at `version` from moves marked `mark` may still act: the
        table has not moved on, or nothing of the person's own has (typed answers are
        judged against the table as it is now)."""
        if info.status != "playing":
            return False
        if info.version == version or typed is not None:
            return True
        if mark is None or version > info.version:
            return False
        legal = await self._bot.service.legal_actions(info.id, user_id)
        if not legal or moves_mark(legal) != mark:
            return False
        return not await self._bot.service.moved_since(info.id, user_id, version)

    async def _act(
        self,
        info: TableInfo,
        user_id: int,
        action: BaseModel,
        version: int,
        mark: str | None,
        typed: Mapping[str, str] | None,
    ) -> Notices | None:
        """The move, against the table as it is now; tried again while it still stands
        when another move lands first. None: it no longer stands."""
        service = self._bot.service
        for _ in range(ATTEMPTS):
            try:
                return await service.act(info.id, user_id, action, info.version)
            except StaleVersion:
                info = await service.table(info.id)
                if not await self._stands(info, user_id, version, mark, typed):
                    return None
        return None

    async def ask_typed(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        picks: Mapping[str, str],
        mark: str | None = None,
    ) -> None:
        """Open a form for the typed-in fields that come next after `picks`."""
        info = await self._current(interaction, table_id)
        if not await self._stands(info, interaction.user.id, version, mark, None):
            await self._refresh(interaction, info, OUT_OF_DATE)
            return
        steps = await self._typed_steps(info, interaction.user.id, picks)
        if not steps:
            await self._refresh(interaction, info, NO_LONGER)
            return
        form_id = move_form_id(table_id, info.version, picks)
        await interaction.response.send_modal(_form(interaction, info, form_id, steps))

    async def ask_answer(
        self, interaction: discord.Interaction, table_id: int, opened_step: int
    ) -> None:
        """The public answer button ("Guess"): a form for the answer, if it is still wanted."""
        info = await self._current(interaction, table_id)
        user_id = interaction.user.id
        if not _open(info, opened_step):
            await tell(interaction, TOO_LATE)
            return
        assert info.window is not None
        picks = dict(info.window.answer)
        steps = await self._typed_steps(info, user_id, picks)
        if info.seat_of(user_id) not in info.window.seats or not steps:
            await tell(interaction, NOTHING_TO_ANSWER)
            return
        form_id = answer_form_id(table_id, opened_step, picks)
        await interaction.response.send_modal(_form(interaction, info, form_id, steps))

    async def answer(
        self,
        interaction: discord.Interaction,
        table_id: int,
        opened_step: int,
        picks: Mapping[str, str],
        typed: Mapping[str, str],
    ) -> None:
        """An answer typed in the window's form, judged against the window it was made for:
        the first right answer committed wins, and the others hear it is too late. A blank
        answer passes (see `_typed_steps`)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        user_id = interaction.user.id
        info = await self.come_back(await self._current(interaction, table_id), user_id)
        action = resolve(await self._bot.service.legal_actions(table_id, user_id), picks, typed)
        if not _open(info, opened_step) or action is None:
            await tell(interaction, TOO_LATE)
            return
        try:
            notices = await self._bot.service.act(table_id, user_id, action, opened_step)
        except StaleVersion:
            await tell(interaction, TOO_LATE)
            return
        await self._bot.notifier.publish(notices)
        note = SENT if any(text.strip() for text in typed.values()) else PASSED
        panel = await hand_panel(
            self._bot, notices.table, user_id, note=note, locale=language(interaction.locale)
        )
        await self._reply(interaction, panel)

    async def show_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        """ "My hand" and /hand: the player's panel as a reply only they see."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self._current(interaction, table_id)
        info = await self.come_back(info, interaction.user.id)
        panel = await hand_panel(
            self._bot, info, interaction.user.id, locale=language(interaction.locale)
        )
        await self._reply(interaction, panel)

    async def _reply(self, interaction: discord.Interaction, panel: Panel) -> None:
        """The panel as a reply only the clicker sees, its picture not uploaded again."""
        uploads, user_id = self._bot.notifier.uploads, interaction.user.id
        shown_as = uploads.reusing(user_id, panel)
        uploads.remember(user_id, await interaction.followup.send(
            ephemeral=True, wait=True, **shown_as.send_kwargs()))  # fmt: skip

    async def come_back(self, info: TableInfo, user_id: int) -> TableInfo:
        """A player the bot stood in for is back as soon as they reach for their hand."""
        if user_id not in info.away:
            return info
        notices = await self._bot.service.back(info.id, user_id)
        await self._bot.notifier.publish(notices)
        return notices.table

    async def _warning(self, info: TableInfo, user_id: int, action: BaseModel) -> Line | None:
        """The game's warning about a typed move (a word that would score 0), if it has one."""
        check = getattr(engines.get(info.game), "check", None)
        if check is None:
            return None
        return check(await self._bot.service.view_for(info.id, user_id), action)

    async def _current(self, interaction: discord.Interaction, table_id: int) -> TableInfo:
        info = await self._bot.service.table(table_id)
        require_same_server(interaction, info)
        if info.seat_of(interaction.user.id) is None:
            raise NotAllowed(NOT_PLAYING)
        return info

    async def _typed_steps(
        self, info: TableInfo, user_id: int, picks: Mapping[str, str]
    ) -> list[tuple[Step, bool]]:
        """The typed-in questions that come next, each with whether an answer is required.

        A field with a default (a blank word meaning "no word") may be left
        empty, and so may an answer in an open window: a blank answer passes,
        as the window's closing does for whoever has not answered (see
        `engines.core.windows`)."""
        engine = engines.get(info.game)
        view = await self._bot.service.view_for(info.id, user_id)
        legal = await self._bot.service.legal_actions(info.id, user_id)
        steps: list[tuple[Step, bool]] = []
        probe = dict(picks)
        step = next_step(engine, view, legal, probe) if legal else None
        passing = _answering(info, user_id, picks)
        while step is not None and step.free_text and len(steps) < MAX_TYPED:
            action = matching(legal, probe)[0]
            required = type(action).model_fields[step.field].is_required() and not passing
            steps.append((step, required))
            probe[step.field] = ""  # a free-text field matches any answer
            step = next_step(engine, view, legal, probe)
        return steps

    async def _refresh(self, interaction: discord.Interaction, info: TableInfo, note: Line) -> None:
        """Turn the clicked message into the player's panel as it is now."""
        if not interaction.response.is_done():
            await interaction.response.defer()
        user_id = interaction.user.id
        panel = await hand_panel(
            self._bot, info, user_id, note=note, locale=language(interaction.locale)
        )
        uploads = self._bot.notifier.uploads
        changes = uploads.reusing(user_id, panel).edit_kwargs()
        if panel.shown_by(interaction.message):
            del changes["attachments"], changes["embeds"]  # the picture there is this one
        uploads.remember(user_id, await interaction.edit_original_response(**changes))


def _form(
    interaction: discord.Interaction, info: TableInfo, form_id: str, steps: list[tuple[Step, bool]]
) -> discord.ui.Modal:
    """The form for typed answers, titled and labelled in the language of who opens it."""
    locale = language(interaction.locale)
    game = short_title(engines.get(info.game), locale)
    title = text(msg("{game} · table #{table}", game=game, table=info.id), locale)
    return typed_form(title, form_id, steps, locale)


def _open(info: TableInfo, opened_step: int) -> bool:
    """Whether the window that opened at `opened_step` is still open."""
    window = info.window
    return info.status == "playing" and window is not None and window.opened_step == opened_step


def _answering(info: TableInfo, user_id: int, picks: Mapping[str, str]) -> bool:
    """Whether `picks` start the answer of an open window that `user_id` may still give."""
    window = info.window
    if window is None or not window.answer or info.seat_of(user_id) not in window.seats:
        return False
    return all(picks.get(field) == token for field, token in window.answer)
