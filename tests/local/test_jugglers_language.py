"""Jugglers at the terminal in another language: `--lang fi` plays Säätäjät in Finnish."""

from __future__ import annotations

import re

import pytest

from bot.__main__ import main


def test_lang_fi_plays_saatajat_in_finnish(stdin, always_first, capsys):
    """The title, the engine's lines, the table, the choices and the results."""
    stdin(always_first)
    args = ["--players", "3", "--seed", "3", "--option", "target_wins=1", "--lang", "fi"]
    assert main(["play", "jugglers", *args]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Säätäjät: pokerikädet ja salaiset sinetit")
    assert "Kierros 1 alkaa: uudet sinetit jaetaan kuvapuoli alaspäin." in out
    assert re.search(r"· Noppa näyttää \d: (vasen|jokerin|oikea) käsi saa kortin \d/\d, ", out)
    assert "── Säätäjät · kierros 1 · kokous 1/" in out  # the terminal table
    assert re.search(r"Sinettisi   [JQKA][♣♦♥♠]   pisteitä tuovat kaikki ", out)
    assert "1) Ei yhtään    2) Mukaan 1" in out  # the chair's choices
    assert "Ottelu on ohi: tavoite, 1 kierrosvoitto, on saavutettu." in out
    assert re.search(r"  1\.   [ABC]    \S+ +botti 1 kierrosvoitto\n", out)  # the winner, first
    # Nothing of the game left in English.
    assert not re.search(r"plays a card|The die shows|Round 1|Village Order|round win", out)


@pytest.mark.parametrize(
    ("lang", "said"),
    [("de", "Runde 1 beginnt: Neue Siegel werden verdeckt ausgeteilt."),
     ("fr", "La manche 1 commence : de nouveaux sceaux sont distribués face cachée.")],
)  # fmt: skip
def test_lang_de_and_fr_play_jugglers_in_their_words(stdin, always_first, capsys, lang, said):
    stdin(always_first)
    args = ["--players", "2", "--seed", "5", "--option", "target_wins=1", "--lang", lang]
    assert main(["play", "jugglers", *args]) == 0
    out = capsys.readouterr().out
    assert said in out and "plays a card" not in out
