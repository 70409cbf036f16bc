"""Jugglers game state: everything, secrets included. Only `views` may read it for players.

Plain data: slotted dataclasses holding tuples, enums and cards, read by
attribute and built with constructors. Every collection in a state is a tuple,
so a copy shares all of them and no later move can change an earlier state:
`rules.apply` hands `flow` a shallow copy (`clone`) and `flow` replaces the
fields a move changes. Pydantic sees a state only at the edges, through
`engines.core.records` (snapshots, the record).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from operator import attrgetter
from typing import Literal

from pydantic import BaseModel, Field

from engines.core.cards import Card
from engines.core.messages import Line, mark


class Spot(StrEnum):
    """The three drafts, left to right; each collects one poker hand."""

    LEFT = "left"
    JOKER = "joker"
    RIGHT = "right"


SPOTS: tuple[Spot, ...] = (Spot.LEFT, Spot.JOKER, Spot.RIGHT)


class Phase(StrEnum):
    INFLUENCE = "influence"  # the chairman decides on secret influence
    PLAY = "play"  # cycles of face-down plays
    OVER = "over"


# The members under module names, for the checks every move makes: Python 3.11
# finds a member named through its class by way of the enum's metaclass, a
# lookup several times dearer than a module name's.
INFLUENCE, PLAY, OVER = Phase.INFLUENCE, Phase.PLAY, Phase.OVER


class JugglersOptions(BaseModel):
    """Table options; every field has a default so `/play jugglers` needs none."""

    target_wins: int = Field(2, ge=1, le=5, description=mark("round wins needed to win the match"))
    dummy_sigils: bool = Field(
        True,
        description=mark("2 players: dummies get sigils (6 gatherings) or not (7 gatherings)"),
    )


@dataclass(frozen=True, slots=True)
class Head:
    """A place in the ring: a seated player, or a dummy the engine moves itself."""

    name: str
    dummy: bool = False
    owner: int | None = None  # 2 players: the seat that aims this dummy


# How a face-down card got there: from a hand, off the deck, or as secret influence.
Source = Literal["hand", "deck", "secret"]


@dataclass(frozen=True, slots=True)
class FaceDown:
    """A card lying face down on a hand, with who put it there and how."""

    card: Card
    by: int | None  # head index; None for secret influence
    source: Source


# Not frozen, though never changed once made: `apply` makes a draft or two
# every move, and a frozen dataclass's `__init__` sets each field through
# `object.__setattr__`, which costs more than the rest of making it.
@dataclass(slots=True)
class Draft:
    """One policy draft and the poker hand growing under it.

    `apply` replaces a draft it changes, so consecutive states share the
    drafts a move leaves alone.
    """

    policy: Card | None = None
    face_up: tuple[Card, ...] = ()
    face_down: tuple[FaceDown, ...] = ()
    secret: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class RecapHand:
    """One finished hand of the last gathering, for the table picture and the log."""

    spot: Spot
    policy: Card | None
    cards: tuple[Card, ...]
    value: Line  # the hand's value in words: a Message; English text in games saved before
    passed: bool | None  # None for the joker's hand and an empty draft


@dataclass(frozen=True, slots=True)
class GatheringRecap:
    """The last gathering's final hands, kept in view until the next one ends."""

    round: int
    gathering: int
    hands: tuple[RecapHand, ...]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """What a round's end reveals; public from then on."""

    round: int
    sigils: tuple[Card | None, ...]  # per head
    village_order: tuple[Card, ...]
    points: tuple[float, ...]  # per seat
    winners: tuple[int, ...]


# Not frozen: `rules.apply` fills in its copy of the state field by field
# while the move unfolds, and never touches the state it was given.
@dataclass(slots=True)
class JugglersState:
    players: int
    options: JugglersOptions
    seed: int
    step: int
    heads: tuple[Head, ...]
    round: int
    round_wins: tuple[int, ...]
    results: tuple[RoundResult, ...]
    sigils: tuple[Card | None, ...]  # per head
    policy_deck: tuple[Card, ...]
    village_order: tuple[Card, ...]
    failed_policies: tuple[Card, ...]
    deck: tuple[Card, ...]  # top is the last card
    discard: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]  # per seat
    drafts: tuple[Draft, Draft, Draft]  # in SPOTS order
    gathering: int
    cycle: int
    chairman: int
    phase: Phase
    ring: tuple[int, ...]  # head indexes, clockwise
    turn_order: tuple[int, ...]
    turn_index: int
    last_player: int | None
    last_rolls: tuple[Line, ...]  # Messages; plain strings in games saved before them
    recap: GatheringRecap | None
    milestone: int
    log: tuple[Line, ...]  # public lines of the last step (plain strings in old saved games)

    def draft(self, spot: Spot) -> Draft:
        return self.drafts[SPOTS.index(spot)]


# Every field's value in declaration order, fetched in one call.
_VALUES = attrgetter(*(field.name for field in fields(JugglersState)))


def clone(state: JugglersState) -> JugglersState:
    """A copy whose fields can be set without touching `state`.

    Every collection in a state is a tuple and every record is replaced rather
    than changed, so the copy shares all of them: it costs one constructor
    call, whatever the state holds. `apply` starts each move from one, and so
    can a search that tries moves from a position.
    """
    return JugglersState(*_VALUES(state))
