"""What one viewer may know. This is the only place secrets are filtered.

A public view (seat None) holds what everyone at a real table can see; a seat
view adds that seat's sigil, hand and the identity of the face-down cards it
played from its own hand. Deck order, discarded cards, secret influence and
other sigils appear in no view until the round's reveal.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel

from engines.core.cards import Card
from engines.jugglers.flow import POLICY_CARDS, acting_head
from engines.jugglers.hands import evaluate
from engines.jugglers.rules import to_act
from engines.jugglers.state import (
    SPOTS,
    Draft,
    GatheringRecap,
    JugglersState,
    Phase,
    RoundResult,
    Spot,
)
from engines.jugglers.variants import VARIANTS


class FaceDownView(BaseModel):
    by: str  # head name, or "secret influence"
    by_head: int | None
    source: Literal["hand", "deck", "secret"]
    card: Card | None = None  # only the viewer's own hand cards


class DraftView(BaseModel):
    spot: Spot
    policy: Card | None
    face_up: list[Card]
    face_down: list[FaceDownView]
    secret_count: int  # secret influence waiting for the last cycle
    best: str  # best category of the face-up cards


class HeadView(BaseModel):
    name: str
    dummy: bool
    owner: int | None
    hand_count: int | None  # None for dummies, which hold no hand
    has_sigil: bool


class JugglersView(BaseModel):
    game: Literal["jugglers"] = "jugglers"
    seat: int | None
    players: int
    heads: list[HeadView]
    round: int
    round_wins: list[int]
    target_wins: int
    gathering: int
    gatherings: int
    cycle: int
    cycles: int
    chairman: int
    phase: Phase
    drafts: list[DraftView]
    village_order: list[Card]
    failed_policies: list[Card]
    deck_count: int
    policy_deck_count: int
    to_act: list[int]
    acting_head: int | None
    max_secret: int
    hand: list[Card]
    sigil: Card | None
    results: list[RoundResult]
    last_rolls: list[str]
    progress: str  # one line for a status message: where the gathering stands
    recap: GatheringRecap | None
    log: list[str]
    milestone: int

    def draft(self, spot: Spot) -> DraftView:
        return self.drafts[SPOTS.index(spot)]


def _draft_view(spot: Spot, draft: Draft, state: JugglersState, seat: int | None) -> DraftView:
    face_down = [
        FaceDownView(
            by="secret influence" if entry.by is None else state.heads[entry.by].name,
            by_head=entry.by,
            source=entry.source,
            card=entry.card if entry.source == "hand" and seat is not None and entry.by == seat
            else None,
        )
        for entry in draft.face_down
    ]
    return DraftView(
        spot=spot,
        policy=draft.policy,
        face_up=list(draft.face_up),
        face_down=face_down,
        secret_count=len(draft.secret),
        best=_best(tuple(draft.face_up)),
    )


@lru_cache(maxsize=1024)
def _best(face_up: tuple[Card, ...]) -> str:
    """A hand's name ("pair of 9s"): every view of every seat asks for the same few."""
    return str(evaluate(list(face_up)))


def progress(state: JugglersState) -> str:
    """"Gathering 2 of 6 · cycle 3 of 4: 2 of 4 played", or what the table waits for."""
    if state.phase is Phase.OVER:
        return "The match is over"
    where = f"Round {state.round} · gathering {state.gathering} of {gatherings_per_round(state)}"
    if state.phase is Phase.INFLUENCE:
        return f"{where}: {state.heads[state.chairman].name} decides the secret influence"
    cycles = VARIANTS[state.players].cycles
    played = f"{state.turn_index} of {len(state.turn_order)} played"
    return f"{where} · cycle {state.cycle} of {cycles}: {played}"


def gatherings_per_round(state: JugglersState) -> int:
    sigils = sum(card is not None for card in state.sigils)
    return (len(POLICY_CARDS) - sigils + 1) // 2


def view(state: JugglersState, seat: int | None) -> JugglersView:
    own = seat is not None and 0 <= seat < state.players
    heads = [
        HeadView(
            name=head.name,
            dummy=head.dummy,
            owner=head.owner,
            hand_count=None if head.dummy else len(state.hands[index]),
            has_sigil=state.sigils[index] is not None,
        )
        for index, head in enumerate(state.heads)
    ]
    return JugglersView(
        seat=seat if own else None,
        players=state.players,
        heads=heads,
        round=state.round,
        round_wins=list(state.round_wins),
        target_wins=state.options.target_wins,
        gathering=state.gathering,
        gatherings=gatherings_per_round(state),
        cycle=state.cycle,
        cycles=VARIANTS[state.players].cycles,
        chairman=state.chairman,
        phase=state.phase,
        drafts=[
            _draft_view(spot, draft, state, seat if own else None)
            for spot, draft in zip(SPOTS, state.drafts, strict=True)
        ],
        village_order=list(state.village_order),
        failed_policies=list(state.failed_policies),
        deck_count=len(state.deck),
        policy_deck_count=len(state.policy_deck),
        to_act=to_act(state),
        acting_head=acting_head(state) if state.phase is Phase.PLAY else None,
        max_secret=VARIANTS[state.players].max_secret,
        hand=sorted(state.hands[seat]) if own else [],
        sigil=state.sigils[seat] if own else None,
        results=list(state.results),  # never changed once made: shared
        last_rolls=list(state.last_rolls),
        progress=progress(state),
        recap=state.recap,
        log=list(state.log),
        milestone=state.milestone,
    )
