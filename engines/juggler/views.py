"""What one viewer may know. This is the only place secrets are filtered.

A public view (seat None) holds what everyone at a real table can see: the
face-up table, deck sizes, how many cards each player holds and how many of
them are red (card backs show their colour, and every take and discard is
public), who declared, the scores. A seat view adds that seat's own hand, the
card it has just taken and the word it has named. Deck order, other hands and
other players' words stay hidden until the reveal is complete, when the round
result shows every hand and word.

A view is frozen plain data holding tuples: it is handed to bots and front ends,
which must not be able to change what the next reader sees. Round results are
shared with the state, since nothing changes them once made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engines.core.messages import Line
from engines.juggler.cards import HAND_LIMIT, LETTER_VALUES, VOWELS, Language
from engines.juggler.rules import to_act, turns_left
from engines.juggler.state import JugglerState, Phase, RoundResult, Stage


@dataclass(frozen=True, slots=True, kw_only=True)
class JugglerView:
    game: Literal["juggler"] = "juggler"
    seat: int | None
    players: int
    round: int
    dealer: int
    target: int
    max_rounds: int | None  # the house rule's last round, if the table set one
    phase: Phase
    stage: Stage | None  # the half of the turn being played; None outside play
    turn: int | None  # whose turn it is; None outside play
    to_act: tuple[int, ...]
    table: tuple[str, ...]  # face-up cards, oldest first
    red_left: int
    black_left: int
    hand_sizes: tuple[int, ...]
    red_in_hand: tuple[int, ...]  # per seat, how many of its cards are vowels
    hand_limit: int
    totals: tuple[int, ...]
    declarer: int | None
    turns_done: int  # finished turns this round
    turns_left: int | None  # turns before the reveal, the current one included, once known
    named: tuple[bool, ...]  # during the reveal: who has named a word
    language: Language  # the edition: its cards, and the dictionary words are checked in
    letter_values: dict[str, int]
    hand: tuple[str, ...]  # the viewer's own cards, sorted
    taken: str | None  # the card the viewer has just taken, during its own discard
    word: str | None  # the word the viewer has named during the reveal
    results: tuple[RoundResult, ...]
    log: tuple[Line, ...]
    milestone: int


def view(state: JugglerState, seat: int | None) -> JugglerView:
    own = seat is not None and 0 <= seat < state.players
    playing = state.phase is Phase.PLAY
    return JugglerView(
        seat=seat if own else None,
        players=state.players,
        round=state.round,
        dealer=state.dealer,
        target=state.options.target,
        max_rounds=state.options.max_rounds,
        phase=state.phase,
        stage=state.stage if playing else None,
        turn=state.turn if playing else None,
        to_act=tuple(to_act(state)),
        table=tuple(state.table),
        red_left=len(state.red),
        black_left=len(state.black),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        red_in_hand=tuple(sum(card in VOWELS for card in hand) for hand in state.hands),
        hand_limit=HAND_LIMIT,
        totals=tuple(state.totals),
        declarer=state.declarer,
        turns_done=state.turns_done,
        turns_left=turns_left(state),
        named=tuple(word is not None for word in state.words),
        language=state.options.language,
        letter_values=dict(LETTER_VALUES[state.options.language]),
        hand=tuple(sorted(state.hands[seat])) if own else (),
        taken=state.taken if own and playing and state.turn == seat else None,
        word=state.words[seat] if own else None,
        results=tuple(state.results),
        log=tuple(state.log),
        milestone=state.milestone,
    )
