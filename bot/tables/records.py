"""What front ends may know about a table, without its game state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.store import TableStatus
from bot.tables.deciding import STAND_IN_LEVEL
from engines.core.windows import Window


@dataclass(frozen=True)
class TableInfo:
    """A table as front ends see it; `version` goes into every action button."""

    id: int
    game: str
    guild_id: int
    channel_id: int
    host_id: int
    status: TableStatus
    version: int
    seats: tuple[int | None, ...]  # user id per seat, None for a bot
    away: tuple[int, ...]  # users whose seat the bot plays until they come back
    to_act: tuple[int, ...]  # users the game waits for
    deadline: float | None  # when the turn timer plays for them (clock seconds)
    timer: int | None  # seconds per turn; None = no timer
    options: dict[str, Any]  # the game's options
    # The phase everyone answers in at once, if one is open: its deadline closes it
    # (no bot moves for anyone), and its button, if any, belongs beside the table.
    window: Window | None = None
    # Each seat's bot level ("easy", "normal", "hard"), None for a person's seat.
    levels: tuple[str | None, ...] = ()

    def seat_of(self, user_id: int) -> int | None:
        """The seat that user plays, or None."""
        return self.seats.index(user_id) if user_id in self.seats else None

    def level(self, seat: int) -> str | None:
        """The bot level of a seat; None for a person (whose stand-in plays normal)."""
        if self.seats[seat] is not None:
            return None
        return (
            self.levels[seat] if seat < len(self.levels) and self.levels[seat] else STAND_IN_LEVEL
        )

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(user for user in self.seats if user is not None)


@dataclass(frozen=True)
class ResumeReport:
    """What `TableService.resume` found: tables back in play and tables closed as broken."""

    resumed: tuple[int, ...]
    broken: tuple[int, ...]
