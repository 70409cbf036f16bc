"""Seat rows in SQLite, written and read one way by every statement that touches them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.store.rows import SeatRow

SEAT_INSERT = (
    "INSERT INTO seats (table_id, position, user_id, away, timeouts, level) "
    "VALUES (?, ?, ?, ?, ?, ?)"
)


def seat_values(table_id: int, seats: Iterable[SeatRow]) -> list[tuple[Any, ...]]:
    return [(table_id, s.position, s.user_id, s.away, s.timeouts, s.level) for s in seats]


def seat_row(position: int, user_id: int | None, away: int, timeouts: int, level: str | None
             ) -> SeatRow:  # fmt: skip
    """SQLite keeps the away flag as 0 or 1."""
    return SeatRow(position, user_id, bool(away), timeouts, level)
