"""What one viewer may know. This is the only place secrets are filtered.

A public view (seat None) holds what everyone at a real table can see; a seat
view adds that seat's sigil, hand and the identity of the face-down cards it
played from its own hand. Deck order, discarded cards, secret influence and
other sigils appear in no view until the round's reveal.

Views are plain data like the state, and bots ask for one before every move:
a view shares the state's tuples and records wherever the viewer may see
them whole, and the parts that repeat from view to view (a head's line, a
face-down card as one seat sees it, a hand's name) come from caches keyed by
the values they show.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from engines.core.cards import Card
from engines.core.messages import Line, Message, msg
from engines.jugglers.flow import POLICY_CARDS
from engines.jugglers.hands import evaluate
from engines.jugglers.rules import to_act
from engines.jugglers.state import (
    INFLUENCE,
    OVER,
    PLAY,
    SPOTS,
    Draft,
    FaceDown,
    GatheringRecap,
    Head,
    JugglersState,
    Phase,
    RoundResult,
    Source,
    Spot,
)
from engines.jugglers.variants import VARIANTS
from engines.jugglers.words import head_words

SECRET_INFLUENCE = msg("secret influence")


@dataclass(frozen=True, slots=True)
class FaceDownView:
    by: Line  # who put it there in words (a seat's letter, a dummy), or "secret influence"
    by_head: int | None
    source: Source
    card: Card | None = None  # only the viewer's own hand cards


# Not frozen, though never changed once made: a view makes three (see `Draft`).
@dataclass(slots=True)
class DraftView:
    spot: Spot
    policy: Card | None
    face_up: tuple[Card, ...]
    face_down: tuple[FaceDownView, ...]
    secret_count: int  # secret influence waiting for the last cycle
    best: Message  # best category of the face-up cards, in words


@dataclass(frozen=True, slots=True)
class HeadView:
    name: str
    dummy: bool
    owner: int | None
    hand_count: int | None  # None for dummies, which hold no hand
    has_sigil: bool


# Not frozen, though never changed once made: bots ask for a view every move,
# and a frozen dataclass's `__init__` sets each of thirty fields through
# `object.__setattr__`. Built with positional arguments for the same reason:
# `view` passes them in declaration order.
@dataclass(slots=True)
class JugglersView:
    game: Literal["jugglers"]
    seat: int | None
    players: int
    heads: tuple[HeadView, ...]
    round: int
    round_wins: tuple[int, ...]
    target_wins: int
    gathering: int
    gatherings: int
    cycle: int
    cycles: int
    chairman: int
    phase: Phase
    drafts: tuple[DraftView, DraftView, DraftView]  # in SPOTS order
    village_order: tuple[Card, ...]
    failed_policies: tuple[Card, ...]
    deck_count: int
    policy_deck_count: int
    to_act: list[int]
    acting_head: int | None
    max_secret: int
    hand: tuple[Card, ...]
    sigil: Card | None
    results: tuple[RoundResult, ...]
    last_rolls: tuple[Line, ...]
    progress: Message  # one line for a status message: where the gathering stands
    recap: GatheringRecap | None
    log: tuple[Line, ...]
    milestone: int

    def draft(self, spot: Spot) -> DraftView:
        return self.drafts[SPOTS.index(spot)]


def view(state: JugglersState, seat: int | None) -> JugglersView:
    own = seat is not None and 0 <= seat < state.players
    shown = seat if own else None
    heads, hands, sigils = state.heads, state.hands, state.sigils
    variant = VARIANTS[state.players]
    gatherings = gatherings_per_round(state)
    left, joker, right = state.drafts
    phase = state.phase
    return JugglersView(
        "jugglers",
        shown,
        state.players,
        _head_views(heads, sigils, tuple(map(len, hands))),
        state.round,
        state.round_wins,
        state.options.target_wins,
        state.gathering,
        gatherings,
        state.cycle,
        variant.cycles,
        state.chairman,
        phase,
        (
            _draft_view(Spot.LEFT, left, heads, shown),
            _draft_view(Spot.JOKER, joker, heads, shown),
            _draft_view(Spot.RIGHT, right, heads, shown),
        ),
        state.village_order,
        state.failed_policies,
        len(state.deck),
        len(state.policy_deck),
        to_act(state),
        state.turn_order[state.turn_index] if phase is PLAY else None,
        variant.max_secret,
        _in_hand_order(hands[seat]) if own else (),
        sigils[seat] if own else None,
        state.results,
        state.last_rolls,
        progress(state, gatherings),
        state.recap,
        state.log,
        state.milestone,
    )


def _draft_view(spot: Spot, draft: Draft, heads: tuple[Head, ...], seat: int | None) -> DraftView:
    face_down = _face_down_views(draft.face_down, heads, seat) if draft.face_down else ()
    return DraftView(
        spot, draft.policy, draft.face_up, face_down, len(draft.secret), _best(draft.face_up)
    )


def _face_down_views(
    pile: tuple[FaceDown, ...], heads: tuple[Head, ...], seat: int | None
) -> tuple[FaceDownView, ...]:
    """A pile as `seat` sees it: only the viewer's own hand cards show (secret
    influence has `by` None but never source "hand", so a spectator sees none)."""
    return tuple(
        [
            _entry_view(
                SECRET_INFLUENCE if entry.by is None else head_words(heads[entry.by]),
                entry.by,
                entry.source,
                entry.card if entry.by == seat and entry.source == "hand" else None,
            )
            for entry in pile
        ]
    )


# names x heads x sources x own cards: a few hundred in all
@lru_cache(maxsize=1024)
def _entry_view(by: Line, by_head: int | None, source: Source, card: Card | None) -> FaceDownView:
    return FaceDownView(by, by_head, source, card)


@lru_cache(maxsize=1024)
def _best(face_up: tuple[Card, ...]) -> Message:
    """A hand's name ("pair of 9s"): every view of every seat asks for the same few."""
    return evaluate(face_up).words


@lru_cache(maxsize=1024)
def _in_hand_order(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """A hand sorted for showing; a seat's hand is the same for several views running."""
    return tuple(sorted(hand))


# A table's heads, sigils and hand sizes stay the same for many views running
# (a hand size changes when its seat plays), so their lines are looked up by
# those values rather than made again for every view.
@lru_cache(maxsize=1024)
def _head_views(
    heads: tuple[Head, ...], sigils: tuple[Card | None, ...], hand_counts: tuple[int, ...]
) -> tuple[HeadView, ...]:
    """The heads' lines of a view."""
    return tuple(
        HeadView(
            head.name,
            head.dummy,
            head.owner,
            None if head.dummy else hand_counts[index],
            sigils[index] is not None,
        )
        for index, head in enumerate(heads)
    )


def progress(state: JugglersState, gatherings: int | None = None) -> Message:
    """ "Gathering 2 of 6 · cycle 3 of 4: 2 of 4 played", or what the table waits for;
    `gatherings` is `gatherings_per_round(state)` when the caller has it already."""
    if state.phase is OVER:
        return msg("The match is over")
    return _progress(
        state.phase is INFLUENCE,
        state.round,
        state.gathering,
        gatherings_per_round(state) if gatherings is None else gatherings,
        state.heads[state.chairman].name,
        state.cycle,
        VARIANTS[state.players].cycles,
        state.turn_index,
        len(state.turn_order),
    )


@lru_cache(maxsize=1024)  # every view asks, and a table's lines repeat seat after seat
def _progress(
    influence: bool,
    round_number: int,
    gathering: int,
    gatherings: int,
    chair: str,
    cycle: int,
    cycles: int,
    played: int,
    turns: int,
) -> Message:
    if influence:
        return msg("Round {round} · gathering {gathering} of {gatherings}: {chair} decides the "
                   "secret influence", round=round_number, gathering=gathering,
                   gatherings=gatherings, chair=chair)  # fmt: skip
    return msg(
        "Round {round} · gathering {gathering} of {gatherings} · cycle {cycle} of {cycles}: "
        "{played} of {turns} played",
        round=round_number, gathering=gathering, gatherings=gatherings,
        cycle=cycle, cycles=cycles, played=played, turns=turns,
    )  # fmt: skip


def gatherings_per_round(state: JugglersState) -> int:
    """The policy cards the sigils leave, two to a gathering (the last may get one)."""
    sigils = len(state.sigils) - state.sigils.count(None)
    return (len(POLICY_CARDS) - sigils + 1) // 2
