"""What one viewer may know. This is the only place secrets are filtered.

Public: how many cards each player holds, the patterns face up on the table
with their owners, the discard pile's top and the piles' sizes, whose turn
it is, and, while a pattern is juggled, what watching the juggler shows: the
shortest repeating unit of the throws as performed, how it is varied, and the
hints given so far (never the cards' numbers in words: the front ends draw
it, and only an animation shows it). In live mode the juggling happens in the
room, so the view holds no throws at all. A seat view adds that seat's hand.

Nothing public tells how many cards a performance holds until it ends (seed: "no-one
can tell how long the period of the siteswap will be"): 531531 is watched as 531,
and the performer's face-down cards count as still in their hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.core.cards import Card
from engines.core.messages import Line, Message, msg
from engines.siteswap import hints
from engines.siteswap.cards import values
from engines.siteswap.patterns import unit
from engines.siteswap.performance import own_cards
from engines.siteswap.piles import SEAT_LETTERS
from engines.siteswap.rules import to_act
from engines.siteswap.state import Laid, Phase, SiteswapState


# Views are plain frozen data built fresh for each viewer: lists, so front ends and
# tests read them like the JSON they are sent as. kw_only keeps the JSON field order.
@dataclass(frozen=True, slots=True, kw_only=True)
class LaidView:
    owner: int  # who laid it, or extended it last
    cards: list[Card]
    values: list[int]
    variation: str
    extends: list[int] = field(default_factory=list)  # an extension: the pattern it grew from ...
    extends_owner: int | None = None  # ... and who had laid that


@dataclass(frozen=True, slots=True, kw_only=True)
class PerformanceView:
    performer: int
    kind: Literal["lay", "extend", "trick"]
    target: int | None  # the pattern on the table an extension grows
    # The shortest repeating unit as performed: what watching shows. None in live mode
    # (the juggling is in the room) and for tricks.
    throws: list[int] | None
    variation: str
    hints: list[Message]  # the hints given so far: "3 balls", "highest throw 5", "period 3"
    guesses: list[int]  # guesses left per seat
    wrong: list[int]  # wrong guesses per seat
    missed: list[str]  # the wrong guesses so far


@dataclass(frozen=True, slots=True, kw_only=True)
class SiteswapView:
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
    progress: Message
    log: list[Line]
    milestone: int


def progress(state: SiteswapState) -> Message:
    if state.phase is Phase.OVER:
        return msg("The game is over")
    if state.phase is Phase.PERFORMANCE and state.performance is not None:
        return msg("{name} is juggling: guess the pattern",
                   name=SEAT_LETTERS[state.performance.performer])  # fmt: skip
    if state.phase is Phase.TRICK_DISCARD:
        return msg("{name} discards two cards for the named trick", name=SEAT_LETTERS[state.turn])
    if state.phase in (Phase.SWAP_TAKE, Phase.SWAP_GIVE) and state.swapper is not None:
        return msg("{name} may swap a card", name=SEAT_LETTERS[state.swapper])
    return msg("{name} to play", name=SEAT_LETTERS[state.turn])


def _performance(state: SiteswapState) -> PerformanceView | None:
    performance = state.performance
    # The state keeps the performance until the turn ends (a swap still needs it),
    # but watching is over once it is named, laid or dropped.
    if performance is None or state.phase is not Phase.PERFORMANCE:
        return None
    watched = state.options.mode == "animated" and performance.kind != "trick"
    pattern = performance.kind != "trick"
    return PerformanceView(
        performer=performance.performer, kind=performance.kind, target=performance.target,
        throws=list(unit(performance.performed)) if watched else None,
        variation=performance.variation,
        hints=hints.words(performance.performed, performance.hints) if pattern else [],
        guesses=list(performance.guesses), wrong=list(performance.wrong),
        missed=list(performance.missed),
    )  # fmt: skip


def hand_counts(state: SiteswapState) -> list[int]:
    """Cards per player, a performer's face-down ones counted as still in their hand
    until the performance ends: the drop in hand size would tell the pattern's length."""
    counts = [len(hand) for hand in state.hands]
    performance = state.performance
    if performance is not None and state.phase is Phase.PERFORMANCE:
        counts[performance.performer] += len(own_cards(state, performance))
    return counts


def _laid(laid: Laid) -> LaidView:
    return LaidView(owner=laid.owner, cards=list(laid.cards), values=list(laid.values),
                    variation=laid.variation, extends=list(laid.extends),
                    extends_owner=laid.extends_owner)  # fmt: skip


def view(state: SiteswapState, seat: int | None) -> SiteswapView:
    own = seat is not None and 0 <= seat < state.players
    seat = seat if own else None
    hand = list(state.hands[seat]) if seat is not None else []
    return SiteswapView(
        seat=seat, players=state.players, mode=state.options.mode,
        advanced=state.options.advanced,
        flashed=[state.flashed(s) for s in range(state.players)],
        hand_counts=hand_counts(state), hand=hand,
        hand_values=list(values(hand, state.flashed(seat))) if seat is not None else [],
        table=[_laid(laid) for laid in state.table],
        discard_top=state.discard[-1] if state.discard else None,
        discard_count=len(state.discard), pickup_count=len(state.pickup), turn=state.turn,
        drew_first=state.drew_first,
        to_act=to_act(state), phase=state.phase, performance=_performance(state),
        swapper=state.swapper, winners=list(state.winners), performances=len(state.played),
        recognised=state.recognised, progress=progress(state), log=list(state.log),
        milestone=state.milestone,
    )  # fmt: skip
