"""The catalogs say everything the code says, in every language, with the same placeholders.

The template is extracted afresh from the source (the way `pybabel extract` does it,
with pyproject's keywords), so a new `msg(...)` that nobody added to the template and
the catalogs fails here, not on a player's screen.
"""

from __future__ import annotations

import string
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from renderers.i18n import LANGUAGES, SOURCE
from renderers.i18n.catalogs import catalog_path
from tests.loading import load_script

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE]
CATALOGS = load_script(ROOT / "scripts" / "catalogs.py", "i18n")
DOMAINS = {domain.name: domain for domain in CATALOGS.domains()}


def _ids(catalog: Catalog) -> dict[str, str | None]:
    """msgid -> plural msgid of every message in a catalog."""
    return {
        (message.id[0] if isinstance(message.id, tuple) else message.id): (
            message.id[1] if isinstance(message.id, tuple) else None
        )
        for message in catalog
        if message.id
    }


EXTRACTED = {name: _ids(CATALOGS.extract(domain)) for name, domain in DOMAINS.items()}


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=lang)


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_game_and_the_shared_code_have_a_domain():
    games = {"jugglers", "juggler", "boromir", "siteswap", "heroes"}
    assert set(DOMAINS) == {"messages", "chat"} | games
    assert "{name} draws {count} card." in EXTRACTED["boromir"]  # Boromir's lines are its own
    assert "The language of tables' posts and pictures" in EXTRACTED["chat"]


@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_the_template_holds_exactly_what_the_source_marks(domain):
    template = _ids(_read(DOMAINS[domain].template))
    assert template == EXTRACTED[domain], "run scripts/catalogs.py extract and update"


def problems(catalog: Catalog, lang: str, domain: str) -> list[str]:
    """What is wrong with a catalog: messages missing, untranslated or fuzzy, a plural
    form short, a placeholder dropped, renamed or added."""
    by_id: dict[str, Message] = {
        (message.id[0] if isinstance(message.id, tuple) else message.id): message
        for message in catalog
        if message.id
    }
    found = []
    for key, plural in EXTRACTED[domain].items():
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


@pytest.mark.parametrize("domain", sorted(DOMAINS))
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang, domain):
    assert problems(_read(catalog_path(lang, domain), lang), lang, domain) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_msgid_two_domains_share_reads_the_same_in_both(lang):
    """Catalogs are merged into one per language, where a msgid has one translation."""
    seen: dict[str, tuple[str, object]] = {}
    clashes = []
    for domain in sorted(DOMAINS):
        for message in _read(catalog_path(lang, domain), lang):
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            if not key:
                continue
            if key in seen and seen[key][1] != message.string:
                clashes.append((key, seen[key][0], domain))
            seen.setdefault(key, (domain, message.string))
    assert clashes == []


def test_a_missing_message_or_a_wrong_placeholder_is_found():
    catalog = _read(catalog_path("fi", "boromir"), "fi")
    catalog.delete("The joker is covered already.")
    drawn = catalog.get(("{name} draws {count} card.", "{name} draws {count} cards."))
    drawn.string = ("{name} nostaa kortin.", "{nimi} nostaa {count} korttia.")
    assert sorted(problems(catalog, "fi", "boromir")) == [
        "fi lacks 'The joker is covered already.'",
        "fi: '{name} nostaa kortin.' must use ['count', 'name']",
        "fi: '{nimi} nostaa {count} korttia.' must use ['count', 'name']",
    ]


def test_every_catalog_ships_in_the_package():
    """Catalogs are read at run time from the installed package: each .po and .pot file is
    package data (pyproject's patterns, as setuptools matches them)."""
    shipped = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"
    ]["renderers"]
    found = [
        path.relative_to(ROOT / "renderers").as_posix()
        for path in (ROOT / "renderers").rglob("*.po*")
    ]
    assert len(found) == len(DOMAINS) * (len(TRANSLATED) + 1)
    assert all(any(fnmatch(name, pattern) for pattern in shipped) for name in found)
