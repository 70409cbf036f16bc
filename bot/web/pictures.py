"""Pictures for the pages, drawn from public views by each game's presentation.

The same drawings Discord posts (`renderers.presentation`), each with its
words (`describe`) as the image's alt text. A table picture is drawn only when
a page first asks for it, once for all pages: a move nobody watches costs no
drawing. Drawing happens in a worker thread so pages and moves keep being
answered meanwhile; a game without pictures, or a picture that fails, leaves
the page with its words and log: the game goes on.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

from renderers.i18n import SOURCE
from renderers.presentation import presentation_for

log = logging.getLogger(__name__)
TYPES = {b"GIF8": "image/gif", b"\x89PNG": "image/png"}


class Picture:
    """One picture of one view: its words now, its bytes when first asked for; both in
    the table's language (`locale`)."""

    def __init__(
        self,
        game: str,
        kind: str,
        view: Any,
        names: Sequence[str],
        alt: str,
        locale: str = SOURCE,
    ) -> None:
        self.kind = kind
        self.locale = locale
        self.alt = alt
        self._game = game
        self._view = view
        self._names = list(names)
        self._data: bytes | None = None
        self._drawn = False
        self._lock = asyncio.Lock()

    @classmethod
    def drawn(cls, game: str, kind: str, data: bytes, alt: str) -> Picture:
        picture = cls(game, kind, None, (), alt)
        picture._data, picture._drawn = data, True
        return picture

    async def data(self) -> bytes | None:
        """The image bytes (None when it cannot be drawn), drawn once however many ask."""
        async with self._lock:
            if not self._drawn:
                self._data = await asyncio.to_thread(self._draw)
                self._drawn, self._view = True, None
            return self._data

    def _draw(self) -> bytes | None:
        try:
            drawing = presentation_for(self._game)
            return drawing.draw(self.kind, self._view, self._names, self.locale)
        except Exception as error:
            # The type only: a message could quote what the view holds.
            log.error("%s picture of %s failed (%s)", self.kind, self._game, type(error).__name__)
            return None


def content_type(data: bytes) -> str:
    return TYPES.get(data[:4], "application/octet-stream")


def pictures_of(
    game: str, kinds: Sequence[str], view: Any, names: Sequence[str], locale: str = SOURCE
) -> list[Picture]:
    """The pictures of `kinds` the game has, described now and drawn when asked for."""
    presentation = presentation_for(game)
    found = []
    for kind in kinds:
        if presentation.renderer(kind) is None:
            continue
        try:
            alt = presentation.describe(kind, view, names, locale)
            found.append(Picture(game, kind, view, names, alt, locale))
        except Exception as error:  # a picture that does not apply to this view
            log.info("no %s picture of %s here (%s)", kind, game, type(error).__name__)
    return found


async def drawn_now(
    game: str, kind: str, view: Any, names: Sequence[str], locale: str = SOURCE
) -> Picture | None:
    """A picture drawn at once, for one that may have nothing to show (what is being
    juggled, if anything): only a picture with something in it is offered to pages."""
    for picture in pictures_of(game, [kind], view, names, locale):
        data = await picture.data()
        if data is not None:
            return Picture.drawn(game, kind, data, picture.alt)
    return None
