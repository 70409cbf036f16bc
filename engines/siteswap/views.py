"""What one viewer may know. This is the only place secrets are filtered.

Public: how many cards each player holds, the patterns face up on the table
with their owners, the discard pile's top and the piles' sizes, whose turn
it is, and, while a pattern is juggled, what watching the juggler shows: the
throws as performed and how it is varied (never the cards' numbers in words:
the front ends draw it, and only an animation shows it). In live mode the
juggling happens in the room, so the view holds no throws at all. A seat
view adds that seat's hand.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from engines.core.cards import Card
from engines.siteswap.cards import values
from engines.siteswap.piles import SEAT_LETTERS
from engines.siteswap.rules import to_act
from engines.siteswap.state import Phase, SiteswapState


class LaidView(BaseModel):
    owner: int
    cards: list[Card]
    values: list[int]
    variation: str


class PerformanceView(BaseModel):
    performer: int
    kind: Literal["lay", "extend", "trick"]
    cards: int  # how many cards lie face down
    throws: list[int] | None  # as performed; None in live mode and for tricks
    variation: str
    guesses: list[int]  # guesses left per seat
    wrong: list[int]  # wrong guesses per seat


class SiteswapView(BaseModel):
    game: Literal["siteswap"] = "siteswap"
    seat: int | None
    players: int
    mode: Literal["animated", "live"]
    advanced: bool
    flashed: list[int]
    hand_counts: list[int]
    hand: list[Card]
    hand_values: list[int]  # the viewer's own throws, in hand order
    table: list[LaidView]
    discard_top: Card | None
    discard_count: int
    pickup_count: int
    turn: int
    drew_first: bool  # the player to move took a card for holding fewer than 3
    to_act: list[int]
    phase: Phase
    performance: PerformanceView | None
    swapper: int | None
    winners: list[int]
    performances: int  # patterns and tricks juggled so far
    recognised: int  # of them named by a right guess
    progress: str
    log: list[str]
    milestone: int


def progress(state: SiteswapState) -> str:
    if state.phase is Phase.OVER:
        return "The game is over"
    if state.phase is Phase.PERFORMANCE and state.performance is not None:
        return f"{SEAT_LETTERS[state.performance.performer]} is juggling: guess the pattern"
    if state.phase is Phase.TRICK_DISCARD:
        return f"{SEAT_LETTERS[state.turn]} discards two cards for the named trick"
    if state.phase in (Phase.SWAP_TAKE, Phase.SWAP_GIVE) and state.swapper is not None:
        return f"{SEAT_LETTERS[state.swapper]} may swap a card"
    return f"{SEAT_LETTERS[state.turn]} to play"


def _performance(state: SiteswapState) -> PerformanceView | None:
    performance = state.performance
    # The state keeps the performance until the turn ends (a swap still needs it),
    # but watching is over once it is named, laid or dropped.
    if performance is None or state.phase is not Phase.PERFORMANCE:
        return None
    watched = state.options.mode == "animated" and performance.kind != "trick"
    return PerformanceView(
        performer=performance.performer, kind=performance.kind, cards=len(performance.cards),
        throws=list(performance.performed) if watched else None,
        variation=performance.variation, guesses=list(performance.guesses),
        wrong=list(performance.wrong),
    )  # fmt: skip


def view(state: SiteswapState, seat: int | None) -> SiteswapView:
    own = seat is not None and 0 <= seat < state.players
    seat = seat if own else None
    hand = list(state.hands[seat]) if seat is not None else []
    return SiteswapView(
        seat=seat, players=state.players, mode=state.options.mode,
        advanced=state.options.advanced,
        flashed=[state.flashed(s) for s in range(state.players)],
        hand_counts=[len(h) for h in state.hands], hand=hand,
        hand_values=list(values(hand, state.flashed(seat))) if seat is not None else [],
        table=[LaidView(owner=laid.owner, cards=list(laid.cards), values=list(laid.values),
                        variation=laid.variation) for laid in state.table],
        discard_top=state.discard[-1] if state.discard else None,
        discard_count=len(state.discard), pickup_count=len(state.pickup), turn=state.turn,
        drew_first=state.drew_first,
        to_act=to_act(state), phase=state.phase, performance=_performance(state),
        swapper=state.swapper, winners=list(state.winners), performances=len(state.played),
        recognised=state.recognised, progress=progress(state), log=list(state.log),
        milestone=state.milestone,
    )  # fmt: skip
