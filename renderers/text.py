"""The terminal table every game has: a protocol, and a generic one that lists a view's fields.

A game may bring its own (`TEXT_TABLE` in its presentation module); the
generic one knows no game: it walks the view model, so whatever a seat view
holds (and only that) is printed, with cards shown by their suit symbols.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from enum import Enum
from string import ascii_uppercase
from typing import Any, Protocol

from pydantic import BaseModel

from engines.core.cards import Card

# Fields every view carries for front ends rather than for players to read.
SKIPPED = frozenset({"game", "seat", "log", "milestone"})


def record_fields(value: Any) -> list[str] | None:
    """The field names of a record inside a view, or None for anything else.

    Views are pydantic models, but engines may make the records inside them
    slotted dataclasses for speed (see docs/adding-a-game.md); both are walked.
    """
    if isinstance(value, BaseModel):
        return list(type(value).model_fields)
    if is_dataclass(value) and not isinstance(value, type):
        return [field.name for field in fields(value)]
    return None


def plain(value: Any) -> str:
    """A value in a few readable characters."""
    if value is None:
        return "—"
    if isinstance(value, Card):
        return value.symbol
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, float):
        return f"{value:g}"
    names = record_fields(value)
    if names is not None:
        fields = ", ".join(f"{name} {plain(getattr(value, name))}" for name in names)
        return f"({fields})"
    if isinstance(value, list | tuple):
        return " ".join(plain(item) for item in value) if value else "—"
    if isinstance(value, dict):
        return ", ".join(f"{key} {plain(item)}" for key, item in value.items()) or "—"
    return str(value)


class TextTable(Protocol):
    """A game's table drawn in characters, from a seat view alone."""

    def seat_names(self, view: Any, players: int) -> list[str]:
        """How the game's own log lines name each seat."""
        ...

    def render(self, view: Any, people: list[str]) -> list[str]:
        """The table as the viewer sees it; `people` says who plays each seat ("you", "bot")."""
        ...


class GenericTable:
    def seat_names(self, view: Any, players: int) -> list[str]:
        # The letters engines name seats by in their log lines.
        return list(ascii_uppercase[:players])

    def render(self, view: Any, people: list[str]) -> list[str]:
        fields = [name for name in type(view).model_fields if name not in SKIPPED]
        width = max((len(name) for name in fields), default=0) + 2
        names = self.seat_names(view, len(people))
        seats = ", ".join(f"{name} ({who})" for name, who in zip(names, people, strict=True))
        rows = [
            f"  {name.replace('_', ' '):<{width}}{plain(getattr(view, name))}" for name in fields
        ]
        return [f"Table · {seats}", *rows]
