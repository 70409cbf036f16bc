"""Pictures for messages, drawn in a worker thread so the bot keeps answering meanwhile.

Each game's pictures come from its presentation (`renderers.presentation`):
`render_table`, `render_hand`, `render_results`, (view, names) -> PNG bytes,
each with its words (`describe`), which go up as the attachment's description:
the alt text Discord reads out and shows for people who cannot see the
picture. A game without pictures, or a picture that fails, leaves the message
as text: the game goes on.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

from renderers.i18n import SOURCE, takes_locale
from renderers.presentation import presentation_for

log = logging.getLogger(__name__)

# "performance": what a game shows moving right now (a juggled pattern), if anything.
Kind = Literal["table", "hand", "results", "performance"]


@dataclass(frozen=True)
class Picture:
    """A drawn picture and what it shows, in words."""

    data: bytes
    description: str


async def picture(
    game: str, kind: Kind, view: Any, names: Sequence[str], locale: str = SOURCE
) -> Picture | None:
    """The picture with its words in `locale` (the table's language for the thread, the
    person's for a hand), where the game's pictures are translated."""
    presentation = presentation_for(game)
    draw = presentation.renderer(kind)
    if draw is None:
        log.info("no %s picture for %s", kind, game)
        return None

    def drawn() -> Picture | None:
        language = {"locale": locale} if takes_locale(draw) else {}
        data = draw(view, list(names), **language)  # None: nothing to show now (nothing moving)
        words = presentation.describe(kind, view, names, locale)
        return None if data is None else Picture(data, words)

    try:
        return await asyncio.to_thread(drawn)
    except Exception as error:
        # The type only: a message could quote what the view holds.
        log.error("%s picture of %s failed (%s)", kind, game, type(error).__name__)
        return None


def image_file(image: Picture, kind: Kind, name: str | None = None) -> discord.File:
    """An attachment named after what it shows (or `name`), never after what it holds,
    described in words for those who cannot see it."""
    extension = "gif" if image.data.startswith(b"GIF8") else "png"
    return discord.File(
        io.BytesIO(image.data), filename=name or f"{kind}.{extension}",
        description=image.description,
    )  # fmt: skip
