"""Sending that fails softly: a message Discord refuses is logged, and the rest goes on.

The table is saved before anything is shown, so a lost message never loses a move.
Each call waits for the bot's global pacing first (see `bot.chat.pacing`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.chat.app import ChatApp
    from bot.chat.pacing import Pacer

log = logging.getLogger(__name__)


def pinging(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Mentions that notify only these people, whatever else the text mentions."""
    users = [discord.Object(user_id) for user_id in user_ids]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


def channel(bot: ChatApp, channel_id: int) -> Any:
    return bot.get_channel(channel_id) or bot.get_partial_messageable(channel_id)


async def send(
    bot: ChatApp, pacer: Pacer, channel_id: int, content: str, *,
    files: Sequence[discord.File] = (), token_taken: bool = False, **kwargs: Any,
) -> discord.Message | None:  # fmt: skip
    """Paced, unless the caller took the token already (`token_taken`) to decide, once its
    turn came, whether the post was still worth sending."""
    if not token_taken:
        await pacer.take()
    try:
        return await channel(bot, channel_id).send(content, files=list(files), **kwargs)
    except discord.HTTPException as error:
        log.warning("message to channel %s not sent (%s)", channel_id, error)
        return None


async def delete(bot: ChatApp, pacer: Pacer, channel_id: int, message_id: int) -> None:
    await pacer.take()
    try:
        await channel(bot, channel_id).get_partial_message(message_id).delete()
    except discord.HTTPException as error:
        log.info("message %s in channel %s not deleted (%s)", message_id, channel_id, error)


async def edit(
    bot: ChatApp, pacer: Pacer, channel_id: int, message_id: int, hold: float = 0.0,
    leaving: Callable[[], None] | None = None, **changes: Any,
) -> None:  # fmt: skip
    """Paced; a newer edit of the same message may join it while it waits for its turn
    or its `hold` (see `Pacer.latest`). `leaving` is told when the edit is sent at last
    (if it is the newest one joined), so its sender knows what the message shows."""

    async def now(merged: dict[str, Any]) -> None:
        if leaving is not None:
            leaving()
        await _edit_now(bot, channel_id, message_id, **merged)

    await pacer.latest(message_id, now, changes, hold)


async def _edit_now(bot: ChatApp, channel_id: int, message_id: int, **changes: Any) -> None:
    try:
        await channel(bot, channel_id).get_partial_message(message_id).edit(**changes)
    except discord.HTTPException as error:
        log.warning("message %s in channel %s not edited (%s)", message_id, channel_id, error)
