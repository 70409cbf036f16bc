"""Text pictures of a table for the terminal.

A game may bring its own module here (`bot.local.text.<game>`, exposing
`TABLE`); every other game gets the generic table, which lists the fields of
the seat view, so a new engine is playable at the terminal from day one.
"""

from __future__ import annotations

from typing import Any, Protocol

from bot.local.lookup import game_module
from bot.local.text.generic import GenericTable


class TextTable(Protocol):
    def seat_names(self, view: Any, players: int) -> list[str]:
        """How the game's own log lines name each seat."""
        ...

    def render(self, view: Any, people: list[str]) -> list[str]:
        """The table as the viewer sees it; `people` says who plays each seat ("you", "bot")."""
        ...


def text_table_for(game: str) -> TextTable:
    module = game_module("bot.local.text", game)
    return module.TABLE if module is not None else GenericTable()
