"""`python -m bot play --lang`: everything the terminal says around the game is in that language.

A whole Boromir game (a translated game, so its own words are translated too) is
played from a script that also types a wrong answer, asks for the table again
and goes back a step: the introduction, the key hints, the refusal of a wrong
answer, the verdict and the results must read in the chosen language, and no
English sentence of the terminal's own may be left.
"""

from __future__ import annotations

import itertools

import pytest

from bot.__main__ import main
from bot.local.play import verdict
from tests.local.conftest import ScriptedStdin

# What each language must say, in the order the game says it.
EXPECTED = {
    "de": [
        "Du bist A (Platz 1); B (normal) ist ein Bot.",
        "Beantworte jede Frage mit einer Zahl; b geht einen Schritt zurück",
        "rules boromir --lang de",
        "· t Tisch · q beenden > ",
        "Gib eine Zahl von 1 bis 2 ein, t für den Tisch oder q zum Beenden.",
        "· b zurück · t Tisch · q beenden > ",
        "Spiel vorbei: ",
    ],
    "fi": [
        "Olet A (paikka 1); B (normaali) on botti.",
        "Vastaa jokaiseen kysymykseen numerolla; b palaa askeleen taaksepäin",
        "rules boromir --lang fi",
        "· t pöytä · q lopeta > ",
        "Kirjoita numero 1–2, t nähdäksesi pöydän tai q lopettaaksesi.",
        "· b takaisin · t pöytä · q lopeta > ",
        "Peli päättyi: ",
    ],
    "fr": [
        "Tu es A (place 1) ; B (normal) est un bot.",
        "Réponds à chaque question par un nombre ; b revient d’un pas",
        "rules boromir --lang fr",
        "· t table · q quitter > ",
        "Tape un nombre de 1 à 2, t pour voir la table, ou q pour quitter.",
        "· b retour · t table · q quitter > ",
        "Partie terminée : ",
    ],
}


@pytest.fixture
def stdin(monkeypatch):
    """`stdin(answers)`: the terminal reads these answers, then end of input."""
    return lambda answers: monkeypatch.setattr("sys.stdin", ScriptedStdin(answers))


# The terminal's own English words, none of which may be left in another language.
ENGLISH = ["You are ", "Answer each question", "The rules:", " quit > ", "Type a number",
           " back · ", "Game over", "Your turn", "you won", "normal bot", "1st "]  # fmt: skip


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_whole_game_at_the_terminal_speaks_the_chosen_language(stdin, capsys, lang):
    # A wrong answer, the table again, into a question and back out, then "1" to the end.
    stdin(itertools.chain(["x", "t", "1", "b"], itertools.repeat("1", 400)))
    assert main(["play", "boromir", "--players", "2", "--seed", "1", "--lang", lang]) == 0
    out = capsys.readouterr().out
    at = 0
    for expected in EXPECTED[lang]:
        found = out.find(expected, at)
        assert found >= 0, f"{expected!r} not said (after position {at})"
        at = found
    leftover = [words for words in ENGLISH if words in out]
    assert not leftover, leftover


def test_english_stays_as_it_was(stdin, capsys):
    stdin(itertools.chain(["x"], itertools.repeat("1", 400)))
    assert main(["play", "boromir", "--players", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "You are A (seat 1); B (normal) is a bot." in out
    assert "Type a number from 1 to 2, t to see the table, or q to quit." in out
    assert "Game over: " in out and "--lang" not in out


@pytest.mark.parametrize(
    ("lang", "won", "shared", "lost", "nobody"),
    [
        ("en", "you won!", "you share the win with B.", "B and C won.", "nobody won."),
        ("de", "du hast gewonnen!", "du teilst dir den Sieg mit B.", "B und C haben gewonnen.",
         "niemand hat gewonnen."),
        ("fi", "voitit!", "jaat voiton: sinä ja B.", "B ja C voittivat.", "kukaan ei voittanut."),
        ("fr", "tu as gagné !", "tu partages la victoire avec B.", "B et C ont gagné.",
         "personne n’a gagné."),
    ],
)  # fmt: skip
def test_the_verdict_in_every_language(lang, won, shared, lost, nobody):
    names = ["A", "B", "C"]
    assert verdict([0], 0, names, lang) == won
    assert verdict([0, 1], 0, names, lang) == shared
    assert verdict([1, 2], 0, names, lang) == lost
    assert verdict([], 0, names, lang) == nobody
