"""Pictures for messages, drawn in a worker thread so the bot keeps answering meanwhile.

Each game's pictures come from its presentation (`renderers.presentation`):
`render_table`, `render_hand`, `render_results`, (view, names) -> PNG bytes. A
game without them, or a picture that fails, leaves the message as text: the
game goes on.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from typing import Any, Literal

import discord

from renderers.presentation import presentation_for

log = logging.getLogger(__name__)

# "performance": what a game shows moving right now (a juggled pattern), if anything.
Kind = Literal["table", "hand", "results", "performance"]


async def picture(game: str, kind: Kind, view: Any, names: Sequence[str]) -> bytes | None:
    draw = presentation_for(game).renderer(kind)
    if draw is None:
        log.info("no %s picture for %s", kind, game)
        return None
    try:
        return await asyncio.to_thread(draw, view, list(names))
    except Exception as error:
        # The type only: a message could quote what the view holds.
        log.error("%s picture of %s failed (%s)", kind, game, type(error).__name__)
        return None


def image_file(data: bytes, kind: Kind) -> discord.File:
    """An attachment named after what it shows, never after what it holds."""
    extension = "gif" if data.startswith(b"GIF8") else "png"
    return discord.File(io.BytesIO(data), filename=f"{kind}.{extension}")
