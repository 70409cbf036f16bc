"""Siteswap game state: everything, secrets included. Only `views` may read it for players.

The state and the records in it are frozen plain data (slotted dataclasses holding
tuples), read by attribute: a move builds what it changes with `dataclasses.replace`
and shares the rest, so the state before a move never changes and copying one for a
search shares every collection. Pydantic sees it only at the edges (snapshots, the
record) through `engines.core.records`; options are validated input and stay a model.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engines.core.cards import Card
from engines.core.messages import Line, mark
from engines.core.option_values import off_means_none
from engines.core.seat_settings import per_seat_field
from engines.siteswap.cards import PLAIN_FLASHED

MAX_GUESSES = 3


class SiteswapOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    mode: Literal["animated", "live"] = Field(
        "animated",
        title=mark("mode"),
        description=mark(
            "animated: the bot juggles the pattern as a picture; live: you juggle for real"
        ),
    )
    advanced: bool = Field(
        False,
        title=mark("advanced"),
        description=mark("patterns of 2 cards, and draw 2 after a turn"),
    )
    wild_guess_penalty: bool = Field(
        False,
        title=mark("wild guess penalty"),
        description=mark("from your second wrong guess on a pattern, each one draws a card"),
    )
    flashed: tuple[Annotated[int, Field(ge=1, le=13)], ...] = Field(
        (PLAIN_FLASHED,) * 6,
        title=mark("flashed"),
        description=mark("per seat, comma-separated: the most balls each player has flashed"),
        json_schema_extra=per_seat_field(mark("Most balls I have flashed"), range(3, 14)),
    )
    guess_seconds: int | None = Field(
        60,
        ge=10,
        le=600,
        title=mark("guess seconds"),
        description=mark("seconds to guess a pattern; off: no deadline"),
    )

    @field_validator("flashed", mode="before")
    @classmethod
    def _from_text(cls, given: object) -> object:
        """`--option flashed=9,10` and a lobby's text both give one number per seat."""
        if isinstance(given, str):
            return tuple(int(part) for part in given.replace(" ", "").split(",") if part)
        if isinstance(given, int):
            return (given,)
        return given

    @field_validator("guess_seconds", mode="before")
    @classmethod
    def _off(cls, given: object) -> object:
        """`off` (or 0) means no deadline: the window closes when all have guessed."""
        return off_means_none(given)


class Phase(StrEnum):
    TURN = "turn"  # the player to move lays, extends, tricks or passes
    PERFORMANCE = "performance"  # everyone else guesses
    SWAP_TAKE = "swap_take"  # the right guesser may take a card
    SWAP_GIVE = "swap_give"  # ... and then discards one
    TRICK_DISCARD = "trick_discard"  # a guessed trick: its juggler discards two cards
    OVER = "over"


# kw_only: fields keep their JSON order whether or not they have a default, and every
# field added since the first snapshots has one, so older snapshots still load.
@dataclass(frozen=True, slots=True, kw_only=True)
class Laid:
    """A pattern face up on the table: its cards and the throws they were laid as."""

    owner: int  # who laid it, or extended it last
    cards: tuple[Card, ...]
    values: tuple[int, ...]
    variation: str = ""
    # An extension: the pattern it grew from and who had laid that (tables saved before
    # extensions were told apart have neither).
    extends: tuple[int, ...] = ()
    extends_owner: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Performance:
    """A pattern (or trick) being juggled while the others guess."""

    performer: int
    kind: Literal["lay", "extend", "trick"]
    cards: tuple[Card, ...] = ()  # face down, in the performer's order
    values: tuple[int, ...] = ()  # the cards' throws
    performed: tuple[int, ...] = ()  # after the performer's concessions
    target: int | None = None  # the table pattern an extension grows
    variation: str = ""  # how a repeated pattern is juggled differently
    guesses: tuple[int, ...]  # guesses left per seat (0: done, or the performer)
    wrong: tuple[int, ...]  # wrong guesses per seat
    opened: int = 0  # the step at which the juggling began (when its guessing window opened)
    hints: int = 0  # public hints given so far (balls, highest throw, period)
    missed: tuple[str, ...] = ()  # the wrong guesses so far, as jugglers write them


@dataclass(frozen=True, slots=True, kw_only=True)
class SiteswapState:
    players: int
    options: SiteswapOptions
    seed: int
    step: int = 0
    hands: tuple[tuple[Card, ...], ...]
    pickup: tuple[Card, ...]  # top is the last card
    discard: tuple[Card, ...]  # top is the last card
    table: tuple[Laid, ...] = ()
    turn: int
    phase: Phase = Phase.TURN
    drew_first: bool = False  # the player to move took their fewer-than-3 card this turn
    performance: Performance | None = None
    swapper: int | None = None  # the right guesser, while they swap
    quiet_turns: int = 0  # turns in a row in which nobody laid, extended or drew
    played: tuple[tuple[int, ...], ...] = ()  # every pattern performed, to spot repeats
    winners: tuple[int, ...] = ()
    recognised: int = 0  # patterns recognised by a guess (for the figures)
    milestone: int = 0
    log: tuple[Line, ...] = ()  # Messages; plain strings in games saved before them

    def flashed(self, seat: int) -> int:
        given = self.options.flashed
        return given[seat] if seat < len(given) else PLAIN_FLASHED
