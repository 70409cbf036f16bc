"""The terminal table every game has: a protocol, the layout they share, and a generic one.

A game may bring its own (`TEXT_TABLE` in its presentation module); the
generic one knows no game: it walks the view model, so whatever a seat view
holds (and only that) is printed, with cards shown by their suit symbols.

Every table has the same frame, so a player who knows one game finds their
way in the next: a rule line naming the game and where it stands
(`title_rule`), two-space indented rows, and at the bottom whose turn it is
(`turn_lines`: "▶ Your turn: ..." or "Waiting for B.").
"""

from __future__ import annotations

import textwrap
import unicodedata
from collections.abc import Sequence
from enum import Enum
from string import ascii_uppercase
from typing import Any, Protocol

from engines.core.cards import Card
from engines.core.messages import msg
from engines.core.records import field_names
from renderers.i18n import SOURCE, text, translate

WIDTH = 78
# Fields every view carries for front ends rather than for players to read.
SKIPPED = frozenset({"game", "seat", "log", "milestone", "progress", "to_act"})


def title_rule(*parts: str) -> str:
    """`── Boromir · A to capture ──────`: the first line of every game's table."""
    return f"── {' · '.join(parts)} ".ljust(WIDTH, "─")


def wrap_line(line: str) -> list[str]:
    """An indented line cut at the width, its continuation indented under its words."""
    return textwrap.wrap(line, WIDTH, subsequent_indent="    ", break_on_hyphens=False)


def turn_lines(your_turn: str | None, waiting: Sequence[str], locale: str = SOURCE) -> list[str]:
    """The last lines: what to do when it is the viewer's turn, else who is awaited."""
    if your_turn is not None:
        return wrap_line("  " + text(msg("▶ Your turn: {what}", what=your_turn), locale))
    if waiting:
        return ["  " + text(msg("Waiting for {seats}.", seats=listed(waiting, locale)), locale)]
    return ["  " + text(msg("The game is over."), locale)]


def listed(names: Sequence[str], locale: str = SOURCE) -> str:
    """ "B", "B and C", "B, C and D" in the reader's language."""
    if len(names) < 2:
        return "".join(names)
    return text(msg("{names} and {last}", names=", ".join(names[:-1]), last=names[-1]), locale)


def display_width(text: str) -> int:
    """Columns a terminal gives the text: a wide character (🃏) takes two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def pad(text: str, width: int) -> str:
    """`text` filled with spaces to `width` columns, wide characters counted as two."""
    return text + " " * max(0, width - display_width(text))


def wrapped(start: str, parts: Sequence[str], joiner: str = " · ") -> list[str]:
    """`start`, then the parts joined, wrapped under the first part when too long:
    an item is never cut in two."""
    lines: list[str] = []
    line = start
    for index, part in enumerate(parts):
        piece = part if index == 0 else f"{joiner}{part}"
        if index and display_width(line) + display_width(piece) > WIDTH:
            lines.append(line.rstrip())
            line, piece = " " * len(start), part
        line += piece
    return [*lines, line]


def record_fields(value: Any) -> list[str] | None:
    """The field names of a record inside a view, or None for anything else.

    Views and their records are dataclasses or pydantic models (see
    engines.core.records); both are walked.
    """
    if isinstance(value, type):
        return None
    return field_names(value) or None


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
        """The table as the viewer sees it; `people` says who plays each seat ("you", "bot").
        A table translated into the reader's language also takes `locale` (keyword, English
        by default); front ends pass it to the tables that do (`renderers.i18n.takes_locale`)."""
        ...


class GenericTable:
    def __init__(self, title: str = "Table") -> None:
        # The game's title (a marked msgid): its short name heads the rule line.
        self.title = title

    def seat_names(self, view: Any, players: int) -> list[str]:
        # The letters engines name seats by in their log lines.
        return list(ascii_uppercase[:players])

    def render(self, view: Any, people: list[str], locale: str = SOURCE) -> list[str]:
        fields = [name for name in field_names(view) if name not in SKIPPED]
        width = max((len(name) for name in fields), default=0) + 2
        names = self.seat_names(view, len(people))
        seats = [f"{name} {who}" for name, who in zip(names, people, strict=True)]
        short = translate(self.title, locale).split(":")[0].strip()
        label = text(msg("Seats"), locale)
        rows = [
            f"  {name.replace('_', ' '):<{width}}{plain(getattr(view, name))}" for name in fields
        ]
        to_act = list(getattr(view, "to_act", []) or [])
        yours = (
            text(msg("make your move."), locale) if getattr(view, "seat", None) in to_act else None
        )
        waiting = [names[seat] for seat in to_act if seat < len(names)]
        progress = getattr(view, "progress", None)
        return [
            title_rule(short, *([text(progress, locale)] if progress else [])),
            *wrapped(f"  {label:<8}", seats),
            *rows,
            "",
            *turn_lines(yours, waiting, locale),
        ]
