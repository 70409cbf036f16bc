"""The lobby message's buttons, and a menu per option each player sets for their own seat;
each click is one table service call. The lobby is public, so its words are the table's
language; the Add bot question goes to the host alone, in theirs."""

from __future__ import annotations

import re

import discord

import engines
from bot.chat.customids import LEVEL, TABLE, LobbyVerb, custom_id, template
from bot.chat.replies import refusals_in_private, table_bot
from engines.core.levels import DEFAULT_LEVEL, LEVELS
from engines.core.messages import mark, msg
from engines.core.seat_settings import SeatSetting, seat_settings
from renderers.i18n import SOURCE, translate

Verb = LobbyVerb
_BUTTONS: tuple[tuple[Verb, str, discord.ButtonStyle, int], ...] = (
    ("join", mark("Join"), discord.ButtonStyle.success, 0),
    ("leave", mark("Leave"), discord.ButtonStyle.secondary, 0),
    ("bot", mark("Add bot"), discord.ButtonStyle.primary, 0),
    ("start", mark("Start"), discord.ButtonStyle.success, 1),
    ("cancel", mark("Cancel"), discord.ButtonStyle.danger, 1),
    ("rules", mark("Rules"), discord.ButtonStyle.secondary, 1),
)
FIRST_MENU_ROW = 2  # the buttons take rows 0 and 1; a menu fills a row of its own
_LOOK = {verb: (label, style, row) for verb, label, style, row in _BUTTONS}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=template(r"lobby", r"(?P<verb>join|leave|bot|start|cancel|rules)", TABLE),
):
    def __init__(self, verb: Verb, table_id: int, locale: str = SOURCE) -> None:
        self.verb, self.table_id = verb, table_id
        label, style, row = _LOOK[verb]
        cid = custom_id("lobby", verb, table_id)
        button = discord.ui.Button(label=translate(label, locale), style=style, custom_id=cid)
        super().__init__(button, row=row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["verb"], int(match["table"]))  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).lobbies.press(interaction, self.verb, self.table_id)


LEVEL_QUESTION = msg(
    "Which bot should sit down? **Easy** plays plainly, **Normal** is the game's usual "
    "bot, **Hard** thinks ahead over the cards it cannot see."
)
# The level buttons' words (engines.core.levels names the levels).
LEVEL_BUTTONS = {"easy": mark("Easy"), "normal": mark("Normal"), "hard": mark("Hard")}


class BotLevelButton(
    discord.ui.DynamicItem[discord.ui.Button], template=template("botlevel", TABLE, LEVEL)
):
    """One level in the host's private answer to Add bot; normal stands out as the default.
    A click on an old one (the game started, the table filled) is refused by the service."""

    def __init__(self, table_id: int, level: str, locale: str = SOURCE) -> None:
        self.table_id, self.level = table_id, level
        style = (
            discord.ButtonStyle.primary if level == DEFAULT_LEVEL else discord.ButtonStyle.secondary
        )
        words = LEVEL_BUTTONS.get(level, level.capitalize())
        button = discord.ui.Button(
            label=translate(words, locale), style=style,
            custom_id=custom_id("botlevel", table_id, level),
        )  # fmt: skip
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> BotLevelButton:
        return cls(int(match["table"]), match["level"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).lobbies.add_bot(interaction, self.table_id, self.level)


def level_choice(table_id: int, locale: str = SOURCE) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for level in LEVELS:
        view.add_item(BotLevelButton(table_id, level, locale))
    return view


class SeatSettingMenu(
    discord.ui.DynamicItem[discord.ui.Select],
    template=template("seat", TABLE, r"(?P<field>[A-Za-z_]{1,40})"),
):
    """Each seated person picks their own value; the lobby text shows everyone's."""

    def __init__(
        self,
        table_id: int,
        field: str,
        options: list[discord.SelectOption],
        placeholder: str,
        row: int = FIRST_MENU_ROW,
    ) -> None:
        self.table_id, self.field = table_id, field
        menu = discord.ui.Select(
            custom_id=custom_id("seat", table_id, field), options=options, placeholder=placeholder
        )
        super().__init__(menu, row=row)

    @classmethod
    def for_setting(
        cls, table_id: int, setting: SeatSetting, row: int, locale: str = SOURCE
    ) -> SeatSettingMenu:
        """The game's own words for the setting (its catalog's), in the table's language."""
        options = [discord.SelectOption(label=str(value), value=str(value))
                   for value in setting.choices]  # fmt: skip
        return cls(table_id, setting.field, options, f"{translate(setting.prompt, locale)}…", row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> SeatSettingMenu:
        return cls(int(match["table"]), match["field"], item.options, item.placeholder or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).lobbies.set_seat_option(
                interaction, self.table_id, self.field, self.item.values[0]
            )


def lobby_controls(table_id: int, game: str, locale: str = SOURCE) -> discord.ui.View:
    """The lobby's buttons and seat menus, in the table's language."""
    view = discord.ui.View(timeout=None)
    for verb, *_ in _BUTTONS:
        view.add_item(LobbyButton(verb, table_id, locale))
    settings = seat_settings(engines.get(game).Options)[: 5 - FIRST_MENU_ROW]  # 5 rows at most
    for row, setting in enumerate(settings, start=FIRST_MENU_ROW):
        view.add_item(SeatSettingMenu.for_setting(table_id, setting, row, locale))
    return view
