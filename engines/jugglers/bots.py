"""A Jugglers bot that plays from its own view only.

It decides how much it wants each policy to pass (its sigil's rank or suit:
yes; anything else mildly no, since it feeds other players' sigils), then
scores every legal play by how it moves the expected strength of the hand it
lands on: after settling, each face-down card on a hand is equally likely to
be picked, so a card raises or dilutes a hand's expectation.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache

from engines.core.cards import Card
from engines.core.trusted import trusted
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.flow import INFLUENCE_CARDS
from engines.jugglers.hands import HandValue, evaluate, evaluate_each
from engines.jugglers.rules import legal_moves
from engines.jugglers.scoring import matches
from engines.jugglers.state import SPOTS, Phase, Spot
from engines.jugglers.views import DraftView, JugglersView

WANT_MATCH = 1.0
WANT_OTHER = -0.25


@lru_cache(maxsize=1 << 12)  # most hands are new: a big cache bought no speed, only memory
def _strength(cards: tuple[Card, ...]) -> float:
    """A number that orders hands like `evaluate`, with room to average."""
    return _value_strength(evaluate(cards))


@cache  # one entry per hand value: about 1,100 in all
def _value_strength(value: HandValue) -> float:
    fraction = sum(rank / 11 ** (position + 1) for position, rank in enumerate(value.ranks))
    return float(value.category) + fraction


def legal_from_view(view: JugglersView) -> list[SecretInfluence | Play | AimDummy]:
    """The viewer's moves, worked out from its view alone."""
    if view.seat is None or view.seat not in view.to_act:
        return []
    return legal_moves(
        view.phase,
        aiming_dummy=view.acting_head != view.seat,
        hand=view.hand,
        deck_has_cards=view.deck_count > 0,
        max_secret=view.max_secret,
    )


def wants(view: JugglersView) -> dict[Spot, float]:
    """How much the bot wants each hand to be strong."""
    assert view.sigil is not None

    def want(policy: Card | None) -> float:
        if policy is None:
            return 0.0
        return WANT_MATCH if matches(view.sigil, policy) else WANT_OTHER

    left, right = want(view.draft(Spot.LEFT).policy), want(view.draft(Spot.RIGHT).policy)
    return {Spot.LEFT: left, Spot.RIGHT: right, Spot.JOKER: -(left + right)}


def unknown_cards(view: JugglersView) -> list[Card]:
    """Influence cards the viewer cannot place: candidates for any unseen card."""
    seen = set(view.hand)
    for draft in view.drafts:
        seen.update(draft.face_up)
        seen.update(entry.card for entry in draft.face_down if entry.card is not None)
    return [card for card in INFLUENCE_CARDS if card not in seen]


@lru_cache(maxsize=1 << 9)  # about 1 MB: the hands of the tables being played now
def _with_each(face_up: tuple[Card, ...]) -> dict[Card, float]:
    """The strength of the hand with each other influence card added. A hand's face-up
    cards change seldom, so this is worked out once per hand, not once per move."""
    shown = set(face_up)
    others = [card for card in INFLUENCE_CARDS if card not in shown]
    values = evaluate_each(face_up, others)
    return dict(zip(others, map(_value_strength, values), strict=True))


class _HandOutlook:
    """Expected strength of one hand after the coming settle, with or without a new card."""

    def __init__(self, draft: DraftView, unknown: list[Card]) -> None:
        self.face_up = tuple(draft.face_up)
        self._values = _with_each(self.face_up)
        self.unseen_value = self._mean_value(unknown)
        self.pile = [
            self.value_of(entry.card) if entry.card is not None else self.unseen_value
            for entry in draft.face_down
        ]
        self.now = sum(self.pile) / len(self.pile) if self.pile else _strength(self.face_up)
        self._pile_total = sum(self.pile)

    def _mean_value(self, cards: list[Card]) -> float:
        try:  # unseen cards are not face up here, so each has its value in the table
            total = sum(map(self._values.__getitem__, cards))
        except KeyError:  # every card seen: the bot then weighs them all
            total = sum(map(self.value_of_known, cards))
        return total / len(cards)

    def value_of_known(self, card: Card) -> float:
        known = self._values.get(card)
        return known if known is not None else _strength((*self.face_up, card))

    def value_of(self, card: Card | None) -> float:
        return self.unseen_value if card is None else self.value_of_known(card)

    def utilities(self, weight: float, sources: list[Card | str | None]) -> list[float]:
        """The score of playing each source here: the hand's gain in expected strength
        times how much the bot wants it, and a thousandth of a rank less for a high
        card (keep those). A source that is no card is the deck's unseen top card."""
        total, count, now = self._pile_total, len(self.pile) + 1, self.now
        return [
            weight * ((total + self.value_of_known(source)) / count - now) - source.rank / 1000
            if isinstance(source, Card)
            else weight * ((total + self.unseen_value) / count - now)
            for source in sources
        ]


def bot_action(view: JugglersView, rng: random.Random) -> SecretInfluence | Play | AimDummy:
    if view.seat is None or view.seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.INFLUENCE:
        return rng.choice(legal_from_view(view))
    weights = wants(view)
    unknown = unknown_cards(view) or list(INFLUENCE_CARDS)
    aiming = view.acting_head != view.seat
    # The moves as (card, hand) pairs, in `legal_moves` order; only the chosen one
    # becomes an action model (making all of them was a fifth of the bot's time).
    sources: list[Card | str | None] = [None] if aiming else sorted(set(view.hand))
    if not aiming and view.deck_count > 0:
        sources.append(DECK)
    by_spot = {
        draft.spot: _HandOutlook(draft, unknown).utilities(weights[draft.spot], sources)
        for draft in view.drafts
    }
    scored = [
        (by_spot[spot][at], source, spot) for at, source in enumerate(sources) for spot in SPOTS
    ]
    best = max(score for score, _, _ in scored)
    source, spot = rng.choice([(s, t) for score, s, t in scored if score >= best - 1e-9])
    if source is None:
        return trusted(AimDummy, {"kind": "dummy", "target": spot})
    return trusted(Play, {"kind": "play", "card": source, "target": spot})
