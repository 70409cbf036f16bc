"""Answering the person who clicked or typed: refusals reach only them, in their language.

A private reply is read by one person, so it is made into text in the locale
their Discord client sent with the interaction. A refusal's reason may be a
Message (the rules' and the service's own refusals) or plain English (lines
not yet translated): `renderers.i18n.text` shows either.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import TYPE_CHECKING, Any

import discord

from bot.tables import TableError
from engines.core.messages import Line, msg
from renderers.i18n import text

if TYPE_CHECKING:
    from bot.chat.app import ChatApp

log = logging.getLogger(__name__)

SORRY = msg("Something went wrong on my side, sorry; please try again.")


def table_bot(interaction: discord.Interaction) -> ChatApp:
    """The bot behind an interaction, with its table service and notifier."""
    return interaction.client  # type: ignore[return-value]


async def tell(interaction: discord.Interaction, content: Line, **kwargs: Any) -> None:
    """A private reply in the reader's language, whether or not the interaction was
    answered (or deferred) already."""
    content = text(content, interaction.locale)
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


@asynccontextmanager
async def refusals_in_private(interaction: discord.Interaction) -> AsyncIterator[None]:
    """A refused request is told to its sender alone; a bug is apologised for, then raised."""
    try:
        yield
    except TableError as error:
        await tell(interaction, error.reason)
    except Exception:
        with suppress(discord.HTTPException):
            await tell(interaction, SORRY)
        raise
