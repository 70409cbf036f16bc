"""A table as the service holds it in memory, and what front ends are told about it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from bot.store import SeatRow, TableRow
from bot.tables.play import awaited, open_window
from bot.tables.private import Secrets
from bot.tables.records import TableInfo
from engines import Engine


@dataclass(frozen=True)
class Live:
    """A table as last saved. Replaced whole, never mutated."""

    row: TableRow
    seats: tuple[SeatRow, ...]
    engine: Engine | None  # None only for a broken table of an unknown game
    options: BaseModel | None
    state: Any  # None before the game starts, or when it could not be loaded
    # Worked out with the last move, so the next one need not rebuild them: each
    # person's own side (secrets, moves), and the public view's milestone. None: not known yet.
    secrets: Secrets | None = None
    milestone: int | None = None


def table_info(live: Live) -> TableInfo:
    """The table's facts for front ends: seats, levels, whose turn, its clock."""
    row = live.row
    to_act: tuple[int, ...] = ()
    if row.status == "playing" and live.engine is not None:
        users = [live.seats[s].user_id for s in awaited(live.engine, live.state, live.seats)]
        to_act = tuple(user for user in users if user is not None)
    return TableInfo(
        id=row.id,
        game=row.game,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        host_id=row.host_id,
        status=row.status,
        version=row.version,
        seats=tuple(seat.user_id for seat in live.seats),
        away=tuple(s.user_id for s in live.seats if s.away and s.user_id is not None),
        to_act=to_act,
        deadline=row.deadline,
        timer=row.timer,
        options=live.options.model_dump(mode="json") if live.options is not None else {},
        window=open_window(live.engine, live.state) if live.engine is not None else None,
        levels=tuple(seat.level if seat.user_id is None else None for seat in live.seats),
    )
