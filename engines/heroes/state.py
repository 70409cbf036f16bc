"""Heroes game state: everything, secrets included. Only `views` may read it for players.

Heroes are roster ids. The state is a slotted dataclass whose collections are
tuples. `apply` copies it once (`dataclasses.replace` shares every tuple) and
the move's helpers set the fields they change on that copy; nothing changes a
state once `apply` has returned it, so a search may keep any state it has seen,
and a shallow copy is a whole clone. It is not frozen so that the helpers can
fill in the one copy instead of making a new state for every field they touch.
Pydantic sees it only at the edges, through `engines.core.records`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pydantic import BaseModel, ConfigDict

from engines.core.messages import Line

DRAFT_ROUNDS = 3
TAKES_PER_ROUND = 2
LINEUP_SIZE = 4
JOKER_ROUNDS = (2, 3)


class HeroesOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Phase(StrEnum):
    TAKE = "take"  # the player to move takes a hero (and may use the joker first)
    AFTER_TAKE = "after_take"  # ... and may still use the joker, or end the turn
    LOCK_IN = "lock_in"  # everyone picks a secret lineup of four
    OVER = "over"


@dataclass(slots=True, kw_only=True)  # kw_only: fields keep their JSON order
class HeroesState:
    players: int
    seed: int
    step: int = 0
    round: int = 1
    first: int  # who began round 1 (drawn at random); each round starts one seat further
    turn_index: int = 0  # turns taken this round: every player takes twice
    phase: Phase = Phase.TAKE
    open_pool: tuple[int, ...] = ()
    hidden_pool: tuple[int, ...]  # order known to nobody; the next draw is the last
    hands: tuple[tuple[int, ...], ...]  # face down, by position; only the owner knows them
    tables: tuple[tuple[int, ...], ...]  # face up
    rugged: tuple[int, ...] = ()
    banned: tuple[int, ...] = ()
    bank: tuple[int, ...]
    joker_used: tuple[bool, ...]
    joker_now: bool = False  # the player to move used their joker on this turn
    lineups: tuple[tuple[int, ...], ...]  # picks so far, secret until everyone has locked
    locked: tuple[bool, ...]
    milestone: int = 0
    log: tuple[Line, ...] = ()  # Messages; plain strings in games saved before them

    @property
    def turn(self) -> int:
        start = (self.first + self.round - 1) % self.players
        return (start + self.turn_index) % self.players

    def possession(self, seat: int) -> tuple[int, ...]:
        return (*self.hands[seat], *self.tables[seat])
