"""Pictures for the pages, drawn from public views by each game's presentation.

The same drawings Discord posts (`renderers.presentation`), each with its
words (`describe`) as the image's alt text. Drawing happens in a worker thread
so pages and moves keep being answered meanwhile; a game without pictures, or
a picture that fails, leaves the page with its words and log: the game goes on.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from renderers.presentation import presentation_for

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Drawn:
    kind: str
    data: bytes
    alt: str

    @property
    def extension(self) -> str:
        return "gif" if self.data.startswith(b"GIF8") else "png"


def draw_now(game: str, kinds: Sequence[str], view: Any, names: Sequence[str]) -> list[Drawn]:
    """The pictures of `kinds` the game has for this view, in order (blocking)."""
    presentation = presentation_for(game)
    drawn = []
    for kind in kinds:
        try:
            data = presentation.draw(kind, view, names)
            if data is not None:
                drawn.append(Drawn(kind, data, presentation.describe(kind, view, names)))
        except Exception as error:
            # The type only: a message could quote what the view holds.
            log.error("%s picture of %s failed (%s)", kind, game, type(error).__name__)
    return drawn


async def draw(game: str, kinds: Sequence[str], view: Any, names: Sequence[str]) -> list[Drawn]:
    return await asyncio.to_thread(draw_now, game, kinds, view, names)
