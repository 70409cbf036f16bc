"""The catalogs say everything the code says, in every language, with the same placeholders.

The template is extracted afresh from the source (the way `pybabel extract` does it,
with pyproject's keywords), so a new `msg(...)` that nobody added to the template and
the catalogs fails here, not on a player's screen.
"""

from __future__ import annotations

import string
import tomllib
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po

from renderers.i18n import LANGUAGES, SOURCE
from renderers.i18n.catalogs import LOCALES, catalog_path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE]


def _extracted() -> dict[str, str | None]:
    """msgid -> plural msgid of every message marked in the source."""
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["babel"]
    extract = settings["extract_messages"]
    keywords = parse_keywords(extract["keywords"].split())
    found: dict[str, str | None] = {}
    for folder in extract["input-dirs"].split(","):
        for _, _, message, _, _ in extract_from_dir(
            ROOT / folder, keywords=keywords, comment_tags=("Translators:",)
        ):
            if isinstance(message, tuple):
                found[message[0]] = message[1]
            else:
                found[message] = None
    return found


EXTRACTED = _extracted()


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=lang)


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_the_template_holds_exactly_what_the_source_marks():
    template = _read(LOCALES / "messages.pot")
    held = {
        (message.id[0] if isinstance(message.id, tuple) else message.id): (
            message.id[1] if isinstance(message.id, tuple) else None
        )
        for message in template
        if message.id
    }
    assert held == EXTRACTED, "run `pybabel extract` and `pybabel update` (docs/translating.md)"
    assert "{name} draws {count} card." in held  # Boromir's lines are in it


def problems(catalog: Catalog, lang: str) -> list[str]:
    """What is wrong with a catalog: messages missing, untranslated or fuzzy, a plural
    form short, a placeholder dropped, renamed or added."""
    by_id: dict[str, Message] = {
        (message.id[0] if isinstance(message.id, tuple) else message.id): message
        for message in catalog
        if message.id
    }
    found = []
    for key, plural in EXTRACTED.items():
        message = by_id.get(key)
        if message is None:
            found.append(f"{lang} lacks {key!r}")
            continue
        if message.fuzzy:
            found.append(f"{lang}: {key!r} is marked fuzzy")
        wanted = _placeholders(key) | _placeholders(plural or "")
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if plural is not None and (
            not isinstance(message.id, tuple) or len(forms) != catalog.num_plurals
        ):
            found.append(f"{lang}: {key!r} needs all {catalog.num_plurals} plural forms")
        for form in forms:
            if not form:
                found.append(f"{lang}: {key!r} is not translated")
            elif _placeholders(form) != wanted:
                found.append(f"{lang}: {form!r} must use {sorted(wanted)}")
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    assert problems(_read(catalog_path(lang), lang), lang) == []


def test_a_missing_message_or_a_wrong_placeholder_is_found():
    catalog = _read(catalog_path("fi"), "fi")
    catalog.delete("The joker is covered already.")
    drawn = catalog.get(("{name} draws {count} card.", "{name} draws {count} cards."))
    drawn.string = ("{name} nostaa kortin.", "{nimi} nostaa {count} korttia.")
    assert sorted(problems(catalog, "fi")) == [
        "fi lacks 'The joker is covered already.'",
        "fi: '{name} nostaa kortin.' must use ['count', 'name']",
        "fi: '{nimi} nostaa {count} korttia.' must use ['count', 'name']",
    ]
