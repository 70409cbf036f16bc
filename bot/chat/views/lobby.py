"""The lobby message's buttons; each click is one table service call."""

from __future__ import annotations

import re

import discord

from bot.chat.customids import TABLE, LobbyVerb, custom_id, template
from bot.chat.replies import refusals_in_private, table_bot

Verb = LobbyVerb
_BUTTONS: tuple[tuple[Verb, str, discord.ButtonStyle, int], ...] = (
    ("join", "Join", discord.ButtonStyle.success, 0),
    ("leave", "Leave", discord.ButtonStyle.secondary, 0),
    ("bot", "Add bot", discord.ButtonStyle.primary, 0),
    ("start", "Start", discord.ButtonStyle.success, 1),
    ("cancel", "Cancel", discord.ButtonStyle.danger, 1),
    ("rules", "Rules", discord.ButtonStyle.secondary, 1),
)
_LOOK = {verb: (label, style, row) for verb, label, style, row in _BUTTONS}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=template(r"lobby", r"(?P<verb>join|leave|bot|start|cancel|rules)", TABLE),
):
    def __init__(self, verb: Verb, table_id: int) -> None:
        self.verb, self.table_id = verb, table_id
        label, style, row = _LOOK[verb]
        cid = custom_id("lobby", verb, table_id)
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=cid), row=row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["verb"], int(match["table"]))  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            await table_bot(interaction).lobbies.press(interaction, self.verb, self.table_id)


def lobby_controls(table_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for verb, *_ in _BUTTONS:
        view.add_item(LobbyButton(verb, table_id))
    return view
