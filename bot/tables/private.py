"""Who gets a private update after a move: whoever's own side of the table changed.

A person's own side is what only they see: their secrets (what their seat
view shows beyond the public view) and, while the game waits for them, the
moves open to them. It is kept with the table after every move, so a move
works out each person's side once, for the new state only. A person whose
side is as it was gets no update: in a phase where several people choose at
once, one person's move leaves everyone else's half-made choice alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import SeatRow
from bot.tables.notices import PrivateUpdate, collect_private
from bot.tables.play import awaited
from engines import Engine
from engines.core.records import to_plain


@dataclass(frozen=True)
class OwnSide:
    """What one person alone sees of a table after a move."""

    secrets: dict[str, Any]  # their seat view beyond the public view, by path
    awaited: bool  # the game waits for them
    actions: tuple[Any, ...]  # their legal moves while awaited, else ()


@dataclass(frozen=True)
class Shown:
    """One seated person's seat, seat view and own side."""

    seat: int
    view: Any
    side: OwnSide


# user id -> that person's own side of the table
Secrets = Mapping[int, OwnSide]


def seat_views(
    engine: Engine, state: Any, seats: Sequence[SeatRow], public: Any
) -> dict[int, Shown]:
    """Each seated person's seat, seat view and own side."""
    public_json = to_plain(public)
    to_act = awaited(engine, state, seats)
    views = {}
    for seat in seats:
        if seat.user_id is not None:
            view = engine.view(state, seat.position)
            waited = seat.position in to_act
            actions = tuple(engine.legal_actions(state, seat.position)) if waited else ()
            side = OwnSide(collect_private(view, public_json), waited, actions)
            views[seat.user_id] = Shown(seat.position, view, side)
    return views


def private_updates(views: Mapping[int, Shown], before: Secrets | None) -> dict[int, PrivateUpdate]:
    """One update per person whose own side is not what it was; `turn_began` for those
    the game waits for now and did not before (the only ones to notify)."""
    updates = {}
    for user_id, shown in views.items():
        was = before.get(user_id) if before is not None else None
        side = shown.side
        if side == was:
            continue
        began = side.awaited and (was is None or not was.awaited)
        updates[user_id] = PrivateUpdate(
            user_id, shown.seat, shown.view, side.awaited, side.actions, turn_began=began
        )
    return updates


def secrets_of(views: Mapping[int, Shown]) -> dict[int, OwnSide]:
    return {user_id: shown.side for user_id, shown in views.items()}
