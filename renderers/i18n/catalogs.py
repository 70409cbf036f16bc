"""The gettext catalogs, read from the `.po` files that ship in the package.

A `.po` file is compiled in memory the first time its language is asked for
(Babel reads it and writes the binary catalog gettext loads), so nothing
compiled is kept in the repository or must be built before the first run:
`pip install .` and `python -m bot` work on a fresh machine, and a translator's
edit shows on the next start. Entries marked fuzzy are left out, as
`pybabel compile` leaves them out, so a guess is never shown to players.
"""

from __future__ import annotations

from functools import cache
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

SOURCE = "en"  # the language the msgids are written in
LANGUAGES = ("en", "fi", "de", "fr")
DOMAIN = "messages"
LOCALES = Path(__file__).resolve().parent / "locales"


def catalog_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(lang: str) -> NullTranslations:
    """The catalog of `lang` (one of LANGUAGES); the source language has none."""
    if lang == SOURCE:
        return NullTranslations()
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for {lang!r} (languages: {', '.join(LANGUAGES)})")
    with catalog_path(lang).open("rb") as po:
        catalog = read_po(po, locale=lang, domain=DOMAIN)
    compiled = BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return Translations(compiled, domain=DOMAIN)
