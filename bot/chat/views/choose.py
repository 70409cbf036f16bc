"""Move controls: one question of the field-by-field chooser as buttons, menus or a text box.

Nothing here knows a game. `move_controls` draws whatever `next_step` asks:
up to five options as buttons, more as menus, typed input behind a button
that opens a form. Each control's custom id holds the table, the version and
mark of the moves it was drawn for, and the picks so far; a click hands them to
`Moves.offer`, which asks the next question or acts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

import discord

from bot.chat.customids import (
    DRAWN,
    PICKS,
    TABLE,
    VERSION,
    custom_id,
    decode_picks,
    drawn,
    encode_picks,
)
from bot.chat.customids import template as id_template
from bot.chat.replies import refusals_in_private, table_bot
from engines.core.choosing import Option, Step
from engines.core.messages import mark, msg
from renderers.i18n import SOURCE, text, translate

MAX_BUTTONS = 5
MENU_SIZE = 25
MAX_MENUS = 4  # the fifth row keeps room for "Start over"
START_OVER = mark("↩ Start over")
LOCK_IN = mark("🔒 Lock it in anyway")
CHANGE_IT = mark("Change it")
TYPED_MARK = "~"  # in a lock-in id, marks a typed answer among the picks


class PickButton(
    discord.ui.DynamicItem[discord.ui.Button], template=id_template("pick", TABLE, DRAWN, PICKS)
):
    """One option of a question; its picks include the option itself."""

    def __init__(
        self,
        table_id: int,
        version: int,
        mark: str | None,
        picks: Mapping[str, str],
        label: str = "Choose",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.table_id, self.version, self.mark, self.picks = table_id, version, mark, dict(picks)
        cid = custom_id("pick", table_id, drawn(version, mark), encode_picks(picks))
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=cid))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> PickButton:
        return cls(
            int(match["table"]), int(match["version"]), match["mark"], decode_picks(match["picks"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).moves.offer(
                interaction, self.table_id, self.version, self.picks, mark=self.mark
            )


class PickMenu(
    discord.ui.DynamicItem[discord.ui.Select],
    template=id_template("menu", TABLE, DRAWN, r"(?P<field>[^:]+)", r"(?P<part>\d)", PICKS),
):
    """A question with many options; `part` tells apart the menus of a long list."""

    def __init__(
        self,
        table_id: int,
        version: int,
        mark: str | None,
        field: str,
        part: int,
        picks: Mapping[str, str],
        options: Sequence[discord.SelectOption] = (),
        placeholder: str | None = None,
    ) -> None:
        self.table_id, self.version, self.mark = table_id, version, mark
        self.field, self.picks = field, dict(picks)
        cid = custom_id("menu", table_id, drawn(version, mark), field, part, encode_picks(picks))
        menu = discord.ui.Select(custom_id=cid, options=list(options), placeholder=placeholder)
        super().__init__(menu)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> PickMenu:
        return cls(
            int(match["table"]),
            int(match["version"]),
            match["mark"],
            match["field"],
            int(match["part"]),
            decode_picks(match["picks"]),
            item.options,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        picks = {**self.picks, self.field: self.item.values[0]}
        async with refusals_in_private(interaction):
            await table_bot(interaction).moves.offer(
                interaction, self.table_id, self.version, picks, mark=self.mark
            )


class LockButton(
    discord.ui.DynamicItem[discord.ui.Button], template=id_template("lock", TABLE, VERSION, PICKS)
):
    """Makes a typed move the game warned about: the player has read the warning."""

    def __init__(
        self,
        table_id: int,
        version: int,
        picks: Mapping[str, str],
        typed: Mapping[str, str],
        label: str = LOCK_IN,
    ) -> None:
        self.table_id, self.version = table_id, version
        self.picks, self.typed = dict(picks), dict(typed)
        marked = {**picks, **{TYPED_MARK + field: text for field, text in typed.items()}}
        cid = custom_id("lock", table_id, version, encode_picks(marked))
        button = discord.ui.Button(label=label, style=discord.ButtonStyle.danger, custom_id=cid)
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> LockButton:
        marked = decode_picks(match["picks"])
        picks = {k: v for k, v in marked.items() if not k.startswith(TYPED_MARK)}
        typed = {k[1:]: v for k, v in marked.items() if k.startswith(TYPED_MARK)}
        return cls(int(match["table"]), int(match["version"]), picks, typed)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).moves.offer(
                interaction, self.table_id, self.version, self.picks, self.typed, confirmed=True
            )


class TypeButton(
    discord.ui.DynamicItem[discord.ui.Button], template=id_template("type", TABLE, DRAWN, PICKS)
):
    """Opens a form for the typed-in fields of a move."""

    def __init__(
        self,
        table_id: int,
        version: int,
        mark: str | None,
        picks: Mapping[str, str],
        label: str = "Type",
    ) -> None:
        self.table_id, self.version, self.mark, self.picks = table_id, version, mark, dict(picks)
        cid = custom_id("type", table_id, drawn(version, mark), encode_picks(picks))
        button = discord.ui.Button(label=f"✏️ {label}"[:80], custom_id=cid)
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> TypeButton:
        return cls(
            int(match["table"]), int(match["version"]), match["mark"], decode_picks(match["picks"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).moves.ask_typed(
                interaction, self.table_id, self.version, self.picks, self.mark
            )


def move_controls(
    table_id: int,
    version: int,
    mark: str,
    picks: Mapping[str, str],
    step: Step | None,
    confirm: str = "",
    locale: str = SOURCE,
) -> discord.ui.View:
    """The controls for the next question, or one button confirming the only move left;
    `mark` is that of the moves they were drawn from. The engine's words on them are
    in `locale`, the language of the person choosing."""
    view = discord.ui.View(timeout=None)
    if step is None:
        style = discord.ButtonStyle.success
        view.add_item(PickButton(table_id, version, mark, picks, f"✅ {confirm}", style))
    elif step.free_text:
        view.add_item(TypeButton(table_id, version, mark, picks, translate(step.title, locale)))
    elif len(step.options) <= MAX_BUTTONS:
        for option in step.options:
            chosen = {**picks, step.field: option.token}
            view.add_item(PickButton(table_id, version, mark, chosen, text(option.label, locale)))
    else:
        for part, start in enumerate(range(0, len(step.options), MENU_SIZE)[:MAX_MENUS]):
            options = _menu_options(step.options[start : start + MENU_SIZE], locale)
            question = prompt(step, locale)
            menu = PickMenu(table_id, version, mark, step.field, part, picks, options, question)
            view.add_item(menu)
    if picks:
        style = discord.ButtonStyle.secondary
        view.add_item(PickButton(table_id, version, mark, {}, translate(START_OVER, locale), style))
    return view


def lock_in_controls(
    table_id: int,
    version: int,
    picks: Mapping[str, str],
    typed: Mapping[str, str],
    locale: str = SOURCE,
) -> discord.ui.View:
    """After the game's warning: make the typed move anyway, or type it again (a typed
    move is judged against the table as it is then, so no mark is needed)."""
    view = discord.ui.View(timeout=None)
    view.add_item(LockButton(table_id, version, picks, typed, translate(LOCK_IN, locale)))
    view.add_item(TypeButton(table_id, version, None, picks, translate(CHANGE_IT, locale)))
    return view


def prompt(step: Step, locale: str = SOURCE) -> str:
    """The question in words: a title written as a question or order ("Take a card") as it
    is, a plain noun ("card to play") as "Choose the card to play"."""
    title = translate(step.title, locale)
    if step.title[:1].isupper():
        return title
    return text(msg("Choose the {what}", what=title), locale)


def _menu_options(options: Sequence[Option], locale: str) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=text(option.label, locale)[:100], value=option.token)
        for option in options
    ]
