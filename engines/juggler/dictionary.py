"""Is it a word? The ENABLE list (public domain), shipped gzip-compressed.

The list holds only lower-case a-z words: no proper nouns, abbreviations,
hyphens or apostrophes, which is exactly what the rules allow. Players' input
is folded to that alphabet first (case and accents ignored), so "Café" counts
as "cafe". The list is read on first use only, then kept for the process.
"""

from __future__ import annotations

import gzip
import re
import unicodedata
from functools import cache
from importlib.resources import files

WORD_LISTS = {"en": "enable.txt.gz"}
_LETTERS = re.compile(r"[a-z]+")


def normalise(text: str) -> str | None:
    """Lower-case a-z form of a typed word: "" for blank input, None if not letters only."""
    decomposed = unicodedata.normalize("NFKD", text.strip())
    folded = "".join(char for char in decomposed if not unicodedata.combining(char)).lower()
    if not folded:
        return ""
    return folded if _LETTERS.fullmatch(folded) else None


# Words of any length count, and ENABLE (a Scrabble list) has no one-letter words:
# the English ones are added.
ADDED: dict[str, frozenset[str]] = {"en": frozenset({"a", "i", "o"})}


@cache
def words(lang: str) -> frozenset[str]:
    """Every word of a language's list; ValueError for a language we have no list for.

    `lang` has no default on purpose: the cache would keep `words()` and
    `words("en")` as two separate copies.
    """
    if lang not in WORD_LISTS:
        raise ValueError(f"no word list for language {lang!r}")
    data = files("engines.juggler").joinpath("data").joinpath(WORD_LISTS[lang]).read_bytes()
    return frozenset(gzip.decompress(data).decode("ascii").split()) | ADDED.get(lang, frozenset())


def is_word(word: str, lang: str = "en") -> bool:
    """True for a dictionary word, whatever its case or accents."""
    folded = normalise(word)
    return bool(folded) and folded in words(lang)
