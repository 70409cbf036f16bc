"""Juggler at the terminal in the reader's language: `play juggler --lang fi|de`."""

from __future__ import annotations

import re

import pytest

from bot.__main__ import main


def _player(printed: list[str]):
    """Takes option 1 at every question, types "1" when a word is asked for and locks it
    in when warned: a whole short game, whatever language the questions are in."""
    for _ in range(3000):
        shown = printed[-1] if printed else ""
        yield "y" if " y " in shown.rsplit("\n", 1)[-1] else "1"  # "… y locks it in …"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fi",
            ["Juggler: sanojen rakentelua", "Kierros 1: ", "mustaa korttia", "Kätesi",
             "Pakat ", "paikka", "Ota kortti", "Paljastus: jokainen nimeää", "Kokonaispisteet: "],
        ),
        (
            "de",
            ["Juggler: Wörter bauen", "Runde 1: ", "schwarze Karten", "Deine Hand",
             "Stapel ", "Platz", "Karte nehmen", "Aufdeckung: Alle nennen", "Gesamtpunkte: "],
        ),
    ],
)  # fmt: skip
def test_lang_plays_juggler_in_the_readers_language(stdin, capsys, lang, said):
    """The title, the game's lines, the table, the choices, the reveal and the scores."""
    printed: list[str] = []
    stdin(_player(printed), before_each=lambda: printed.append(capsys.readouterr().out))
    args = ["play", "juggler", "--seed", "2", "--option", "max_rounds=1", "--lang", lang]
    assert main(args) == 0
    out = "".join(printed) + capsys.readouterr().out
    missing = [words for words in said if words not in out]
    assert not missing, missing
    assert re.search(r"\d+ (pistettä|piste|Punkte|Punkt)\n", out)  # the scores in words
    # Nothing the game says is in English: its lines, its table and its choices.
    for english in ("takes the top", "has named a word", "Your hand", "Decks ", "Take a card"):
        assert english not in out, english
