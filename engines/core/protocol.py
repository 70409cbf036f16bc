"""The contract every game engine keeps, so front ends need no per-game code."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field


class IllegalAction(Exception):
    """An action the rules refuse; the message is shown to the player as is."""


class Outcome(BaseModel):
    """Final result: winning seats (ties share) and one score per seat."""

    winners: list[int]
    scores: list[float]
    summary: list[str] = Field(default_factory=list)


@runtime_checkable
class Engine(Protocol):
    """Pure rules of one game. No I/O, no clock, no global randomness.

    Seats are the people (or bot players) at the table, numbered from 0.
    Helpers the rules need, such as Jugglers' dummy heads, are moved by the
    engine itself inside `apply` and never appear in `to_act`.

    Every view returned by `view` carries two public fields that front ends
    and the table service rely on without knowing the game:
    - `log: list[str]`: the public log lines produced by the last applied
      action and everything it set off (dice, settling, automatic moves).
    - `milestone: int`: grows by one each time a cycle or phase ends, so a
      front end knows a fresh table picture is due.

    An engine may also offer `label(view, field, value) -> str`, the words
    for one value of an action field; `engines.core.choosing` uses it to
    build buttons, menus and numbered answers for every game alike. And
    `warm_up() -> None`, for slow one-time preparation (a word index) that a
    long-running front end does off its event loop at start. A view may carry
    `progress: str`, one line on where the game stands, for status messages.
    """

    key: str
    title: str
    min_players: int
    max_players: int
    Options: type[BaseModel]
    State: type[BaseModel]

    def new_game(self, players: int, options: BaseModel, seed: int) -> Any: ...

    def to_act(self, state: Any) -> list[int]: ...

    def legal_actions(self, state: Any, seat: int) -> list[Any]: ...

    def apply(self, state: Any, seat: int, action: Any) -> Any: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def outcome(self, state: Any) -> Outcome: ...

    def parse_action(self, raw: str) -> Any: ...

    def bot_action(self, view: Any, rng: random.Random) -> Any: ...
