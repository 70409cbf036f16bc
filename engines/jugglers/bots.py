"""A Jugglers bot that plays from its own view only.

It decides how much it wants each policy to pass (its sigil's rank or suit:
yes; anything else mildly no, since it feeds other players' sigils), then
scores every legal play by how it moves the expected strength of the hand it
lands on: after settling, each face-down card on a hand is equally likely to
be picked, so a card raises or dilutes a hand's expectation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import filterfalse

from engines.core.cards import Card
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.flow import INFLUENCE_CARDS
from engines.jugglers.hands import evaluate, rank_sum, score_each, scores_by_ranks
from engines.jugglers.rules import legal_moves
from engines.jugglers.scoring import matches
from engines.jugglers.state import INFLUENCE, SPOTS, Spot
from engines.jugglers.views import DraftView, JugglersView

WANT_MATCH = 1.0
WANT_OTHER = -0.25


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


def _unknown(hand: Sequence[Card], drafts: Sequence[DraftView]) -> list[Card]:
    """Influence cards the viewer cannot place: candidates for any unseen card."""
    left, joker, right = drafts
    seen = {*hand, *left.face_up, *joker.face_up, *right.face_up}
    # The viewer's own cards face down; None for the others, which is harmless here.
    seen.update([entry.card for draft in drafts for entry in draft.face_down])
    return list(filterfalse(seen.__contains__, INFLUENCE_CARDS))


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
    if view.phase is INFLUENCE:
        return rng.choice(_awaited(view))
    scores, cards, aiming = _move_scores(view)
    # `choice` draws by the list's length alone, so picking among the tied moves'
    # numbers takes the same random bits as picking among the moves themselves.
    return _move(rng.choice(_best_moves(scores)), cards, aiming)


def easy_action(view: JugglersView, rng: random.Random) -> SecretInfluence | Play | AimDummy:
    """A plainer player than `bot_action`: it weighs the moves as that bot does but,
    rather than the best, makes any move that does not set its own hopes back (a
    score of at least zero: a card that strengthens a hand it wants to pass, or the
    joker's against one it wants to fail, or changes nothing), drawn at random.
    Where every move costs something it makes the cheapest, so it never makes a
    move a person would call absurd; it just misses the sharpest play, as a
    newcomer does."""
    if view.phase is INFLUENCE:
        return rng.choice(_awaited(view))
    scores, cards, aiming = _move_scores(view)
    floor = min(max(scores), 0.0)
    return _move(
        rng.choice([number for number, score in enumerate(scores) if score >= floor]),
        cards,
        aiming,
    )


def best_moves(view: JugglersView, count: int) -> list[SecretInfluence | Play | AimDummy]:
    """The `count` best moves by `_gains`, best first (ties in `legal_moves` order);
    every move of the influence phase, which `_gains` does not weigh. The hard bot
    searches among these: the rest are the ones this bot already sees to be poor."""
    if view.phase is INFLUENCE:
        return _awaited(view)
    scores, cards, aiming = _move_scores(view)
    ranked = sorted(range(len(scores)), key=lambda number: -scores[number])
    return [_move(number, cards, aiming) for number in ranked[:count]]


def _awaited(view: JugglersView) -> list[SecretInfluence | Play | AimDummy]:
    """The viewer's moves; ValueError when its seat is not awaited."""
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    return legal_from_view(view)


def _move_scores(view: JugglersView) -> tuple[list[float], Sequence[Card], bool]:
    """Every play's score by `_gains`, numbered `source * 3 + hand` as `legal_moves`
    lists them, with the cards played and whether the seat aims its dummy.

    The moves are (card, hand) pairs in `legal_moves` order: the hand's cards
    (the view sorts them and holds none twice), then an unseen card: the deck's
    top, or what a dummy plays. Only the chosen move becomes an action.
    """
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    aiming = view.acting_head != seat
    cards: Sequence[Card] = () if aiming else view.hand
    left, joker, right = _gains(view, cards, unseen_too=aiming or view.deck_count > 0)
    scores = [0.0] * (3 * len(left))
    scores[0::3], scores[1::3], scores[2::3] = left, joker, right
    return scores, cards, aiming


def _move(picked: int, cards: Sequence[Card], aiming: bool) -> Play | AimDummy:
    """The action of move number `picked` (see `_move_scores`)."""
    spot = SPOTS[picked % 3]
    if aiming:
        return _aim(spot)
    return _play(cards[picked // 3] if picked // 3 < len(cards) else DECK, spot)


def _best_moves(scores: list[float]) -> list[int]:
    """The numbers of the moves that score the most, give or take rounding."""
    best = max(scores) - 1e-9
    return [number for number, score in enumerate(scores) if score >= best]


@cache  # 36 influence cards and the deck, times 3 hands
def _play(card: Card | str, spot: Spot) -> Play:
    """One shared action per move: actions are frozen."""
    return Play(card=card, target=spot)


@cache
def _aim(spot: Spot) -> AimDummy:
    return AimDummy(target=spot)


def _gains(view: JugglersView, cards: Sequence[Card], unseen_too: bool) -> list[list[float]]:
    """Per hand (SPOTS order), the score of playing each card, then (if `unseen_too`)
    an unseen card on it: its gain in expected strength after the coming settle,
    times how much the bot wants the hand strong, and a thousandth of a rank less
    for a high card (keep those).

    Each card of the face-down pile is as likely to be picked; an unseen card is
    worth the mean over the cards the bot cannot place.
    """
    drafts = view.drafts
    unknown = _unknown(view.hand, drafts) or list(INFLUENCE_CARDS)
    assert view.sigil is not None  # a seat playing a card holds a sigil
    weights = _weights(view.sigil, drafts[0].policy, drafts[2].policy)
    per_spot = []
    for draft, weight in zip(drafts, weights, strict=True):
        face_up = draft.face_up
        values, as_it_is = _hand_table(face_up)
        try:  # unseen cards are not face up here, so each has its value in the table
            unseen = sum(map(values.__getitem__, unknown)) / len(unknown)
        except KeyError:  # every card seen: the bot then weighs them all
            unseen = _mean_worth(face_up, values, unknown)
        pile = draft.face_down
        if pile:
            total = 0.0  # in the pile's order, as the sums here always were
            for entry in pile:
                card = entry.card
                # A score is at least 1 (high card), so `or` only skips a missing one.
                total += unseen if card is None else values.get(card) or _score(face_up, card)
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


def _mean_worth(face_up: tuple[Card, ...], values: dict[Card, float], cards: list[Card]) -> float:
    """The mean score of `cards` with the hand, some of which the table may miss."""
    known = values.get
    return sum([known(card) or _score(face_up, card) for card in cards]) / len(cards)
