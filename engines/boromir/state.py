"""Boromir game state: everything, secrets included. Only `views` may read it for players.

The state is frozen plain data: slotted dataclasses holding tuples, read by
attribute. A move builds the few collections it changes and shares the rest
with the state before it (`dataclasses.replace`), so `apply` never copies the
whole game and a search may keep any state it was given. Pydantic sees the
state only where it is stored (`engines.core.records`); the options, which
come in from players, stay a validated model.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pydantic import BaseModel, ConfigDict

from engines.core.cards import Card
from engines.core.messages import Line

RING_SIZE = 13
HAND_SIZE = 5


class BoromirOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Phase(StrEnum):
    PLAY = "play"
    OVER = "over"


class Ending(StrEnum):
    """Why the game ended (None while it goes on)."""

    NO_MOVES = "no_moves"  # nobody can capture: every card played, or none fits
    ONE_COLOUR = "one_colour"  # every stack shows one colour (suit, with 3-4 players)


@dataclass(frozen=True, slots=True, kw_only=True)
class LastCapture:
    """The latest move, public: who moved which stack where, or laid on the joker."""

    seat: int
    source: int | None  # the spot the stack came from; None: a hand card onto the joker
    target: int
    card: Card  # the card now on top of the target


@dataclass(frozen=True, slots=True, kw_only=True)
class BoromirState:
    players: int
    seed: int
    step: int = 0
    ring: tuple[tuple[Card, ...], ...]  # RING_SIZE stacks, bottom card first
    draw_pile: tuple[Card, ...]  # top is the last card
    hands: tuple[tuple[Card, ...], ...]
    turn: int
    first: int  # who started: a cycle ends when the turn comes back to them
    passes: int = 0  # passes in a row: with the ring's state, no one could move
    phase: Phase = Phase.PLAY
    ending: Ending | None = None
    # Two players: the seat that received the Jack of Spades, once someone has.
    jack_holder: int | None = None
    jack_shown: bool = False  # the holder played it face up: everyone knows
    # Three or four players: each seat's secret suit ("c", "d", "h", "s").
    suits: tuple[str, ...] = ()
    last_capture: LastCapture | None = None
    captures: tuple[int, ...] = ()  # per seat
    milestone: int = 0
    log: tuple[Line, ...] = ()  # Messages; plain strings in games saved before them
