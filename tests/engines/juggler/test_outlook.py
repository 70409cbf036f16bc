"""The bot's per-hand figures against a brute-force search of the word list.

The reference below asks the plain question for every what-if (the best word
of this multiset of cards, or whether it is a word at all) exactly as the bot
once did through a list of every word within one card of its hand.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from engines.juggler.cards import LETTER_VALUES, deck
from engines.juggler.dictionary import words
from engines.juggler.outlook import CUT_SHORT, DiscardOutlook, TakeOutlook

VALUES = LETTER_VALUES["en"]
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _value(cards: Counter[str] | str) -> int:
    return sum(VALUES[k] * n for k, n in Counter(cards).items())


class Brute:
    """Every word within one card of a hand, searched one by one."""

    def __init__(self, hand: str) -> None:
        letters = set(hand)
        near = {
            "".join(sorted(w.upper()))
            for w in words("en")
            if len(w) <= len(hand) + 1 and len(set(w.upper()) - letters) <= 1
        }
        self.near = sorted(
            ((_value(key), Counter(key)) for key in near), key=lambda vk: vk[0], reverse=True
        )
        self.keys = {key: _value(key) for key in near}

    def best(self, cards: Counter[str]) -> int:
        return next((value for value, key in self.near if not key - cards), 0)

    def score(self, cards: Counter[str]) -> int:
        return max(0, 2 * self.best(cards) - _value(cards))

    def word(self, cards: Counter[str]) -> int:
        """The value of this exact multiset as a word, 0 if it is none."""
        return self.keys.get("".join(sorted(cards.elements())), 0)

    def words_within(self, cards: Counter[str], shortest: int) -> list[tuple[int, Counter]]:
        return [(v, key) for v, key in self.near if key.total() >= shortest and not key - cards]


@cache
def _brute(hand: str) -> Brute:
    return Brute(hand)


def _hands() -> list[str]:
    rng = random.Random(19)
    cards = deck("red") + deck("black")
    dealt = ["".join(rng.sample(cards, rng.randint(4, 10))) for _ in range(5)]
    return ["", "E", "BCDGHKM", "SKETCHI", "AEINRST", "QUARTZD", *dealt]


@pytest.mark.parametrize("hand", _hands())
@pytest.mark.parametrize("declaring", [True, False])
def test_take_outlook_matches_the_search_for_every_card_taken(hand, declaring):
    brute = _brute(hand)
    outlook = TakeOutlook(hand, ALPHABET, declaring)
    for add in ["", *ALPHABET]:
        after = Counter(hand + add)
        expected = 0.0
        for drop in ["", *after]:
            cards = after - Counter(drop)
            value = float(brute.score(cards))
            if declaring and brute.word(cards):
                value += CUT_SHORT
            expected = max(expected, value)
        assert outlook.settled(add, declaring) == expected, add


def _old_full_next_turn(brute: Brute, hand: str, drop: str, table: str, odds: dict) -> float:
    """The full-hand value expected next turn, in the terms the bot first used: words of
    the hand plus one card, sorted by the card missing, each tested against the drop."""
    have = Counter(hand)
    size = len(hand) - (1 if drop else 0)
    kept = have - Counter(drop)
    any_card = no_card = 0
    with_card: dict[str, int] = {}
    for value, key in brute.words_within(have + Counter(ALPHABET), len(hand) - 2):
        missing = key - have
        if not missing and not key - kept:
            if key.total() >= size:
                any_card = max(any_card, value)
            if key.total() >= size - 1:
                no_card = max(no_card, value)
        elif missing.total() == 1 and key.total() >= size:
            (card,) = missing
            if not drop or key[drop] <= have[drop] + (card == drop) - 1:
                with_card[card] = max(with_card.get(card, 0), value)

    def full_with(card: str) -> int:
        return max(any_card, with_card.get(card, 0))

    options = [float(no_card), *(float(full_with(card)) for card in set(table))]
    options += [sum(p * full_with(c) for c, p in chances.items()) for chances in odds.values()]
    return max(options)


@pytest.mark.parametrize("hand", _hands())
def test_discard_outlook_matches_the_search_for_every_card_dropped(hand):
    brute = _brute(hand)
    rng = random.Random(hand)
    table = "".join(rng.sample(ALPHABET, 3))
    unseen = {k: rng.randint(1, 4) for k in rng.sample(ALPHABET, 12)}
    odds = {"any": {k: n / sum(unseen.values()) for k, n in unseen.items()}}
    outlook = DiscardOutlook(hand, table, odds, hoping=True)
    plain = DiscardOutlook(hand, table, odds, hoping=False)
    for drop in ["", *set(hand)]:
        cards = Counter(hand) - Counter(drop)
        assert outlook.now(drop) == plain.now(drop) == brute.score(cards)
        assert outlook.full.get(drop, 0) == plain.full.get(drop, 0) == brute.word(cards)
        expected = _old_full_next_turn(brute, hand, drop, table, odds)
        assert outlook.full_next_turn(drop) == expected, drop


def test_full_hand_words_within_one_card_are_spotted():
    outlook = TakeOutlook("SKETCHI", "TQ", declaring=True)
    assert outlook.near == 15  # SKETCH, the I dropped
    assert outlook.full["T"] == 17  # THICKEST: a T taken, nothing dropped
    assert "Q" not in outlook.full
    left = DiscardOutlook("SKETCHI", "", {}, hoping=False)
    assert left.full["I"] == 15 and "" not in left.full  # SKETCH; SKETCHI is no word


@pytest.mark.parametrize("hand", ["BCDGHKM", "OGIYRLGR", "SKETCHI"])
def test_hands_of_many_distinct_letters_take_their_masks_from_the_index(hand, monkeypatch):
    """Past SUBMASK_LIMIT distinct letters the masks come from a pass over the index; a
    low limit sends these small hands that way, against the search as above."""
    brute = _brute(hand)
    monkeypatch.setattr("engines.juggler.outlook.SUBMASK_LIMIT", 2)
    take = TakeOutlook(hand, ALPHABET, declaring=True)
    discard = DiscardOutlook(hand, "", {}, hoping=False)
    for add in ["", *ALPHABET]:
        after = Counter(hand + add)
        drops = [after - Counter(drop) for drop in ["", *after]]
        assert take.settled(add, True) == max(
            brute.score(cards) + (CUT_SHORT if brute.word(cards) else 0) for cards in drops
        )
    for drop in ["", *set(hand)]:
        assert discard.now(drop) == brute.score(Counter(hand) - Counter(drop))
