"""Pictures written to a folder: the ones Discord would post in the game's thread, each
with its description (the alt text Discord shows for it) in a text file beside it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from renderers.i18n import SOURCE
from renderers.presentation import Presentation

# What a thread post shows besides the table: what is being performed (Siteswap's juggler).
MOVING = "performance"
RESULTS = "results"


class ImageFolder:
    """Numbers the pictures in the order they were due: table-1.png, table-2.png, ...

    A post that also shows something moving gets it beside the table picture,
    under the same number (table-3.png, performance-3.gif); so do results when
    there are new ones (a round's end, the game's end: results-7.png), since a
    last table alone says only "Game over". Names say when a picture was shown,
    never what it shows; each picture's words go in a .txt of the same name.
    """

    def __init__(self, folder: Path, presentation: Presentation, locale: str = SOURCE) -> None:
        self._locale = locale  # the pictures' words and their descriptions
        folder.mkdir(parents=True, exist_ok=True)
        self._folder = folder
        self._presentation = presentation
        self._written = 0
        self._results: bytes | None = None  # the last results written: each is written once

    def write(self, view: Any, names: Sequence[str]) -> list[Path]:
        """The pictures due now, and their descriptions; returns the pictures' paths."""
        self._written += 1
        written = []
        for kind in ("table", MOVING, RESULTS):
            image = self._draw(kind, view, names)
            if image is None:
                continue
            extension = "gif" if image.startswith(b"GIF8") else "png"
            path = self._folder / f"{kind}-{self._written}.{extension}"
            path.write_bytes(image)
            description = self._presentation.describe(kind, view, names, self._locale)
            path.with_suffix(".txt").write_text(description + "\n", encoding="utf-8")
            written.append(path)
        return written

    def _draw(self, kind: str, view: Any, names: Sequence[str]) -> bytes | None:
        """The picture, or None: none of that kind, results not there yet, or the same
        results as last time (a round's results stay in the view all next round)."""
        if kind != RESULTS:
            return self._presentation.draw(kind, view, names, self._locale)
        try:
            image = self._presentation.draw(kind, view, names, self._locale)
        except ValueError:  # no round has ended yet: nothing to show
            return None
        if image is None or image == self._results:
            return None
        self._results = image
        return image
