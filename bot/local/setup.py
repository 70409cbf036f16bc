"""Reading the command line's game, player count and options, for play and simulate alike.

Nothing here touches the storage: `rules` and `play --help` use these too, and
must work from a Python that lacks the database drivers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

import engines
from engines import Engine

# The base game of most tables; engines that cannot seat it get the nearest count.
USUAL_PLAYERS = 4
# The table's own option, which only Discord has: the terminal waits for its person.
TIMER = "timer"


class UsageError(Exception):
    """A mistake on the command line; the message is one line for the person who typed it."""


def short_name(engine: Engine) -> str:
    """`Jugglers`, not the title with its subtitle: how a sentence names the game."""
    return engine.title.split(":")[0].strip()


def engine_for(game: str) -> Engine:
    """The game named on the command line, however it is capitalised (`Jugglers`)."""
    try:
        return engines.get(game.strip().lower())
    except KeyError:
        raise UsageError(
            f"There is no game called {game!r}. Games: {', '.join(engines.keys())}."
        ) from None


def player_count(engine: Engine, wanted: int | None) -> int:
    if wanted is None:
        return min(max(USUAL_PLAYERS, engine.min_players), engine.max_players)
    if not engine.min_players <= wanted <= engine.max_players:
        raise UsageError(
            f"{short_name(engine)} is for {engine.min_players} to {engine.max_players} players."
        )
    return wanted


def seat_index(seat: int, players: int) -> int:
    """A seat counted from 1, as people count, to the service's count from 0."""
    if not 1 <= seat <= players:
        raise UsageError(f"--seat must be from 1 to {players}.")
    return seat - 1


def option_pairs(pairs: Sequence[str]) -> dict[str, str]:
    """`["target_wins=1"]` as a mapping; the engine's Options model converts the text."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"Options look like key=value, not {pair!r}.")
        options[key.strip()] = value.strip()
    return options


def game_options(engine: Engine, options: dict[str, Any]) -> BaseModel:
    """The engine's validated Options, with the table service's own wording for mistakes.

    Names are checked here, against the game's options alone: the service's list
    would offer `timer`, which the terminal has no use for.
    """
    if TIMER in options:
        raise UsageError("There is no turn timer at the terminal: take your time.")
    known = list(engine.Options.model_fields)
    unknown = sorted(set(options) - set(known))
    if unknown:
        have = f"its options: {', '.join(known)}" if known else "it has none"
        raise UsageError(f"{short_name(engine)} has no option {unknown[0]!r} ({have}).")
    # Imported here: the service's package opens the storage drivers on import.
    from bot.tables import InvalidRequest
    from bot.tables.options import split_options

    try:
        return split_options(engine, options)[0]
    except InvalidRequest as error:
        raise UsageError(str(error)) from None
