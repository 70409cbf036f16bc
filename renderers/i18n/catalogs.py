"""The gettext catalogs, read from the `.po` files that ship in the package.

Each part of the code keeps its own catalogs: a game's beside its pictures
(`renderers/<game>/locales/<lang>/LC_MESSAGES/<game>.po`), so a new game
brings its translations in its own package and translators of two games never
edit one file; everything shared (cards, scores, the bot's own texts) in
`renderers/i18n/locales/<lang>/LC_MESSAGES/messages.po`, and the Discord shell's
in `chat.po` beside it. A language's catalogs
are merged into one when it is first asked for.

A `.po` file is compiled in memory (Babel reads it and writes the binary
catalog gettext loads), so nothing compiled is kept in the repository or must be
built before the first run: `pip install .` and `python -m bot` work on a fresh
machine, and a translator's edit shows on the next start. Entries marked fuzzy
are left out, as `pybabel compile` leaves them out, so a guess is never shown.
"""

from __future__ import annotations

from functools import cache
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

SOURCE = "en"  # the language the msgids are written in
LANGUAGES = ("en", "fi", "de", "fr")
SHARED = "messages"  # the domain of everything no single game owns, but the Discord shell
CHAT = "chat"  # the Discord shell's own words (bot/chat)
RENDERERS = Path(__file__).resolve().parents[1]


def locales_folder(domain: str) -> Path:
    """Where a domain's template and catalogs live: a game's beside its pictures."""
    return RENDERERS / ("i18n" if domain in (SHARED, CHAT) else domain) / "locales"


def catalog_path(lang: str, domain: str = SHARED) -> Path:
    return locales_folder(domain) / lang / "LC_MESSAGES" / f"{domain}.po"


def catalog_paths(lang: str) -> list[Path]:
    """Every catalog of a language, the shared one first."""
    return sorted(
        RENDERERS.glob(f"*/locales/{lang}/LC_MESSAGES/*.po"),
        key=lambda path: (path.stem != SHARED, path.stem),
    )


def read_catalog(lang: str) -> Catalog:
    """All of a language's catalogs as one. A msgid two parts share keeps the first
    translation read (the tests require that they agree)."""
    merged = Catalog(locale=lang, domain=SHARED)
    for path in catalog_paths(lang):
        with path.open("rb") as po:
            for message in read_po(po, locale=lang, domain=path.stem):
                if message.id and message.id not in merged:
                    merged[message.id] = message
    return merged


@cache
def translations(lang: str) -> NullTranslations:
    """The catalog of `lang` (one of LANGUAGES); the source language has none."""
    if lang == SOURCE:
        return NullTranslations()
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for {lang!r} (languages: {', '.join(LANGUAGES)})")
    compiled = BytesIO()
    write_mo(compiled, read_catalog(lang))
    compiled.seek(0)
    return Translations(compiled, domain=SHARED)
