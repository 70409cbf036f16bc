"""Is it a word? One list per edition, shipped gzip-compressed beside its notice.

English is the ENABLE list (public domain), German and French lists are derived
by `scripts/derive_juggler_dictionaries.py` (see `data/LICENSE-DE.txt` and
`LICENSE-FR.txt`). Every list holds only lower-case a-z words: no proper nouns,
abbreviations, hyphens or apostrophes, which is exactly what the rules allow.
Players' input is folded to that alphabet first (case and accents ignored, ß as
ss), so "Café" counts as "cafe". A list is read the first time its edition is
played, into the compact anagram index (`wordindex`), which answers both "is it
a word" and the solver's questions.
"""

from __future__ import annotations

import re
import unicodedata

from engines.juggler.wordindex import ADDED, WORD_LISTS, index, word_list

__all__ = ["ADDED", "WORD_LISTS", "is_word", "normalise", "words"]

_LETTERS = re.compile(r"[a-z]+")
# Letters that no accent-stripping reaches, spelt out as every edition plays them:
# German ß as SS, the French ligatures as their two letters.
_SPELT_OUT = str.maketrans({"ß": "ss", "ẞ": "SS", "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE"})


def normalise(text: str) -> str | None:
    """Lower-case a-z form of a typed word: "" for blank input, None if not letters only.

    Accents and umlauts are dropped (é is E, ä is A), ß is SS, œ and æ are OE and AE:
    the same folding for every edition, so a word means the same letters whoever types it.
    """
    decomposed = unicodedata.normalize("NFKD", text.strip().translate(_SPELT_OUT))
    folded = "".join(char for char in decomposed if not unicodedata.combining(char)).lower()
    if not folded:
        return ""
    return folded if _LETTERS.fullmatch(folded) else None


def words(lang: str) -> frozenset[str]:
    """Every word of a language's list, read afresh (the game asks `is_word`, which the
    index answers); ValueError for a language we have no list for."""
    return word_list(lang)


def is_word(word: str, lang: str = "en") -> bool:
    """True for a dictionary word, whatever its case or accents."""
    folded = normalise(word)
    return bool(folded) and index(lang).has_word(folded.upper())
