"""`python -m bot rules <game>`: every game's rules page at the terminal, an outside
game's own page through its engine's `rules_page`."""

import pytest

import engines
from bot.__main__ import main
from tests.e2e.wordgame import WordEngine


@pytest.mark.parametrize("game", engines.keys())
def test_every_built_in_game_has_its_rules_page(game, capsys):
    assert main(["rules", game]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# ") and "## Clarifications" in out


def test_an_outside_game_brings_its_own_page(tmp_path, monkeypatch, capsys):
    page = tmp_path / "words.md"
    page.write_text("# Words\n\nSay a word.\n", encoding="utf-8")
    engine = WordEngine()
    engine.rules_page = str(page)
    monkeypatch.setattr(engines, "_registry", {**engines._load(), engine.key: engine})
    assert main(["rules", "words"]) == 0
    assert capsys.readouterr().out.startswith("# Words")


def test_an_unknown_game_is_one_clear_line(capsys):
    assert main(["rules", "chess"]) == 2
    assert capsys.readouterr().err.strip().startswith("Error: There is no game called 'chess'")
