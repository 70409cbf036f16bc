"""What one viewer may know. This is the only place secrets are filtered.

A public view (seat None) holds what everyone at a real table can see; a seat
view adds that seat's sigil, hand and the identity of the face-down cards it
played from its own hand. Deck order, discarded cards, secret influence and
other sigils appear in no view until the round's reveal.

Bots ask for a view before every move, so views are built from the state's
own values with `trusted` instead of being validated again (validation was
most of a view's cost: every card went through a Python validator). The
tests compare a view with its validated copy. As in the state, the records
inside a view are slotted dataclasses: three drafts a view, made and read on
every move, cost less than models would. Head and face-down entries are
frozen, so one object serves every view that shows the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from operator import is_not
from typing import Literal

from pydantic import BaseModel

from engines.core.cards import JOKER, Card, full_deck
from engines.core.trusted import trusted
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
    Spot,
)
from engines.jugglers.variants import VARIANTS

_LEFT, _JOKER, _RIGHT = SPOTS  # the drafts, for the three calls in `view`


@dataclass(frozen=True, slots=True)
class FaceDownView:
    by: str  # head name, or "secret influence"
    by_head: int | None
    source: Literal["hand", "deck", "secret"]
    card: Card | None = None  # only the viewer's own hand cards


@dataclass(slots=True)
class DraftView:
    spot: Spot
    policy: Card | None
    face_up: list[Card]
    face_down: list[FaceDownView]
    secret_count: int  # secret influence waiting for the last cycle
    best: str  # best category of the face-up cards


@dataclass(frozen=True, slots=True)
class HeadView:
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


def _draft_view(spot: Spot, draft: Draft, names: list[str], seat: int | None) -> DraftView:
    face_up = draft.face_up
    face_down = draft.face_down
    return DraftView(
        spot,
        draft.policy,
        list(face_up),
        _face_down_views(face_down, names, seat) if face_down else [],  # empty for most views
        len(draft.secret),
        _best(tuple(face_up)),
    )


def _face_down_views(
    face_down: list[FaceDown], names: list[str], seat: int | None
) -> list[FaceDownView]:
    """A pile as `seat` sees it. Apart from `_draft_view`, whose variables this
    comprehension would otherwise turn into closure cells on every view."""
    # Only the viewer's own hand cards show (secret influence has `by` None but
    # never source "hand", so a spectator sees none).
    return [
        _entry_view(
            "secret influence" if entry.by is None else names[entry.by],
            entry.by,
            entry.source,
            entry.card if entry.by == seat and entry.source == "hand" else None,
        )
        for entry in face_down
    ]


@lru_cache(maxsize=1024)  # names x heads x sources x own cards: a few hundred in all
def _entry_view(
    by: str, by_head: int | None, source: Literal["hand", "deck", "secret"], card: Card | None
) -> FaceDownView:
    return FaceDownView(by, by_head, source, card)


# `sorted(hand)` compares cards in Python; this gives the same order, one int per card.
HAND_ORDER = {card: order for order, card in enumerate(sorted([JOKER, *full_deck()]))}


@lru_cache(maxsize=1024)
def _best(face_up: tuple[Card, ...]) -> str:
    """A hand's name ("pair of 9s"): every view of every seat asks for the same few."""
    return str(evaluate(list(face_up)))


def progress(state: JugglersState, gatherings: int | None = None) -> str:
    """ "Gathering 2 of 6 · cycle 3 of 4: 2 of 4 played", or what the table waits for;
    `gatherings` is `gatherings_per_round(state)` when the caller has it already."""
    fields = state.__dict__  # every view asks: no attribute hook per field
    phase = fields["phase"]
    if phase is OVER:
        return "The match is over"
    return _progress(
        phase is INFLUENCE,
        fields["round"],
        fields["gathering"],
        gatherings_per_round(state) if gatherings is None else gatherings,
        fields["heads"][fields["chairman"]].name,
        fields["cycle"],
        VARIANTS[fields["players"]].cycles,
        fields["turn_index"],
        len(fields["turn_order"]),
    )


# Every view asks, and a table's lines repeat seat after seat. The phase comes
# as the one thing the line needs to know of it, a bool, the cheapest key part.
@lru_cache(maxsize=1024)
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
) -> str:
    where = f"Round {round_number} · gathering {gathering} of {gatherings}"
    if influence:
        return f"{where}: {chair} decides the secret influence"
    return f"{where} · cycle {cycle} of {cycles}: {played} of {turns} played"


def gatherings_per_round(state: JugglersState) -> int:
    # By identity, not `count(None)`: cards define `__lt__` in Python, so each
    # card compared with None for equality goes through CPython's generic
    # comparison slot.
    return _gatherings(sum(map(is_not, state.sigils, repeat(None))))


def _gatherings(sigils: int) -> int:
    """The policy cards the sigils leave, two to a gathering (the last may get one)."""
    return (len(POLICY_CARDS) - sigils + 1) // 2


def view(state: JugglersState, seat: int | None) -> JugglersView:
    # Fields are read from the state's dict: reading a model's attribute goes
    # through pydantic's `__getattr__` hook (about 19 ns against 10 here).
    fields = state.__dict__
    players = fields["players"]
    own = seat is not None and 0 <= seat < players
    shown = seat if own else None
    heads, hands, sigils = fields["heads"], fields["hands"], fields["sigils"]
    head_views, names, gatherings = _head_views(heads, sigils, hands)
    variant = VARIANTS[players]
    phase = fields["phase"]
    left, joker, right = fields["drafts"]
    return trusted(
        JugglersView,
        {
            "game": "jugglers",
            "seat": shown,
            "players": players,
            "heads": head_views,
            "round": fields["round"],
            "round_wins": list(fields["round_wins"]),
            "target_wins": fields["options"].target_wins,
            "gathering": fields["gathering"],
            "gatherings": gatherings,
            "cycle": fields["cycle"],
            "cycles": variant.cycles,
            "chairman": fields["chairman"],
            "phase": phase,
            "drafts": [  # three calls, not a comprehension's frame and zip
                _draft_view(_LEFT, left, names, shown),
                _draft_view(_JOKER, joker, names, shown),
                _draft_view(_RIGHT, right, names, shown),
            ],
            "village_order": list(fields["village_order"]),
            "failed_policies": list(fields["failed_policies"]),
            "deck_count": len(fields["deck"]),
            "policy_deck_count": len(fields["policy_deck"]),
            "to_act": to_act(state),
            "acting_head": fields["turn_order"][fields["turn_index"]] if phase is PLAY else None,
            "max_secret": variant.max_secret,
            "hand": sorted(hands[seat], key=HAND_ORDER.__getitem__) if own else [],
            "sigil": sigils[seat] if own else None,
            "results": list(fields["results"]),  # never changed once made: shared
            "last_rolls": list(fields["last_rolls"]),
            "progress": progress(state, gatherings),
            "recap": fields["recap"],
            "log": list(fields["log"]),
            "milestone": fields["milestone"],
        },
    )


# (id of the heads list, id of the sigils list, hand sizes...) -> (those two
# lists, head views, names, gatherings per round). A game keeps one heads list
# and deals one sigils list a round, and a state's lists are replaced, never
# changed in place, so a few entries per table serve every view until a hand
# size changes; the lists are kept so that an id is never taken for a new
# list's. Working out which heads hold a sigil on every view took a quarter of
# a microsecond, a twentieth of a view.
_HEAD_VIEWS: dict[
    tuple[int, ...], tuple[list[Head], list[Card | None], tuple[HeadView, ...], list[str], int]
] = {}
_HEAD_VIEWS_KEPT = 256


def _head_views(
    heads: list[Head], sigils: list[Card | None], hands: list[list[Card]]
) -> tuple[list[HeadView], list[str], int]:
    """The heads' lines of a view, their names (for the face-down cards) and the
    gatherings this round has: looked up, as every view asks and they seldom change."""
    key = (id(heads), id(sigils), *map(len, hands))
    kept = _HEAD_VIEWS.get(key)
    if kept is None or kept[0] is not heads or kept[1] is not sigils:
        if len(_HEAD_VIEWS) >= _HEAD_VIEWS_KEPT:
            _HEAD_VIEWS.clear()
        kept = _HEAD_VIEWS[key] = _heads_entry(heads, sigils, key[2:])
    return list(kept[2]), kept[3], kept[4]


def _heads_entry(
    heads: list[Head], sigils: list[Card | None], hand_counts: tuple[int, ...]
) -> tuple[list[Head], list[Card | None], tuple[HeadView, ...], list[str], int]:
    """A `_HEAD_VIEWS` entry. Apart from `_head_views`, whose variables its
    generator would otherwise turn into closure cells on every view."""
    made = tuple(
        _head_view(
            head.name,
            head.dummy,
            head.owner,
            None if head.dummy else hand_counts[index],
            sigils[index] is not None,
        )
        for index, head in enumerate(heads)
    )
    names = [head.name for head in heads]
    return heads, sigils, made, names, _gatherings(sum(map(is_not, sigils, repeat(None))))


@lru_cache(maxsize=1024)  # names x owners x hand sizes x sigil or not: a few hundred
def _head_view(
    name: str, dummy: bool, owner: int | None, hand_count: int | None, has_sigil: bool
) -> HeadView:
    return HeadView(name, dummy, owner, hand_count, has_sigil)
