"""Slow one-time preparation of the games (word indexes), always off the event loop."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import engines


def warm_up_engines() -> None:
    """What every game needs, done before any table moves."""
    for key in engines.keys():
        warm_up = getattr(engines.get(key), "warm_up", None)
        if warm_up is not None:
            warm_up()


def warm_up_table(game: str, options: Mapping[str, Any]) -> None:
    """What a table with these options needs beyond that (Juggler's German word index):
    run in a thread when the table opens or resumes, so building it stalls no other table."""
    engine = engines.get(game)
    warm_up = getattr(engine, "warm_up", None)
    if warm_up is not None:
        warm_up(engine.Options(**options))
