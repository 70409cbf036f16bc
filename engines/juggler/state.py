"""Juggler game state: everything, secrets included. Only `views` may read it for players.

Cards are single capital letters; their colour (red vowel, black consonant)
follows from the letter. Decks keep their top card last.

The state is plain data: a slotted dataclass of lists that `rules.apply` copies
(`rules.clone`) and then changes in place, since a move pops, appends and
removes cards in several places at once. Round results never change once made,
so they are frozen and shared between states. Pydantic sees the state only
where it is stored or sent (`engines.core.records`); the options, which come
in from players, stay a validated model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from pydantic import BaseModel, Field, field_validator

from engines.core.messages import Line, mark
from engines.core.option_values import off_means_none
from engines.juggler.cards import Language

SEAT_NAMES = "ABCDEF"  # seats as the log names them


class Phase(StrEnum):
    PLAY = "play"  # turns around the table
    REVEAL = "reveal"  # everyone names a word at once
    OVER = "over"


class Stage(StrEnum):
    """The two halves of a turn: the discard choice depends on the card taken."""

    TAKE = "take"
    DISCARD = "discard"


# The most rounds a table's house rule may ask for; tables saved with any of them load.
MOST_ROUNDS_ASKED = 100


class JugglerOptions(BaseModel):
    """Table options; every field has a default so `/play juggler` needs none."""

    target: int = Field(70, ge=10, le=500, description=mark("total that ends the game"))
    max_rounds: int | None = Field(
        None, ge=1, le=MOST_ROUNDS_ASKED,
        description=mark(
            "a house rule: the game also ends after this many rounds (off by default)"
        ),
    )  # fmt: skip

    language: Language = Field(
        "en",
        description=mark("the edition: en English, de German, fr French (cards and dictionary)"),
    )

    @field_validator("max_rounds", mode="before")
    @classmethod
    def _off(cls, given: object) -> object:
        """`off` (or 0) means the seed's rule alone: the game ends at the target."""
        return off_means_none(given)


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundResult:
    """What a round's reveal showed; public from then on."""

    round: int
    dealer: int
    declarer: int | None
    hands: tuple[str, ...]  # per seat, the cards held at the reveal, sorted
    words: tuple[str, ...]  # per seat, as named (upper-case letters, "" for none)
    # Per seat, why the word scored 0 by the rules: a Message (plain English strings in
    # games saved before Messages).
    problems: tuple[Line | None, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]  # running totals after this round


@dataclass(slots=True, kw_only=True)
class JugglerState:
    players: int
    options: JugglerOptions
    seed: int
    step: int = 0
    round: int = 1
    dealer: int = 0
    totals: list[int]
    red: list[str] = field(default_factory=list)  # vowels, top is last
    black: list[str] = field(default_factory=list)  # consonants, top is last
    table: list[str] = field(default_factory=list)  # face-up discards, oldest first
    hands: list[list[str]]  # per seat
    phase: Phase = Phase.PLAY
    stage: Stage = Stage.TAKE
    turn: int = 0  # the seat whose turn it is
    turns_done: int = 0  # finished turns this round
    taken: str | None = None  # the card taken this turn; only its taker sees a deck card
    dry_from: int | None = None  # first turn of the round that began with both decks empty
    declarer: int | None = None
    final_turns: int = 0  # turns still owed after a declaration
    words: list[str | None]  # per seat during the reveal; None until named
    results: list[RoundResult] = field(default_factory=list)
    milestone: int = 0
    # Public lines of the last step: Messages (plain strings in games saved before them).
    log: list[Line] = field(default_factory=list)
