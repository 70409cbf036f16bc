"""Pictures written to a folder: the ones Discord would post in the game's thread."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from renderers.presentation import Presentation

# What a thread post shows besides the table: what is being performed (Siteswap's juggler).
MOVING = "performance"


class ImageFolder:
    """Numbers the pictures in the order they were due: table-1.png, table-2.png, ...

    A post that also shows something moving gets it beside the table picture,
    under the same number (table-3.png, performance-3.gif): names that say when
    it was shown, never what it shows.
    """

    def __init__(self, folder: Path, presentation: Presentation) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._folder = folder
        self._presentation = presentation
        self._written = 0

    def write(self, view: Any, names: Sequence[str]) -> list[Path]:
        self._written += 1
        written = []
        for kind in ("table", MOVING):
            image = self._presentation.draw(kind, view, names)
            if image is None:
                continue
            extension = "gif" if image.startswith(b"GIF8") else "png"
            path = self._folder / f"{kind}-{self._written}.{extension}"
            path.write_bytes(image)
            written.append(path)
        return written
