"""Derive the Juggler bots' common-word lists from wordfreq (re-runnable, outside CI).

The easy and normal Juggler bots know only common words. This script writes
`engines/juggler/data/common-<edition>.txt.gz` for each edition (en, de, fr):
the commonest words of the language, most frequent first, that the game accepts
and a hand can actually hold. The easy bot knows its first `EASY` words, the
normal bot all `NORMAL` of them.

A word is kept when, after folding case and accents as the game does
(`engines.juggler.dictionary.normalise`), it is letters only, it is in the
edition's dictionary, it needs no more copies of a letter than the edition's
deck has, and it fits in a hand. Run it after `derive_juggler_dictionaries.py`
and `derive_juggler_deck.py`, since it reads both. Tokens wordfreq lists that
are not such words ("00", "it's", names) are skipped, and the walk goes on
down the list until `NORMAL` words are kept.

wordfreq is needed only here, never by the game: install it in a scratch
environment (`pip install wordfreq==3.1.1`) and run
`python scripts/derive_juggler_words.py [en de fr]`. Its data is CC BY-SA 4.0; the
notice shipped beside the list (`LICENSE-COMMON-WORDS.txt`) says so.

"""

from __future__ import annotations

import gzip
import importlib.metadata
import sys
from collections import Counter
from pathlib import Path

from wordfreq import iter_wordlist

from engines.juggler.cards import HAND_LIMIT, LETTER_COUNTS
from engines.juggler.dictionary import is_word, normalise

EASY = 10_000
NORMAL = 40_000
DATA = Path(__file__).resolve().parent.parent / "engines" / "juggler" / "data"


def playable(word: str, lang: str) -> bool:
    """A hand can hold the word: no letter more often than the edition's deck has it."""
    counts = LETTER_COUNTS[lang]
    return len(word) <= HAND_LIMIT and all(
        n <= counts.get(letter, 0) for letter, n in Counter(word.upper()).items()
    )


def derive(lang: str, size: int = NORMAL) -> list[str]:
    """The first `size` kept words of wordfreq's list of the language, most frequent first."""
    kept: list[str] = []
    seen: set[str] = set()
    for token in iter_wordlist(lang, "best"):
        word = normalise(token)
        if not word or word in seen or not is_word(word, lang) or not playable(word, lang):
            continue
        seen.add(word)
        kept.append(word)
        if len(kept) == size:
            return kept
    raise SystemExit(f"wordfreq's list ran out after {len(kept)} playable words")


def main() -> None:
    version = importlib.metadata.version("wordfreq")
    for lang in sys.argv[1:] or ["en", "de", "fr"]:
        words = derive(lang)
        out = DATA / f"common-{lang}.txt.gz"
        out.write_bytes(gzip.compress(("\n".join(words) + "\n").encode("ascii"), mtime=0))
        print(f"{lang}: wrote {len(words)} words ({out.stat().st_size} bytes), wordfreq {version}")
        print(f"  easy knows the first {EASY}: ... {' '.join(words[EASY - 5 : EASY])}")
        print(f"  normal knows all {NORMAL}: ... {' '.join(words[-5:])}")


if __name__ == "__main__":
    main()
