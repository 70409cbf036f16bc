"""What one viewer may know. This is the only place secrets are filtered.

Public: every stack's top card and height, the draw pile's size, how many
cards each player holds, whose turn it is and the last capture. A seat view
adds that seat's hand and its own side: with two players, "black" once it
holds (or held) the Jack of Spades and nothing otherwise, so a player who has
not drawn it cannot tell whether the other has; with three or four, its suit.
Every side is revealed when the game ends, and with two players as soon as
the Jack of Spades is played face up.

A view is frozen plain data holding tuples: it is handed to bots and front
ends, which must not be able to change what the next reader sees.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engines.boromir.ring import stacks_of
from engines.boromir.rules import to_act
from engines.boromir.setup import SEAT_LETTERS
from engines.boromir.state import BoromirState, Ending, LastCapture, Phase
from engines.core.cards import Card
from engines.core.messages import Line, Message, msg, nmsg


@dataclass(frozen=True, slots=True, kw_only=True)
class StackView:
    top: Card
    height: int


@dataclass(frozen=True, slots=True, kw_only=True)
class BoromirView:
    game: Literal["boromir"] = "boromir"
    seat: int | None
    players: int
    ring: tuple[StackView, ...]
    draw_pile: int
    hand_counts: tuple[int, ...]
    turn: int
    to_act: tuple[int, ...]
    phase: Phase
    ending: Ending | None
    last_capture: LastCapture | None
    captures: tuple[int, ...]
    # Sides everyone knows: the black seat once the Jack of Spades is shown (or at
    # the end); every seat's suit at the end of a 3-4 player game.
    black_seat: int | None
    suits: tuple[str, ...] | None
    stalemate: bool  # the game ended before anyone drew the Jack of Spades
    hand: tuple[Card, ...]
    my_side: str | None  # "black"/"red" (2 players) or a suit letter (3-4), when known
    stacks: dict[str, int]  # how many stacks each colour (suit) shows now
    progress: Message
    log: tuple[Line, ...]
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


def progress(state: BoromirState) -> Message:
    """One line for a status message."""
    if state.phase is Phase.OVER:
        return msg("The game is over")
    return nmsg(
        "{seat} to capture · {count} card in the pile",
        "{seat} to capture · {count} cards in the pile",
        len(state.draw_pile),
        seat=SEAT_LETTERS[state.turn],
    )


def view(state: BoromirState, seat: int | None) -> BoromirView:
    own = seat is not None and 0 <= seat < state.players
    seat = seat if own else None
    black = _black_seat(state)
    over = state.phase is Phase.OVER
    return BoromirView(
        seat=seat,
        players=state.players,
        ring=tuple(StackView(top=stack[-1], height=len(stack)) for stack in state.ring),
        draw_pile=len(state.draw_pile),
        hand_counts=tuple(len(hand) for hand in state.hands),
        turn=state.turn,
        to_act=tuple(to_act(state)),
        phase=state.phase,
        ending=state.ending,
        last_capture=state.last_capture,
        captures=state.captures,
        black_seat=black,
        suits=state.suits if over and state.players > 2 else None,
        stalemate=over and state.players == 2 and state.jack_holder is None,
        hand=tuple(sorted(state.hands[seat])) if seat is not None else (),
        my_side=_my_side(state, seat, black),
        stacks=stacks_of(state.ring, state.players),
        progress=progress(state),
        log=state.log,
        milestone=state.milestone,
    )
