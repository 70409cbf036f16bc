"""Siteswap at the terminal in another language: `--lang de` shows the game's lines,
its table and its choices in German (the terminal's own frame is the service's)."""

from __future__ import annotations

import re

from tests.local.test_play import play


def _passing_in_german(printed: list[str]):
    """Answers like a player who passes and stops guessing whenever the menu offers it
    (in German), else takes option 1."""
    for _ in range(3000):
        shown = printed[-1] if printed else ""
        passing = re.search(r"(\d+)\) (Passen|Nicht mehr raten)", shown)
        yield passing.group(1) if passing else "1"


def test_lang_de_plays_siteswap_in_german(stdin, capsys):
    printed: list[str] = []
    stdin(_passing_in_german(printed), before_each=lambda: printed.append(capsys.readouterr().out))
    assert play("siteswap", "--players", "2", "--seed", "1", "--lang", "de") == 0
    out = "".join(printed) + capsys.readouterr().out
    assert "Siteswap: Jonglier-Muster" in out  # the title
    assert "Alle bekommen 8 Karten; das Los bestimmt" in out  # the engine's first line
    assert re.search(r"[AB] legt ein Muster verdeckt aus und jongliert es: Wer erkennt es\?", out)
    assert "Hinweis 1 von 3: es wird mit " in out and "A rät nicht mehr." in out
    assert "Spieler: A (" in out and "Deine Karten (Karte=Wurf): " in out  # the table
    assert "1) Muster raten" in out and "Passen (und ziehen)" in out  # the choices
    assert re.search(r"noch \d+ Karten?\n", out)  # the scores in German words
    assert "lays a pattern" not in out and "draws" not in out  # nothing of the game in English
