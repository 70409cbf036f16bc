"""Who gets a private update after a move: whoever is to act, or whose secrets changed.

Each person's secrets (what their seat view shows beyond the public view) are
kept with the table after every move, so a move works out each person's view
once, for the new state only, instead of again for the state before it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.store import SeatRow
from bot.tables.notices import PrivateUpdate, collect_private
from bot.tables.play import awaited
from engines import Engine

# user id -> what that person's seat view showed beyond the public view
Secrets = Mapping[int, dict[str, Any]]


def seat_views(
    engine: Engine, state: Any, seats: Sequence[SeatRow], public: Any
) -> dict[int, tuple[int, Any, dict[str, Any]]]:
    """Each seated person's seat, seat view and secrets."""
    public_json = public.model_dump(mode="json")
    views = {}
    for seat in seats:
        if seat.user_id is not None:
            view = engine.view(state, seat.position)
            views[seat.user_id] = (seat.position, view, collect_private(view, public_json))
    return views


def private_updates(
    engine: Engine,
    state: Any,
    seats: Sequence[SeatRow],
    views: Mapping[int, tuple[int, Any, dict[str, Any]]],
    before: Secrets | None,
) -> dict[int, PrivateUpdate]:
    """One update per person who is to act or whose secrets are not what they were."""
    to_act = awaited(engine, state, seats)
    updates = {}
    for user_id, (seat, view, secrets_now) in views.items():
        your_turn = seat in to_act
        if your_turn or before is None or before.get(user_id) != secrets_now:
            actions = engine.legal_actions(state, seat) if your_turn else []
            updates[user_id] = PrivateUpdate(user_id, seat, view, your_turn, tuple(actions))
    return updates


def secrets_of(views: Mapping[int, tuple[int, Any, dict[str, Any]]]) -> dict[int, dict[str, Any]]:
    return {user_id: secrets for user_id, (_, _, secrets) in views.items()}
