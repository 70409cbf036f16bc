"""Juggler bots that play from their own view only.

The main bot keeps a fallback word (the best word its hand makes now, which is
what it scores if someone else declares), takes the card that serves it best,
weighing an unseen deck card by the letters still unseen, and discards with
an eye on next turn: how valuable a full-hand word one more card could bring.
It declares once it holds a full-hand word worth what the round has left to offer
(`DECLARE_BAR`). `greedy_action` is the yardstick it is measured against:
it only ever maximises its score of the moment.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from engines.juggler.actions import DECK, NONE, Discard, JugglerAction, Reveal, Take
from engines.juggler.cards import LETTER_COUNTS, LETTER_VALUES, colour_of, hand_value
from engines.juggler.rules import discard_options, take_options
from engines.juggler.solver import Group, best_group, best_word, fits_with_one_more, index
from engines.juggler.state import Phase, Stage
from engines.juggler.views import JugglerView

VALUES = LETTER_VALUES["en"]
HOPE = 0.5  # weight of the chance of a better full-hand word next turn
CUT_SHORT = 3.0  # what ending the round early is worth against the others' hands
# The least a full-hand word must be worth for the bot to declare with it, on its
# 1st, 2nd, ... turn of the round (then the last value): a good player builds
# toward a strong word and cuts the round short only when it pays. Declaring
# with the first small word it met ended rounds after 1.6 turns each.
DECLARE_BAR = (28, 24, 20, 16, 12)


def legal_from_view(view: JugglerView) -> list[JugglerAction]:
    """The viewer's moves, worked out from its view alone."""
    if view.seat is None or view.seat not in view.to_act:
        return []
    if view.phase is Phase.REVEAL:
        return [Reveal()]
    if view.stage is Stage.TAKE:
        return [*take_options(view.red_left, view.black_left, view.table, len(view.hand))]
    return [*discard_options(view.hand, may_declare=view.declarer is None)]


def score_now(hand: str) -> int:
    """What the hand scores if the round ends now and it is not the declarer."""
    group = best_group(hand)
    return max(0, 2 * (group.value if group else 0) - hand_value(hand))


def draw_odds(view: JugglerView) -> dict[str, dict[str, float]]:
    """Per deck colour, the chance of each letter on top, from the cards not in sight."""
    unseen = Counter(LETTER_COUNTS["en"])
    unseen.subtract(view.hand)
    unseen.subtract(view.table)
    odds: dict[str, dict[str, float]] = {}
    for colour, left in (("red", view.red_left), ("black", view.black_left)):
        counts = {k: n for k, n in unseen.items() if n > 0 and colour_of(k) == colour}
        total = sum(counts.values())
        odds[colour] = {k: n / total for k, n in counts.items()} if left and total else {}
    return odds


def _without(hand: str, card: str) -> str:
    return hand.replace(card, "", 1) if card else hand


class Outlook:
    """The words within a hand plus any one card, best first, for quick what-ifs."""

    def __init__(self, hand: str) -> None:
        self.hand = "".join(sorted(hand))
        self.counts = Counter(self.hand)
        self.value = hand_value(self.hand)
        self.words = words = index("en")
        self.by_missing = by_missing = fits_with_one_more(self.hand)
        size = len(self.hand)
        shortest = size - 2
        lengths = words.lengths
        self.long = [
            (words.group(number), missing)
            for missing, numbers in by_missing.items()
            for number in numbers
            if lengths[number] >= shortest
        ]
        # Full-hand words after one card in and one out are among these groups: a
        # hand within one card of this one is looked up here, not in the index.
        self.exact_keys = {group.key: group for group, _ in self.long if len(group.key) >= size - 1}

    def _fits(self, group: Group, add: str, drop: str) -> bool:
        """Does a group from the index still fit once `add` joins and `drop` leaves?"""
        return not drop or group.key.count(drop) <= self.counts[drop] + (add == drop) - 1

    def exact(self, letters: str) -> Group | None:
        """The group made of exactly these letters (a full-hand word), for a hand within one
        card of this one (one taken, one dropped); None when they make no word."""
        return self.exact_keys.get("".join(sorted(letters)))

    def best_used(self, add: str = "", drop: str = "") -> int:
        best = 0
        values, group = self.words.values, self.words.group
        for missing in ("", add) if add else ("",):
            for number in self.by_missing.get(missing, ()):
                value = values[number]
                if value <= best:
                    break
                if self._fits(group(number), add, drop):
                    best = value
                    break
        return best

    def score(self, add: str = "", drop: str = "") -> int:
        """`score_now` of the hand with `add` taken and `drop` discarded."""
        total = self.value + (VALUES[add] if add else 0) - (VALUES[drop] if drop else 0)
        return max(0, 2 * self.best_used(add, drop) - total)

    def full_next_turn(
        self, drop: str, table: Iterable[str], odds: dict[str, dict[str, float]]
    ) -> float:
        """The best full-hand value expected on the next turn, after discarding `drop`."""
        size = len(self.hand) - (1 if drop else 0)
        any_card = no_card = 0
        with_card: dict[str, int] = {}
        for group, missing in self.long:
            length = len(group.key)
            if not missing and self._fits(group, "", drop):
                if length >= size:
                    any_card = max(any_card, group.value)
                if length >= size - 1:
                    no_card = max(no_card, group.value)
            elif missing and length >= size and self._fits(group, missing, drop):
                with_card[missing] = max(with_card.get(missing, 0), group.value)

        def full_with(card: str) -> int:
            return max(any_card, with_card.get(card, 0))

        options = [float(no_card), *(float(full_with(card)) for card in set(table))]
        options += [
            sum(p * full_with(card) for card, p in chances.items())
            for chances in odds.values()
            if chances
        ]
        return max(options)


def _last_turn(view: JugglerView) -> bool:
    return view.turns_left is not None and view.turns_left <= view.players


def _declaring_helps(view: JugglerView) -> bool:
    """A declaration ends the round sooner than it would end anyway."""
    return view.declarer is None and (
        view.turns_left is None or view.turns_left > view.players
    )


def declare_bar(view: JugglerView) -> int:
    """The least full-hand word worth declaring with on this turn of the round."""
    own_turn = view.turns_done // view.players
    return DECLARE_BAR[min(own_turn, len(DECLARE_BAR) - 1)]


def _choose_take(view: JugglerView, legal: list[Take], rng: random.Random) -> Take:
    hand = "".join(view.hand)
    outlook = Outlook(hand)
    may_declare = _declaring_helps(view)

    def settled(add: str) -> float:
        """The best end of turn after taking `add`: discard the card that hurts most."""
        after = hand + add
        best = 0.0
        for drop in ("", *set(after)):
            value = float(outlook.score(add, drop))
            if may_declare and outlook.exact(_without(after, drop)) is not None:
                value += CUT_SHORT
            best = max(best, value)
        return best

    odds = draw_odds(view)

    def worth(take: Take) -> float:
        if take.colour == "none":
            return settled("")
        if take.source == DECK:
            return sum(p * settled(card) for card, p in odds[take.colour].items())
        return settled(take.source)

    scored = [(worth(take) + (0.01 if take.source == DECK else 0.0), take) for take in legal]
    best = max(score for score, _ in scored)
    return rng.choice([take for score, take in scored if score >= best - 1e-9])


def _choose_discard(view: JugglerView, legal: list[Discard], rng: random.Random) -> Discard:
    hand = "".join(view.hand)
    outlook = Outlook(hand)
    last = _last_turn(view)
    may_declare = _declaring_helps(view) and any(action.declare for action in legal)
    odds = draw_odds(view)
    scored: list[tuple[float, Discard]] = []
    for card in {action.card for action in legal}:
        drop = "" if card == NONE else card
        now = float(outlook.score("", drop))
        hope = 0.0 if last else outlook.full_next_turn(drop, view.table, odds)
        keep = now + HOPE * max(0.0, hope - now)
        scored.append((keep, Discard(card=card, declare=False)))
        full = outlook.exact(_without(hand, drop)) if may_declare else None
        if full is not None and full.value >= declare_bar(view):
            scored.append((full.value + CUT_SHORT, Discard(card=card, declare=True)))
    best = max(score for score, _ in scored)
    return rng.choice(sorted(
        (action for score, action in scored if score >= best - 1e-9),
        key=lambda action: (action.card, action.declare),
    ))


def bot_action(view: JugglerView, rng: random.Random) -> JugglerAction:
    legal = legal_from_view(view)
    if not legal:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.REVEAL:
        return Reveal(word=best_word("".join(view.hand)))
    if view.stage is Stage.TAKE:
        return _choose_take(view, [a for a in legal if isinstance(a, Take)], rng)
    return _choose_discard(view, [a for a in legal if isinstance(a, Discard)], rng)


def greedy_action(view: JugglerView, rng: random.Random) -> JugglerAction:
    """A simple yardstick: the best score of the moment, and nothing more.

    It takes the face-up card that raises its score most, else the top of a
    random deck; discards the unused card worth most; declares as soon as its
    best word uses every card.
    """
    legal = legal_from_view(view)
    if not legal:
        raise ValueError("the greedy bot was asked to move but its seat is not awaited")
    hand = "".join(view.hand)
    if view.phase is Phase.REVEAL:
        return Reveal(word=best_word(hand))
    if view.stage is Stage.TAKE:
        now = score_now(hand)
        gains = [
            (score_now(hand + take.source), take)
            for take in legal
            if isinstance(take, Take) and take.source not in (DECK, NONE)
        ]
        best = max((score for score, _ in gains), default=now)
        if best > now:
            return rng.choice([take for score, take in gains if score == best])
        decks = [t for t in legal if isinstance(t, Take) and t.source == DECK]
        return rng.choice(decks) if decks else Take(colour="none", source=NONE)
    word = best_word(hand)
    unused = Counter(hand) - Counter(word)
    card = max(unused, key=lambda k: (VALUES[k], k)) if unused else NONE
    full = sum(unused.values()) <= 1  # after this discard, the word is the whole hand
    may_declare = any(isinstance(a, Discard) and a.declare for a in legal)
    return Discard(card=card, declare=bool(word) and full and may_declare)
