"""Buttons on public table messages: "My hand" for private controls, the open window's
answer button ("Guess"), and "Rematch" at the end, in the table's language."""

from __future__ import annotations

import re

import discord

from bot.chat.customids import TABLE, VERSION, custom_id, template
from bot.chat.replies import refusals_in_private, table_bot
from bot.tables import TableInfo
from engines.core.messages import mark
from renderers.i18n import SOURCE, translate

MY_HAND = mark("My hand")
REMATCH = mark("Rematch")


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=template("hand", TABLE)):
    """Your hand and move controls, shown only to you: the way to play without DMs."""

    def __init__(self, table_id: int, locale: str = SOURCE) -> None:
        self.table_id = table_id
        button = discord.ui.Button(
            label=translate(MY_HAND, locale), emoji="🃏", style=discord.ButtonStyle.primary,
            custom_id=custom_id("hand", table_id),
        )  # fmt: skip
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).moves.show_hand(interaction, self.table_id)


class AnswerButton(
    discord.ui.DynamicItem[discord.ui.Button], template=template("answer", TABLE, VERSION)
):
    """Answer in the window that opened at this table version, from the public table.

    It names the window it was drawn for, so after a restart it still works, and
    once that window is over it says so instead of answering another one.
    """

    def __init__(self, table_id: int, opened_step: int, label: str) -> None:
        self.table_id = table_id
        self.opened_step = opened_step
        button = discord.ui.Button(
            label=label, emoji="🤔", style=discord.ButtonStyle.success,
            custom_id=custom_id("answer", table_id, opened_step),
        )  # fmt: skip
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> AnswerButton:
        label = getattr(item, "label", None) or "Answer"
        return cls(int(match["table"]), int(match["version"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).moves.ask_answer(
                interaction, self.table_id, self.opened_step
            )


class RematchButton(discord.ui.DynamicItem[discord.ui.Button], template=template("rematch", TABLE)):
    """A new lobby with the same game and options, hosted by whoever clicks."""

    def __init__(self, table_id: int, locale: str = SOURCE) -> None:
        self.table_id = table_id
        button = discord.ui.Button(
            label=translate(REMATCH, locale), emoji="🔁", style=discord.ButtonStyle.success,
            custom_id=custom_id("rematch", table_id),
        )  # fmt: skip
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).lobbies.rematch(interaction, self.table_id)


def hand_controls(table_id: int, locale: str = SOURCE) -> discord.ui.View:
    return discord.ui.View(timeout=None).add_item(HandButton(table_id, locale))


def table_controls(info: TableInfo, locale: str = SOURCE) -> discord.ui.View:
    """ "My hand", and the open window's answer button (in the game's words) while there
    is one."""
    view = hand_controls(info.id, locale)
    window = info.window
    if info.status == "playing" and window is not None and window.button:
        label = translate(window.button, locale)
        view.add_item(AnswerButton(info.id, window.opened_step, label))
    return view


def rematch_controls(table_id: int, locale: str = SOURCE) -> discord.ui.View:
    return discord.ui.View(timeout=None).add_item(RematchButton(table_id, locale))
