"""Finding a game's optional helper module (text table, figures, picture) by its key."""

from __future__ import annotations

import importlib
from types import ModuleType


def game_module(package: str, game: str) -> ModuleType | None:
    """`package.game` if it exists; a missing import inside it still fails loudly."""
    name = f"{package}.{game}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in (name, package):
            return None
        raise
