"""Jugglers game state: everything, secrets included. Only `views` may read it for players.

The state is a pydantic model; the records inside it that every move makes or
reads (heads, drafts, face-down cards) are slotted dataclasses, which pydantic
validates and serialises just as it does models, to the same JSON. Their
attributes are plain slots: a model's attribute goes through pydantic's
`__getattr__` hook (22 ns against 2), and making a draft costs less.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from engines.core.cards import Card


class Spot(StrEnum):
    """The three drafts, left to right; each collects one poker hand."""

    LEFT = "left"
    JOKER = "joker"
    RIGHT = "right"

    @property
    def hand_name(self) -> str:
        return "the joker's hand" if self is Spot.JOKER else f"the {self.value} hand"


SPOTS: tuple[Spot, ...] = (Spot.LEFT, Spot.JOKER, Spot.RIGHT)


class Phase(StrEnum):
    INFLUENCE = "influence"  # the chairman decides on secret influence
    PLAY = "play"  # cycles of face-down plays
    OVER = "over"


# The members as module names for hot paths: `Phase.PLAY` is looked up through
# the enum's metaclass, about 50 ns against 6 for a module name.
INFLUENCE, PLAY, OVER = Phase.INFLUENCE, Phase.PLAY, Phase.OVER


class JugglersOptions(BaseModel):
    """Table options; every field has a default so `/play jugglers` needs none."""

    target_wins: int = Field(2, ge=1, le=5, description="round wins needed to win the match")
    dummy_sigils: bool = Field(
        True, description="2 players: dummies get sigils (6 gatherings) or not (7 gatherings)"
    )


@dataclass(slots=True)
class Head:
    """A place in the ring: a seated player, or a dummy the engine moves itself."""

    name: str
    dummy: bool = False
    owner: int | None = None  # 2 players: the seat that aims this dummy


@dataclass(frozen=True, slots=True)
class FaceDown:
    """A card lying face down on a hand, with who put it there and how."""

    card: Card
    by: int | None  # head index; None for secret influence
    source: Literal["hand", "deck", "secret"]


# Not frozen, though never changed in place: a frozen dataclass's `__init__`
# sets each field through `object.__setattr__` (0.50 us for a draft against
# 0.16), and `apply` makes one or two drafts a move.
@dataclass(slots=True)
class Draft:
    """One policy draft and the poker hand growing under it.

    Never changed in place, nor are its lists: `apply` replaces a draft it
    changes, so consecutive states share the drafts a move leaves alone.
    """

    policy: Card | None = None
    face_up: list[Card] = field(default_factory=list)
    face_down: list[FaceDown] = field(default_factory=list)
    secret: list[Card] = field(default_factory=list)


class RecapHand(BaseModel):
    """One finished hand of the last gathering, for the table picture and the log."""

    spot: Spot
    policy: Card | None
    cards: list[Card]
    value: str
    passed: bool | None  # None for the joker's hand and an empty draft


class GatheringRecap(BaseModel):
    """The last gathering's final hands, kept in view until the next one ends."""

    round: int
    gathering: int
    hands: list[RecapHand]


class RoundResult(BaseModel):
    """What a round's end reveals; public from then on."""

    round: int
    sigils: list[Card | None]  # per head
    village_order: list[Card]
    points: list[float]  # per seat
    winners: list[int]


# Once made, a state's lists are replaced, never changed in place (`apply`
# works on a copy): states share them, and views look some up by identity.
class JugglersState(BaseModel):
    players: int
    options: JugglersOptions
    seed: int
    step: int = 0
    heads: list[Head]
    round: int = 1
    round_wins: list[int]
    results: list[RoundResult] = Field(default_factory=list)
    sigils: list[Card | None]  # per head
    policy_deck: list[Card] = Field(default_factory=list)
    village_order: list[Card] = Field(default_factory=list)
    failed_policies: list[Card] = Field(default_factory=list)
    deck: list[Card] = Field(default_factory=list)  # top is the last card
    discard: list[Card] = Field(default_factory=list)
    hands: list[list[Card]]  # per seat
    drafts: list[Draft] = Field(default_factory=lambda: [Draft(), Draft(), Draft()])
    gathering: int = 0
    cycle: int = 0
    chairman: int = 0
    phase: Phase = Phase.INFLUENCE
    ring: list[int] = Field(default_factory=list)  # head indexes, clockwise
    turn_order: list[int] = Field(default_factory=list)
    turn_index: int = 0
    last_player: int | None = None
    last_rolls: list[str] = Field(default_factory=list)
    recap: GatheringRecap | None = None
    milestone: int = 0
    log: list[str] = Field(default_factory=list)  # public lines of the last step

    def draft(self, spot: Spot) -> Draft:
        return self.drafts[SPOTS.index(spot)]
