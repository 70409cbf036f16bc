"""Extract and update the translation catalogs, one domain at a time (docs/translating.md).

    .venv/bin/python scripts/catalogs.py extract [domain ...]  # templates (.pot)
    .venv/bin/python scripts/catalogs.py update [domain ...]   # merge them into the .po files
    .venv/bin/python scripts/catalogs.py stats [domain ...]    # what each catalog still lacks

With no domain named, every domain; naming one (a game's key, or `messages`)
leaves the other domains' files untouched.

A game's domain is its engine and renderer packages (`engines/<game>`,
`renderers/<game>`); `chat` is the Discord shell (`bot/chat`); the shared
domain, `messages`, is the rest of `engines`, `renderers` and `bot`. pybabel's
own commands read one template for the whole project, so this script drives
Babel's API with the same keywords instead.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from renderers.i18n.catalogs import (  # noqa: E402 (the repository's root goes on the path first)
    CHAT,
    LANGUAGES,
    SHARED,
    SOURCE,
    catalog_path,
    locales_folder,
)

KEYWORDS = parse_keywords(["msg", "nmsg:1,2", "mark", "locale_str"])
COMMENT_TAGS = ("Translators:",)
WIDTH = 100
PROJECT = "jugglers-table"
COPYRIGHT = "Jugglers' Table contributors"


@dataclass(frozen=True)
class Domain:
    name: str
    folders: tuple[Path, ...]
    skipped: tuple[str, ...] = ()  # folders (relative to each) another domain owns

    @property
    def template(self) -> Path:
        return locales_folder(self.name) / f"{self.name}.pot"


def games() -> list[str]:
    return sorted(path.parent.name for path in (ROOT / "engines").glob("*/engine.py"))


def domains(chosen: list[str] | None = None) -> list[Domain]:
    """Every domain, or the chosen ones (an unknown name is an error)."""
    names = games()
    shared = Domain(SHARED, (ROOT / "engines", ROOT / "renderers", ROOT / "bot"), (*names, CHAT))
    every = [shared, Domain(CHAT, (ROOT / "bot" / "chat",))] + [
        Domain(game, (ROOT / "engines" / game, ROOT / "renderers" / game)) for game in names
    ]
    unknown = set(chosen or ()) - {domain.name for domain in every}
    if unknown:
        known = ", ".join(domain.name for domain in every)
        raise SystemExit(f"no domain {', '.join(sorted(unknown))}: {known}")
    return [domain for domain in every if not chosen or domain.name in chosen]


def extract(domain: Domain) -> Catalog:
    """Every message the domain's source marks, as `pybabel extract` would find them."""
    catalog = Catalog(project=PROJECT, copyright_holder=COPYRIGHT, domain=domain.name)
    method_map = [(f"{folder}/**", "ignore") for folder in domain.skipped]
    method_map += [("**.py", "python")]
    for folder in domain.folders:
        if not folder.is_dir():
            continue
        found = extract_from_dir(
            folder, method_map=method_map, keywords=KEYWORDS, comment_tags=COMMENT_TAGS
        )
        for filename, _, message, comments, context in found:
            where = (folder / filename).relative_to(ROOT).as_posix()
            catalog.add(message, None, [(where, None)], auto_comments=comments, context=context)
    return catalog


def _write(catalog: Catalog, path: Path) -> None:
    """Messages no longer in the source are dropped, not kept as obsolete entries:
    `update` offers a changed msgid its old translation as a fuzzy guess anyway."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(
            out, catalog, width=WIDTH, sort_by_file=True, include_lineno=False,
            ignore_obsolete=True,
        )  # fmt: skip


def _entries(catalog: Catalog) -> list[tuple[object, ...]]:
    return sorted((repr(m.id), sorted(m.locations), m.auto_comments) for m in catalog if m.id)


def write_templates(chosen: list[str]) -> None:
    """Templates whose messages did not change are left as they are (their dates too),
    so extracting one game's messages touches no other file."""
    for domain in domains(chosen):
        template = extract(domain)
        if domain.template.exists():
            with domain.template.open("rb") as pot:
                if _entries(read_po(pot)) == _entries(template):
                    continue
        _write(template, domain.template)
        print(f"{domain.template.relative_to(ROOT)}: {len(template)} messages")


def update_catalogs(chosen: list[str]) -> None:
    """Each language's catalog takes its template's new messages (untranslated, or
    fuzzy when a near msgid was translated) and drops vanished ones."""
    for domain in domains(chosen):
        with domain.template.open("rb") as pot:
            template = read_po(pot)
        for lang in LANGUAGES:
            if lang == SOURCE:
                continue
            path = catalog_path(lang, domain.name)
            if path.exists():
                with path.open("rb") as po:
                    catalog = read_po(po, locale=lang, domain=domain.name)
            else:
                catalog = Catalog(
                    locale=lang, domain=domain.name, project=PROJECT, copyright_holder=COPYRIGHT
                )
            catalog.update(template)
            _write(catalog, path)
    report(chosen)


def report(chosen: list[str]) -> None:
    for domain in domains(chosen):
        for lang in LANGUAGES:
            path = catalog_path(lang, domain.name)
            if lang == SOURCE or not path.exists():
                continue
            with path.open("rb") as po:
                catalog = read_po(po, locale=lang)
            messages = [message for message in catalog if message.id]
            lacking = sum(
                1 for message in messages
                if message.fuzzy or not all(
                    message.string if isinstance(message.string, tuple) else (message.string,)
                )
            )  # fmt: skip
            print(f"{path.relative_to(ROOT)}: {len(messages)} messages, {lacking} to translate")


COMMANDS = {"extract": write_templates, "update": update_catalogs, "stats": report}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        sys.exit(f"usage: scripts/catalogs.py {'|'.join(COMMANDS)} [domain ...]")
    COMMANDS[sys.argv[1]](sys.argv[2:])
