"""What every service call hands back for front ends to show.

Front ends never read game state: they post `log` lines, render
`public_view` when `image_due`, deliver each `PrivateUpdate` to its user alone
and announce `game_over`. Seat views appear only inside private updates.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.store import ResultRow, SeatRow
from bot.tables.deciding import STAND_IN_LEVEL, Thought
from bot.tables.records import TableInfo
from engines.core.messages import Line
from engines.core.records import to_plain


@dataclass(frozen=True)
class PrivateUpdate:
    """For one user only: their secrets or the moves open to them changed."""

    user_id: int
    seat: int
    view: Any
    your_turn: bool
    actions: tuple[Any, ...]  # legal actions when it is their turn
    # The game waits for them now and did not before this call: the one time to
    # notify them. Someone still choosing, whose moves changed, is not notified again.
    turn_began: bool


@dataclass(frozen=True)
class GameOver:
    results: tuple[ResultRow, ...]  # one per seat, in seat order
    summary: tuple[Line, ...]  # the engine's closing lines

    @property
    def winners(self) -> tuple[ResultRow, ...]:
        return tuple(result for result in self.results if result.place == 1)


@dataclass(frozen=True)
class Notices:
    table: TableInfo  # after the call: status, version, whose turn, deadline
    # Public lines, oldest first: the engine's Messages and the service's own plain
    # lines; front ends show them in the table's language (`renderers.i18n.text`).
    log: tuple[Line, ...] = ()
    image_due: bool = False  # a cycle or phase ended (or the game began or ended)
    public_view: Any = None  # the spectators' view; None before the game starts
    private: Mapping[int, PrivateUpdate] = field(default_factory=dict)  # by user id
    game_over: GameOver | None = None
    # What each bot move of this call took, in order: a front end may pause as
    # long as a person would before showing them (see `bot.chat.thinking`).
    thoughts: tuple[Thought, ...] = ()


def mention(user_id: int) -> str:
    """How service lines name a person; the terminal swaps in a display name."""
    return f"<@{user_id}>"


def bot_label(position: int, level: str | None) -> str:
    """How service lines name a bot seat, its level beside it: "Bot 2 (hard)".
    Front ends may swap in a friendlier name for "Bot 2" (see `BOT_LABEL`)."""
    return f"Bot {position + 1} ({level or STAND_IN_LEVEL})"


# What `bot_label` writes, for front ends that rename bots in service lines.
BOT_LABEL = re.compile(r"\bBot (?P<seat>\d+) \((?P<level>[a-z]+)\)")


def seat_label(seat: SeatRow) -> str:
    """A person by mention, a bot by `bot_label`."""
    return (
        mention(seat.user_id) if seat.user_id is not None else bot_label(seat.position, seat.level)
    )


def private_part(seat_view: Any, public_view: Any) -> dict[str, Any]:
    """What a seat view shows beyond the public view, keyed by path.

    Comparing only this part tells whether someone's secrets changed (a card
    drawn) as opposed to the table they share with everyone, so private updates
    go out when they matter without any knowledge of the game.
    """
    return collect_private(seat_view, to_plain(public_view))


def collect_private(seat_view: Any, public_json: Any) -> dict[str, Any]:
    """`private_part` against a public view already turned into JSON values once."""
    found: dict[str, Any] = {}
    _collect(to_plain(seat_view), public_json, "", found)
    return found


_ABSENT = object()


def _collect(mine: Any, public: Any, path: str, found: dict[str, Any]) -> None:
    if mine == public:  # most of a view is the public part: one comparison skips it whole
        return
    if isinstance(mine, dict) and isinstance(public, dict):
        for key, value in mine.items():
            _collect(value, public.get(key, _ABSENT), f"{path}/{key}", found)
    elif isinstance(mine, list) and isinstance(public, list) and len(mine) == len(public):
        for index, (value, other) in enumerate(zip(mine, public, strict=True)):
            _collect(value, other, f"{path}/{index}", found)
    else:
        found[path] = mine
