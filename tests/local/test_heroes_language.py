"""`python -m bot play heroes --lang fi|de`: the game in the reader's language at the terminal."""

from __future__ import annotations

import re

import pytest

from bot.__main__ import main

# A player who always answers 1 (the first open hero; at Lock-in their first heroes, then
# locking them in): a whole game takes far fewer answers than this.
ALWAYS_FIRST = ["1"] * 500


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "fi",
            [
                "Heroes: sankarivalinta ja jokeri",  # the title
                "Arvonta valitsee aloittajaksi pelaajan",  # the engine's first line
                "  Avoin varanto ",  # the terminal table's rows
                "  Piilovaranto ",
                "Kierros 1/3 · vuoro 1/2",  # the rule line
                "1) Ota avoimesta varannosta",  # the choices
                "Lukitse kokoonpanoni",
                "Kaikki kokoonpanot on lukittu: ne paljastetaan.",  # the reveal
            ],
        ),
        (
            "de",
            [
                "Heroes: Draft mit Joker",
                "Das Los bestimmt",
                "  Offener Vorrat ",
                "  Verdeckter Vorrat ",
                "Runde 1 von 3 · Zug 1 von 2",
                "1) Aus dem offenen Vorrat nehmen",
                "Aufstellung festlegen",
                "Alle Aufstellungen stehen fest: sie werden aufgedeckt.",
            ],
        ),
    ],
)
def test_lang_plays_heroes_in_that_language(stdin, capsys, lang, words):
    stdin(ALWAYS_FIRST)
    assert main(["play", "heroes", "--players", "3", "--seed", "2", "--lang", lang]) == 0
    out = capsys.readouterr().out
    missing = [word for word in words if word not in out]
    assert not missing, missing
    assert re.search(r"\d+ (pistettä|Punkte)", out)  # the scores in the reader's words
    # Nothing of the game in English: its log, its table, its choices.
    for english in ("takes", "Open Pool", "Hidden Pool", "face down", "Lock in my lineup",
                    "stars", "joker unused"):  # fmt: skip
        assert english not in out, english
