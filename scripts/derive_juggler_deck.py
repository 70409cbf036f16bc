"""Derive the 79-card Juggler deck: which cards the German and French editions use.

The English edition is fixed (the rulings' 70 cards); the deck has 9 more cards,
and each card has one letter, one value and the editions that use it. A
letter's cards all have the value its English cards have, so a card is worth
the same in every edition.

How the other editions are chosen, the same way for each:

1. Letter frequencies of the edition's dictionary (each word once, as the game
   spells it).
2. A target for each letter: its share of 70 cards, at least 1 (every letter
   stays playable, as in English), the others scaled so the targets add up to 70.
3. Both editions start from the English 70 cards and move one card at a time
   from one letter to another, always the move that brings an edition closest to
   its targets (least sum of squared differences); a move that needs more cards
   of a letter than the deck has adds one, while fewer than 79 cards exist. Ties
   go to German first, then alphabetical order. Each edition keeps 70 cards.
4. The moves stop when none brings an edition closer; the deck must then hold
   79 cards (the script fails otherwise), every one used by some edition.

Run it after `derive_juggler_dictionaries.py` (no other input, nothing fetched):
`python scripts/derive_juggler_deck.py` prints the table that `engines/juggler/
cards.py` holds as `CARDS`; the tests check that the two agree.
"""

from __future__ import annotations

import gzip
from collections import Counter
from importlib.resources import files

from engines.juggler.cards import LETTER_COUNTS, LETTER_VALUES
from engines.juggler.wordindex import ALPHABET, WORD_LISTS

DECK_SIZE = 79
EDITION_SIZE = 70
EDITIONS = ("de", "fr")


def frequencies(lang: str) -> dict[str, float]:
    """Each letter's share of all the letters of the edition's word list."""
    data = files("engines.juggler").joinpath("data").joinpath(WORD_LISTS[lang]).read_bytes()
    counts = Counter(gzip.decompress(data).decode("ascii").replace("\n", "").upper())
    total = sum(counts.values())
    return {letter: counts[letter] / total for letter in ALPHABET}


def targets(lang: str) -> dict[str, float]:
    """What each letter's count would ideally be in this edition (see the module's 2.):
    letters below one card get one, and the others share what is left by frequency."""
    share = frequencies(lang)
    floored: set[str] = set()
    while True:
        rest = EDITION_SIZE - len(floored)
        scale = rest / sum(share[k] for k in ALPHABET if k not in floored)
        low = {k for k in ALPHABET if k not in floored and share[k] * scale < 1}
        if not low:
            return {k: 1.0 if k in floored else share[k] * scale for k in ALPHABET}
        floored |= low


def _gain(counts: dict[str, int], target: dict[str, float], source: str, dest: str) -> float:
    """How much closer to its targets an edition gets by moving a card from source to dest."""
    before = (counts[source] - target[source]) ** 2 + (counts[dest] - target[dest]) ** 2
    after = (counts[source] - 1 - target[source]) ** 2 + (counts[dest] + 1 - target[dest]) ** 2
    return before - after


def derive() -> dict[str, dict[str, int]]:
    """Per edition (English too), cards per letter; the deck holds the most of them."""
    wanted = {lang: targets(lang) for lang in EDITIONS}
    counts = {lang: dict(LETTER_COUNTS["en"]) for lang in EDITIONS}
    deck = dict(LETTER_COUNTS["en"])
    while True:
        spare = DECK_SIZE - sum(deck.values())
        best: tuple[float, str, str, str] | None = None
        for lang in EDITIONS:
            have = counts[lang]
            for source in ALPHABET:
                if have[source] <= 1:
                    continue
                for dest in ALPHABET:
                    if dest == source or (have[dest] >= deck[dest] and not spare):
                        continue
                    gain = _gain(have, wanted[lang], source, dest)
                    if gain > 1e-9 and (best is None or gain > best[0] + 1e-9):
                        best = (gain, lang, source, dest)
        if best is None:
            break
        _, lang, source, dest = best
        counts[lang][source] -= 1
        counts[lang][dest] += 1
        deck[dest] = max(deck[dest], counts[lang][dest])
    if sum(deck.values()) != DECK_SIZE:
        raise SystemExit(f"the moves used {sum(deck.values())} cards, not {DECK_SIZE}")
    return {"en": dict(LETTER_COUNTS["en"]), **counts}


def card_rows(per_edition: dict[str, dict[str, int]]) -> list[tuple[str, int, str, int]]:
    """(letter, value, editions, how many such cards): the n-th card of a letter is used
    by every edition that has at least n of that letter."""
    rows = []
    for letter in LETTER_COUNTS["en"]:  # vowels first, the English table's order
        most = max(counts[letter] for counts in per_edition.values())
        for number in range(1, most + 1):
            editions = " ".join(lang for lang, c in per_edition.items() if c[letter] >= number)
            row = (letter, LETTER_VALUES["en"][letter], editions, 1)
            if rows and rows[-1][:3] == row[:3]:
                rows[-1] = (*row[:3], rows[-1][3] + 1)
            else:
                rows.append(row)
    return rows


def main() -> None:
    per_edition = derive()
    for lang, counts in per_edition.items():
        print(f"# {lang}: " + " ".join(f"{k}{n}" for k, n in counts.items()))
    print("CARDS = (")
    for letter, value, editions, number in card_rows(per_edition):
        print(f'    ("{letter}", {value}, "{editions}", {number}),')
    print(")")


if __name__ == "__main__":
    main()
