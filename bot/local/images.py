"""Table pictures written to a folder, the ones Discord would post in the game's thread."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from renderers.presentation import Renderer


class ImageFolder:
    """Numbers the pictures in the order they were due: table-1.png, table-2.png, ..."""

    def __init__(self, folder: Path, render: Renderer) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._folder = folder
        self._render = render
        self._written = 0

    def write(self, view: Any, names: Sequence[str]) -> Path:
        self._written += 1
        path = self._folder / f"table-{self._written}.png"
        path.write_bytes(self._render(view, names=list(names)))
        return path
