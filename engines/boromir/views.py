"""What one viewer may know. This is the only place secrets are filtered.

Public: every stack's top card and height, the draw pile's size, how many
cards each player holds, whose turn it is and the last capture. A seat view
adds that seat's hand and its own side: with two players, "black" once it
holds (or held) the Jack of Spades and nothing otherwise, so a player who has
not drawn it cannot tell whether the other has; with three or four, its suit.
Every side is revealed when the game ends, and with two players as soon as
the Jack of Spades is played face up.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from engines.boromir.ring import stacks_of
from engines.boromir.rules import to_act
from engines.boromir.setup import SEAT_LETTERS
from engines.boromir.state import BoromirState, Ending, LastCapture, Phase
from engines.core.cards import Card


class StackView(BaseModel):
    top: Card
    height: int


class BoromirView(BaseModel):
    game: Literal["boromir"] = "boromir"
    seat: int | None
    players: int
    ring: list[StackView]
    draw_pile: int
    hand_counts: list[int]
    turn: int
    to_act: list[int]
    phase: Phase
    ending: Ending | None
    last_capture: LastCapture | None
    captures: list[int]
    # Sides everyone knows: the black seat once the Jack of Spades is shown (or at
    # the end); every seat's suit at the end of a 3-4 player game.
    black_seat: int | None
    suits: list[str] | None
    stalemate: bool  # the game ended before anyone drew the Jack of Spades
    hand: list[Card]
    my_side: str | None  # "black"/"red" (2 players) or a suit letter (3-4), when known
    stacks: dict[str, int]  # how many stacks each colour (suit) shows now
    progress: str
    log: list[str]
    milestone: int


def _black_seat(state: BoromirState) -> int | None:
    if state.players != 2:
        return None
    if state.jack_shown or state.phase is Phase.OVER:
        return state.jack_holder
    return None


def _my_side(state: BoromirState, seat: int | None, black: int | None) -> str | None:
    if seat is None:
        return None
    if state.players > 2:
        return state.suits[seat]
    if state.jack_holder == seat:
        return "black"
    return "red" if black is not None else None


def progress(state: BoromirState) -> str:
    """One line for a status message."""
    if state.phase is Phase.OVER:
        return "The game is over"
    return f"{SEAT_LETTERS[state.turn]} to capture · {len(state.draw_pile)} cards in the pile"


def view(state: BoromirState, seat: int | None) -> BoromirView:
    own = seat is not None and 0 <= seat < state.players
    seat = seat if own else None
    black = _black_seat(state)
    over = state.phase is Phase.OVER
    return BoromirView(
        seat=seat,
        players=state.players,
        ring=[StackView(top=stack[-1], height=len(stack)) for stack in state.ring],
        draw_pile=len(state.draw_pile),
        hand_counts=[len(hand) for hand in state.hands],
        turn=state.turn,
        to_act=to_act(state),
        phase=state.phase,
        ending=state.ending,
        last_capture=state.last_capture,
        captures=list(state.captures),
        black_seat=black,
        suits=list(state.suits) if over and state.players > 2 else None,
        stalemate=over and state.players == 2 and state.jack_holder is None,
        hand=sorted(state.hands[seat]) if seat is not None else [],
        my_side=_my_side(state, seat, black),
        stacks=stacks_of(state.ring, state.players),
        progress=progress(state),
        log=list(state.log),
        milestone=state.milestone,
    )
