"""Pictures in words: the description (alt text) that travels with every picture posted.

A description says what a player could see in the picture, in sentences a
screen reader reads well (cards by name, "J of spades", not glyphs), built
from the same view as the picture and nothing else: a public picture's words
hold only public facts, and the conformance suite checks them as it checks
the pictures. Each game's presentation may offer `describe_<kind>(view,
names=None) -> str`; `generic` stands in for the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from engines.core.cards import SUIT_SYMBOLS, SUIT_WORDS
from engines.core.messages import Message, marked, msg
from renderers.i18n import SOURCE, text

LIMIT = 1024  # Discord keeps at most this many characters of an attachment's description
# One whole sentence per kind of picture, so that a translator can word each freely.
KIND_WORDS: dict[str, Callable[[Message], Message]] = {
    "table": lambda title: msg("{title}: a picture of the table", title=title),
    "hand": lambda title: msg(
        "{title}: a picture of your own hand, shown only to you", title=title
    ),
    "results": lambda title: msg("{title}: a picture of the results", title=title),
    "performance": lambda title: msg("{title}: a picture of what is being performed", title=title),
}


def sentence(text: str) -> str:
    """`text` ending with a full stop; its first letter is left alone, as sentences may
    open with a player's name, written the way they write it."""
    text = text.strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def suits_in_words(line: str, locale: str = SOURCE) -> str:
    """Suit glyphs written out in the reader's language ("♥ hearts" → "hearts", "♣ 4" →
    "clubs 4"): a screen reader reads a glyph as "black heart suit"."""
    for suit, glyph in SUIT_SYMBOLS.items():
        name = text(SUIT_WORDS[suit], locale)
        line = line.replace(f"{glyph} {name}", name).replace(glyph, f"{name} ")
    return " ".join(line.split())


def paragraph(parts: Iterable[str], limit: int = LIMIT) -> str:
    """Sentences joined, most important first; those that would pass `limit` are left
    out whole (never cut mid-word), and an ellipsis says something was."""
    kept: list[str] = []
    length = 0
    for part in filter(None, map(sentence, parts)):
        if length + len(part) + 1 > limit - 2:
            kept.append("…")
            break
        kept.append(part)
        length += len(part) + 1
    return " ".join(kept)


def generic(
    title: str, kind: str, view: Any, names: Sequence[str] | None = None, locale: str = SOURCE
) -> str:
    """For a game that words none of its pictures: which picture it is, and the one line
    every view may carry on where the game stands (public by the engine contract), in
    `locale`."""
    what = KIND_WORDS.get(kind)
    named = marked(title)
    which = what(named) if what else msg("{title}: a picture of the {kind}", title=named, kind=kind)
    progress = text(getattr(view, "progress", ""), locale)
    return paragraph([text(which, locale), progress])
