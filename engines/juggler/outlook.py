"""What the Juggler bot needs to know about its hand, worked out once per decision.

The bot weighs every card it could take, every card it could then drop, and,
when discarding, the full-hand words one more card could bring next turn.
Listing every word within one card of the hand and asking it each what-if
took about 1.5 ms per decision. Here one walk over the hand's letter-set
submasks keeps only the few numbers the choice depends on, by this reasoning:

- A hand's score is 2 * (best word's value) - (hand's value), so dropping a
  card the word leaves over gains that card's value. The best end of a turn
  after taking X is therefore the best, over words within the hand plus X, of
  2 * value + (dearest card the word leaves over): one number per letter X.
- Words that need a taken X are only worth scanning while they can beat that
  number: submasks are visited most valuable first and the scan stops early.
  Scores never go below 0, so a word only counts once it beats half the hand.
- A full-hand word after a take and a discard is a word at most two cards
  short of the hand plus one letter: it lives under the hand's own letter set
  less at most two letters, plus that letter, so a few dozen masks hold them all.

Every question is asked of one word index: the whole dictionary by default, or
the smaller vocabulary of a bot that knows only common words, which then never
plans (or declares) with a word it does not know.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from operator import itemgetter, mul

from engines.juggler.cards import LETTER_VALUES
from engines.juggler.solver import SUBMASK_LIMIT
from engines.juggler.wordindex import (
    BITS,
    FIELD,
    GUARDS,
    UNITS,
    WordIndex,
    index,
    packed,
    units_of,
)

CUT_SHORT = 3.0  # what ending the round early is worth against the others' hands
# Per letter: the bits of its packed count below the guard (how many are left over).
SPARE = {letter: unit * ((1 << (FIELD - 1)) - 1) for letter, unit in UNITS.items()}
LETTER_OF_GUARD = {unit << (FIELD - 1): letter for letter, unit in UNITS.items()}
# A word's remainder (its counts taken from the hand's) of at most two cards, by letters.
OVER: dict[int, tuple[str, ...]] = {0: ()} | {unit: (k,) for k, unit in UNITS.items()}
OVER |= {UNITS[a] + UNITS[b]: (a, b) for a in UNITS for b in UNITS if a <= b}


def _submasks(
    have: Counter[str], spare: bool, words: WordIndex, values: dict[str, int]
) -> list[tuple[int, int, int]]:
    """(mask, most value a word under it can use, one of each of its letters packed) for
    the masks inside the hand's letter set, most value first; with `spare`, for every
    mask one letter outside it too (as the mask inside). A hand of many distinct letters
    takes them from the index."""
    by_bit = {BITS[letter]: (n * values[letter], UNITS[letter]) for letter, n in have.items()}
    if len(by_bit) <= SUBMASK_LIMIT:
        masks = [(0, 0, 0)]
        for bit, (value, unit) in by_bit.items():
            masks += [(mask | bit, cap + value, once + unit) for mask, cap, once in masks]
    else:
        present = sum(by_bit)
        inside = {
            mask & present
            for mask in words.position
            if not (outside := mask & ~present) or (spare and not outside & (outside - 1))
        }
        masks = [(mask, sum(v for bit, (v, _) in by_bit.items() if bit & mask), units_of(mask))
                 for mask in inside]  # fmt: skip
    masks.sort(key=itemgetter(1), reverse=True)
    return masks


def _by_value(counts: Counter[str], values: dict[str, int]) -> list[tuple[int, int]]:
    """(spare bits, value) per letter of the hand, dearest first: the first letter whose
    bits are set in a word's remainder is the dearest card it leaves over."""
    return sorted(((SPARE[k], values[k]) for k in counts), key=itemgetter(1), reverse=True)


def _near_words(
    words: WordIndex, guarded: int, masks: list[int], shortest: int
) -> Iterator[tuple[int, str, tuple[str, ...]]]:
    """(value, card taken or "", cards left over) for each word of at least `shortest`
    letters under these masks that leaves at most two cards of the hand plus one over."""
    starts, values, lengths, extras = words.starts, words.values, words.lengths, words.extras
    position = words.position
    for mask in position.keys() & masks:  # one set operation drops the masks of no word
        place = position[mask]
        base = guarded - units_of(mask)
        for number in range(starts[place], starts[place + 1]):
            if lengths[number] < shortest:
                continue
            left = base - extras[number]
            short = GUARDS & ~left
            taken = ""
            if short:
                if short & (short - 1):
                    continue
                taken = LETTER_OF_GUARD[short]
                left += UNITS[taken]
                if left & GUARDS != GUARDS:
                    continue
            over = OVER.get(left ^ GUARDS)
            if over is not None:
                yield values[number], taken, over


def _bases(have: Counter[str], cards: int) -> list[int]:
    """The hand's letter set less the letters that `cards` (one or two) cards can use up."""
    present = sum(BITS[k] for k in have)
    bases = [present, *(present ^ BITS[k] for k, n in have.items() if n <= cards)]
    if cards == 2:
        ones = [BITS[k] for k, n in have.items() if n == 1]
        bases += [present ^ a ^ b for i, a in enumerate(ones) for b in ones[i + 1 :]]
    return bases


class TakeOutlook:
    """The best end of turn after taking each of some letters (or nothing), in the
    edition `lang`: its card values, and its dictionary unless `known` is given."""

    def __init__(
        self,
        hand: str,
        letters: Iterable[str],
        declaring: bool,
        known: WordIndex | None = None,
        lang: str = "en",
    ) -> None:
        words = index(lang) if known is None else known
        self.values = card_values = LETTER_VALUES[lang]
        starts, values, extras = words.starts, words.values, words.extras
        find = words.position.get
        have = Counter(hand)
        size = len(hand)
        self.value = sum(card_values[k] for k in hand)
        guarded = packed(hand) | GUARDS
        dearest = _by_value(have, card_values)
        top_card = dearest[0][1] if dearest else 0
        subs = _submasks(have, spare=True, words=words, values=card_values)
        total = self.value
        # Scores never go below 0: a best word worth at most half the hand, or a best end
        # of turn at most the hand's value, changes nothing, so the scans start there.
        best, tops = total // 2, total
        reach: dict[str, int] = {}  # per letter taken: most 2 * value + dearest card left
        for mask, cap, once in subs:
            if 2 * (cap + top_card) <= total or (2 * cap + 3 * top_card <= tops and cap <= best):
                break  # neither this mask nor any after it holds a word that counts
            if (place := find(mask)) is None:
                continue
            base = guarded - once
            for number in range(starts[place], starts[place + 1]):
                value = values[number]
                if 2 * value + top_card <= tops and value <= best:
                    break
                left = base - extras[number]
                short = GUARDS & ~left
                if short:
                    if short & (short - 1):
                        continue
                    letter = LETTER_OF_GUARD[short]
                    left += UNITS[letter]
                    if left & GUARDS != GUARDS:
                        continue
                spare = 0
                for bits, card in dearest:
                    if left & bits:
                        spare = card
                        break
                if short:
                    reach[letter] = max(reach.get(letter, 0), 2 * value + spare)
                else:
                    best = max(best, value)
                    tops = max(tops, 2 * value + spare)
        outside = set(letters) - have.keys()
        for letter in outside:  # best bound first, while a word could beat `top`
            card, bit = card_values[letter], BITS[letter]
            top = max(tops, 2 * best + card, total + card)
            for mask, cap, once in subs:
                if 2 * (cap + card) + top_card <= top:
                    break
                if (place := find(mask | bit)) is None:
                    continue
                base = guarded - once  # the hand plus the letter, less the word with it
                for number in range(starts[place], starts[place + 1]):
                    value = values[number]
                    if 2 * value + top_card <= top:
                        break
                    left = base - extras[number]
                    if left & GUARDS != GUARDS:
                        continue
                    spare = 0
                    for bits, spare_card in dearest:
                        if left & bits:
                            spare = spare_card
                            break
                    top = max(top, 2 * value + spare)
            reach[letter] = top
        self.best, self.tops, self.reach = best, tops, reach
        # Full-hand words (one card in, at most one out) may fall below the scans' bounds.
        self.whole = self.near = 0  # the hand's own, less at most one card
        self.full: dict[str, int] = {}  # per letter taken
        if declaring:
            bases = _bases(have, 1)
            bits = [BITS[k] for k in outside]
            for value, taken, over in _near_words(
                words, guarded, bases + [b | bit for bit in bits for b in bases], size - 1
            ):
                if taken and len(over) <= 1:
                    self.full[taken] = max(self.full.get(taken, 0), value)
                elif not taken and len(over) <= 1:
                    self.near = max(self.near, value)
                    if not over:
                        self.whole = value

    def settled(self, add: str, may_declare: bool) -> float:
        """The best score after taking `add` ("" for nothing) and dropping the card that
        hurts most, plus CUT_SHORT when that leaves a full-hand word worth declaring."""
        if add:
            card = self.values[add]
            top = max(self.tops, 2 * self.best + card, self.reach.get(add, 0))
            full = max(self.whole, self.full.get(add, 0))
        else:
            card, top, full = 0, self.tops, self.near
        score = max(0, top - self.value - card)
        return float(max(score, full + CUT_SHORT) if may_declare and full else score)


class DiscardOutlook:
    """Per card dropped ("" for none): the score now, the full-hand word left (`full`,
    0 for none), and with `hoping`, the full-hand words one card could bring next turn,
    taken from the face-up `table` or from a deck with these `odds` per colour; among the
    `known` words only, when given; with the card values of the edition `lang`."""

    def __init__(
        self,
        hand: str,
        table: Iterable[str],
        odds: dict[str, dict[str, float]],
        hoping: bool,
        known: WordIndex | None = None,
        lang: str = "en",
    ) -> None:
        words = index(lang) if known is None else known
        self.values = card_values = LETTER_VALUES[lang]
        starts, values, extras = words.starts, words.values, words.extras
        have = Counter(hand)
        self.value = sum(card_values[k] for k in hand)
        guarded = packed(hand) | GUARDS
        fitting = []  # (value, remainder) of the words within the hand that count, best first
        total = self.value
        top_card = max(map(card_values.__getitem__, have), default=0)
        for mask, cap, once in _submasks(have, spare=False, words=words, values=card_values):
            if 2 * cap + top_card <= total:  # a score of 0 whatever is dropped, from here on
                break
            if (place := words.position.get(mask)) is None:
                continue
            base = guarded - once
            for number in range(starts[place], starts[place + 1]):
                if 2 * values[number] + top_card <= total:
                    break
                left = base - extras[number]
                if left & GUARDS == GUARDS:
                    fitting.append((values[number], left))
        fitting.sort(key=itemgetter(0), reverse=True)
        self.fitting = fitting
        self.full: dict[str, int] = {}  # any card next turn (or none) keeps this word whole
        self.short: dict[str, int] = {}  # the same, or less one more card: nothing taken
        self.with_card: dict[str, dict[str, int]] = {}  # per drop, per card taken: best word
        bases = _bases(have, 2 if hoping else 1)
        self.table = set(table)
        # Per deck: its letters, their chances, and where each letter sits among them.
        self.decks = [
            (list(chances.values()), {k: n for n, k in enumerate(chances)})
            for chances in odds.values()
            if chances
        ]
        letters = self.table.union(*odds.values()) - have.keys()
        bits = [BITS[k] for k in letters] if hoping else []
        for value, taken, over in _near_words(
            words, guarded, bases + [b | bit for bit in bits for b in bases], len(hand) - 2
        ):
            if taken:  # next turn: `taken` in, and a card left over out unless it is the drop
                if hoping:
                    for drop in over if len(over) == 2 else ("", *over):
                        with_card = self.with_card.setdefault(drop, {})
                        with_card[taken] = max(with_card.get(taken, 0), value)
                continue
            if len(over) <= 1:
                self.full[over[0] if over else ""] = value
                self.short[""] = max(self.short.get("", 0), value)
            for drop in over:
                self.short[drop] = max(self.short.get(drop, 0), value)

    def now(self, drop: str) -> int:
        """What the hand less `drop` scores if the round ends now (not as declarer)."""
        spare = SPARE[drop] if drop else -1
        best = next((value for value, left in self.fitting if left & spare), 0)
        return max(0, 2 * best - self.value + (self.values[drop] if drop else 0))

    def full_next_turn(self, drop: str) -> float:
        """The best full-hand value expected on the next turn, after discarding `drop`."""
        any_card, with_card = self.full.get(drop, 0), self.with_card.get(drop, {})
        if not any_card and not with_card:  # every option below would be 0
            return float(self.short.get(drop, 0))
        full = with_card.get  # with `any_card` as the floor: the best after taking a card
        options = [
            float(self.short.get(drop, 0)),
            *(float(max(any_card, full(card, 0))) for card in self.table),
        ]
        for chances, place in self.decks:  # summed in the deck's order, as ever
            fulls = [any_card] * len(chances)
            for card, value in with_card.items():
                if value > any_card and card in place:
                    fulls[place[card]] = value
            options.append(sum(map(mul, chances, fulls)))
        return max(options)
