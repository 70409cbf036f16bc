"""Rebuilding a table's game state from what the store kept.

A snapshot is trusted only if it was written by code with the same State
shape (see `code_version`), or with an older shape the engine says its State
still reads as it is (`reads_snapshots`: fields were only added, with defaults);
otherwise, or if it does not parse, the state is rebuilt by replaying the stored
actions from the seed, which the engines guarantee gives the identical game as
long as the rules did not change.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import cache
from typing import Any

from bot.store import EventRow, SnapshotRow
from engines import Engine
from engines.core.records import load_json, shape_digest

log = logging.getLogger(__name__)


class RecoveryError(Exception):
    """The stored data cannot give back the table's state."""


@cache
def code_version(engine: Engine) -> str:
    """Names the State shape: an engine may add `snapshot_version` to force replays."""
    digest = shape_digest(engine.State)
    return f"{engine.key}:{getattr(engine, 'snapshot_version', '')}:{digest}"


def load_snapshot(engine: Engine, snapshot: SnapshotRow | None, table_id: int) -> Any | None:
    """The snapshot's state, or None when it must be rebuilt by replay."""
    if snapshot is None:
        return None
    readable = (code_version(engine), *getattr(engine, "reads_snapshots", ()))
    if snapshot.code_version not in readable:
        log.info("table %s: snapshot from other code, replaying its events", table_id)
        return None
    try:
        return load_json(engine.State, snapshot.state)
    except ValueError as error:
        # The type only: a validation message would quote hidden cards.
        log.warning(
            "table %s: snapshot unreadable (%s), replaying its events",
            table_id,
            type(error).__name__,
        )
        return None


def replay(engine: Engine, state: Any, start: int, events: Sequence[EventRow], target: int) -> Any:
    """Apply stored events start+1..target to `state` (the state at `start`)."""
    if start > target or [event.seq for event in events] != list(range(start + 1, target + 1)):
        raise RecoveryError(f"events {start + 1}..{target} are not all stored")
    for event in events:
        state = engine.apply(state, event.seat, engine.parse_action(event.action))
    return state
