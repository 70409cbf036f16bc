"""Forms for typed answers (a word, a pattern, a guess), answered from their custom id alone.

discord.py keeps each form it sends in memory, to call its `on_submit`; a form
opened before a restart would then answer "This interaction failed" after it,
and what was typed would be lost. So our forms are sent stopped, which
discord.py keeps no copy of, and every submission, before a restart or after
it, reaches `answer_form` through the bot's `on_interaction`, the way buttons
work through their custom ids. A form's custom id says what it is for: the
typed fields of a move after the picks in it (`jt:form:12:40:kind=lay`), or an
answer in the window that opened at a version (`jt:reply:12:38:kind=guess`).
Its text boxes are named after the fields they fill.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord

from bot.chat.customids import PICKS, TABLE, VERSION, custom_id, decode_picks, encode_picks
from bot.chat.customids import template as id_template
from bot.chat.replies import refusals_in_private, table_bot
from engines.core.choosing import Step
from renderers.i18n import SOURCE, translate

MOVE_FORM = re.compile(id_template("form", TABLE, VERSION, PICKS))
ANSWER_FORM = re.compile(id_template("reply", TABLE, VERSION, PICKS))
TITLE_LENGTH = 45  # Discord's longest form title and text box label


def move_form_id(table_id: int, version: int, picks: Mapping[str, str]) -> str:
    return custom_id("form", table_id, version, encode_picks(picks))


def answer_form_id(table_id: int, opened_step: int, picks: Mapping[str, str]) -> str:
    return custom_id("reply", table_id, opened_step, encode_picks(picks))


def typed_form(
    title: str, form_id: str, fields: Sequence[tuple[Step, bool]], locale: str = SOURCE
) -> discord.ui.Modal:
    """A form with one text box per typed field, each with whether it must be filled in;
    each box is labelled with the game's words for its field, in `locale`.

    It is stopped before it is sent: discord.py then keeps no copy to answer
    it with, and `answer_form` answers every submission the same way.
    """
    form = discord.ui.Modal(title=title[:TITLE_LENGTH], custom_id=form_id)
    for step, required in fields:
        form.add_item(
            discord.ui.TextInput(
                label=translate(step.title, locale)[:TITLE_LENGTH], custom_id=step.field,
                required=required,
                max_length=step.longest,
            )
        )  # fmt: skip
    form.stop()
    return form


async def answer_form(interaction: discord.Interaction) -> None:
    """Play what was typed in one of our forms; other submissions are not ours."""
    data: Any = interaction.data or {}
    form_id = str(data.get("custom_id", ""))
    move, answer = MOVE_FORM.fullmatch(form_id), ANSWER_FORM.fullmatch(form_id)
    match = move or answer
    if match is None:
        return
    table_id, version = int(match["table"]), int(match["version"])
    picks, typed = decode_picks(match["picks"]), typed_values(data.get("components", []))
    moves = table_bot(interaction).moves
    async with refusals_in_private(interaction):
        if move is not None:
            await moves.offer(interaction, table_id, version, picks, typed)
        else:
            await moves.answer(interaction, table_id, version, picks, typed)


def typed_values(components: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    """The text typed in each box of a submitted form, by the box's custom id.

    Boxes come inside rows (`components`) or labels (`component`), as Discord
    sends them; a box left empty is an empty string.
    """
    typed: dict[str, str] = {}
    for component in components:
        if "components" in component:
            typed.update(typed_values(component["components"]))
        elif "component" in component:
            typed.update(typed_values([component["component"]]))
        elif component.get("type") == discord.ComponentType.text_input.value:
            typed[str(component.get("custom_id", ""))] = str(component.get("value") or "")
    return typed
