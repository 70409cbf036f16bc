"""A Jugglers bot that plays from its own view only.

It decides how much it wants each policy to pass (its sigil's rank or suit:
yes; anything else mildly no, since it feeds other players' sigils), then
scores every legal play by how it moves the expected strength of the hand it
lands on: after settling, each face-down card on a hand is equally likely to
be picked, so a card raises or dilutes a hand's expectation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, lru_cache
from itertools import filterfalse
from operator import attrgetter, itemgetter

from engines.core.cards import Card
from engines.core.trusted import trusted
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.flow import INFLUENCE_CARDS
from engines.jugglers.hands import evaluate, rank_sum, score_each, scores_by_ranks
from engines.jugglers.rules import legal_moves
from engines.jugglers.scoring import matches
from engines.jugglers.state import INFLUENCE, SPOTS, Spot
from engines.jugglers.views import FaceDownView, JugglersView

WANT_MATCH = 1.0
WANT_OTHER = -0.25
# A view's fields are read from its dict, a few at a time: a model's attribute
# goes through pydantic's `__getattr__` hook, about twice the cost of a dict
# lookup. Draft views are slotted dataclasses, read a few fields at a time too.
_TURN = itemgetter("seat", "to_act", "phase", "acting_head", "hand", "deck_count")
_DRAFT = attrgetter("policy", "face_up", "face_down")
_DraftFields = tuple[Card | None, list[Card], list[FaceDownView]]


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
    weights = _weights(view.sigil, view.drafts[0].policy, view.drafts[2].policy)
    return dict(zip(SPOTS, weights, strict=True))


def _weights(
    sigil: Card, left_policy: Card | None, right_policy: Card | None
) -> tuple[float, float, float]:
    """`wants` in SPOTS order: the bot reads it by position."""
    left = right = 0.0
    if left_policy is not None:
        left = WANT_MATCH if matches(sigil, left_policy) else WANT_OTHER
    if right_policy is not None:
        right = WANT_MATCH if matches(sigil, right_policy) else WANT_OTHER
    return left, -(left + right), right


def _unknown(hand: list[Card], drafts: list[_DraftFields]) -> list[Card]:
    """Influence cards the viewer cannot place: candidates for any unseen card."""
    (_, left, left_pile), (_, joker, joker_pile), (_, right, right_pile) = drafts
    seen = {*hand, *left, *joker, *right}
    seen.update([entry.card for entry in (*left_pile, *joker_pile, *right_pile)])
    return list(filterfalse(seen.__contains__, INFLUENCE_CARDS))  # None in `seen` is harmless


def _with_each(face_up: tuple[Card, ...]) -> tuple[dict[Card, float], float]:
    """The strength (`HandValue.score`) of the hand with each other influence card
    added, and of the hand as it is. A hand's face-up cards change seldom, so this
    is worked out once per hand, not once per move."""
    ranks = rank_sum(face_up)
    if ranks is None:  # three cards of a suit: a fourth makes a flush, suits count
        return score_each(face_up), evaluate(face_up).score
    return _by_ranks(ranks)


# Hands holding the same ranks and no three of a suit share one table, kept for
# good: at most 715 (every multiset of up to four ranks), 0.9 MB, so a new hand
# seldom costs a table. In front of them, the recent hands by their cards, which
# spares working out the rank sum on every move.
_by_ranks = cache(scores_by_ranks)
_hand_table = lru_cache(maxsize=256)(_with_each)


def _score(face_up: tuple[Card, ...], card: Card) -> float:
    """A card's score with a hand that shows it already (a table may have no entry)."""
    return evaluate((*face_up, card)).score


def bot_action(view: JugglersView, rng: random.Random) -> SecretInfluence | Play | AimDummy:
    """The best play by `_gains`; ties are drawn with `rng`."""
    seat, to_act, phase, acting_head, hand, deck_count = _TURN(view.__dict__)
    if seat is None or seat not in to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if phase is INFLUENCE:
        return rng.choice(legal_from_view(view))
    aiming = acting_head != seat
    # The moves as (card, hand) pairs, in `legal_moves` order: the hand's cards
    # (the view sorts them by HAND_ORDER and holds none twice), then an unseen
    # card: the deck's top, or what a dummy plays. Only the chosen move becomes
    # an action model (making all of them was a fifth of the bot's time).
    cards = [] if aiming else hand
    unseen_too = aiming or deck_count > 0
    left, joker, right = _gains(view, cards, unseen_too)
    # Move number `source * 3 + hand`: three slice copies instead of a loop.
    scores = [0.0] * (3 * len(left))
    scores[0::3], scores[1::3], scores[2::3] = left, joker, right
    # `choice` draws by the list's length alone, so picking among the tied moves'
    # numbers takes the same random bits as picking among the moves themselves.
    picked = rng.choice(_best_moves(scores))
    spot = SPOTS[picked % 3]
    if aiming:
        return _aim(spot)
    return _play(cards[picked // 3] if picked // 3 < len(cards) else DECK, spot)


def _best_moves(scores: list[float]) -> list[int]:
    """The numbers of the moves that score the most, give or take rounding. Apart
    from `bot_action`, whose `best` its comprehension would make a closure cell."""
    best = max(scores) - 1e-9
    return [at for at, score in enumerate(scores) if score >= best]


@cache  # 36 influence cards and the deck, times 3 hands
def _play(card: Card | str, spot: Spot) -> Play:
    """One shared action per move: actions are frozen."""
    return trusted(Play, {"kind": "play", "card": card, "target": spot})


@cache
def _aim(spot: Spot) -> AimDummy:
    return trusted(AimDummy, {"kind": "dummy", "target": spot})


def _gains(view: JugglersView, cards: list[Card], unseen_too: bool) -> list[list[float]]:
    """Per hand (SPOTS order), the score of playing each card, then (if `unseen_too`)
    an unseen card on it: its gain in expected strength after the coming settle,
    times how much the bot wants the hand strong, and a thousandth of a rank less
    for a high card (keep those).

    Each card of the face-down pile is as likely to be picked; an unseen card is
    worth the mean over the cards the bot cannot place. One loop over the three
    hands, without a call per hand: this is most of the bot's time. It holds no
    comprehension or lambda: one that reads this function's variables turns
    them all into closure cells, read and written more slowly everywhere here.
    """
    fields = view.__dict__
    drafts = list(map(_DRAFT, fields["drafts"]))
    unknown = _unknown(fields["hand"], drafts) or list(INFLUENCE_CARDS)
    unknowns = _getter(unknown)
    sigil = fields["sigil"]
    assert sigil is not None  # a seat playing a card holds a sigil
    weights = _weights(sigil, drafts[0][0], drafts[2][0])
    per_spot = []
    # Three drafts and three weights by construction; `strict=True` makes `zip`
    # a keyword call (0.25 us against 0.14 to make it, 1.5k instructions a step).
    for (_, shown, pile), weight in zip(drafts, weights):  # noqa: B905
        face_up = tuple(shown)
        values, as_it_is = _hand_table(face_up)
        try:  # unseen cards are not face up here, so each has its value in the table
            unseen = sum(unknowns(values)) / len(unknown)
        except KeyError:  # every card seen: the bot then weighs them all
            unseen = _mean_worth(face_up, values, unknown)
        if pile:
            known = values.get  # a score is at least 1 (high card), so `or` only skips a miss
            total = 0.0  # in the pile's order: the same sum as `sum` gives on 3.11
            for entry in pile:
                card = entry.card
                total += unseen if card is None else known(card) or _score(face_up, card)
            count, now = len(pile) + 1, total / len(pile)
        else:  # what the sums above give for an empty pile
            total, count, now = 0.0, 1, as_it_is
        scores = []  # hand cards are never face up: each has its value in the table
        for card in cards:
            scores.append(weight * ((total + values[card]) / count - now) - card.rank / 1000)
        if unseen_too:
            scores.append(weight * ((total + unseen) / count - now))
        per_spot.append(scores)
    return per_spot


def _getter(keys: list[Card]) -> Callable[[dict[Card, float]], tuple[float, ...]]:
    """One C call that fetches the scores of every unknown card, in this order (so
    the sums are the same); `itemgetter` of one key gives no tuple."""
    if len(keys) > 1:
        return itemgetter(*keys)
    (key,) = keys
    return lambda values: (values[key],)


def _mean_worth(face_up: tuple[Card, ...], values: dict[Card, float], cards: list[Card]) -> float:
    """The mean score of `cards` with the hand, some of which the table may miss."""
    known = values.get
    return sum([known(card) or _score(face_up, card) for card in cards]) / len(cards)
