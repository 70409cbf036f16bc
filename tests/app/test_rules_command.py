"""`python -m bot rules <game>`: every game's rules page at the terminal, formatted for it
(no raw Markdown), paged on a terminal, with Discord's parts marked."""

import re

import pytest

import bot.local.rules_text
import engines
from bot.__main__ import main
from bot.local.rules_text import WIDTH, inline, rules_lines, table_lines
from tests.e2e.wordgame import WordEngine

RAW_MARKDOWN = re.compile(r"^#|^\||\*\*|`|\]\(#|^\s*- ", re.MULTILINE)


@pytest.mark.parametrize("game", engines.keys())
def test_every_built_in_page_is_plain_text_within_the_width(game, capsys):
    assert main(["rules", game]) == 0
    out = capsys.readouterr().out
    title = engines.get(game).title
    assert out.startswith(f"{title}\n{'═' * len(title)}\n")
    assert "\nClarifications\n──────────────\n" in out
    assert not RAW_MARKDOWN.search(out), RAW_MARKDOWN.search(out)
    assert max(len(line) for line in out.splitlines()) <= WIDTH
    # Said before anything else: how to play it here, in the form that was typed.
    assert f"Play it here: python -m bot play {game}\n" in out


def test_discord_commands_are_marked_as_discords(capsys):
    assert main(["rules", "jugglers"]) == 0
    out = capsys.readouterr().out
    assert "start a table with\n/play jugglers (in Discord)" in out
    assert "Parts marked (in Discord) are for a Discord server only." in out


def test_links_keep_their_words_and_marks_go():
    said = "see [Player counts](#player-counts), the **joker**, `dummy_sigils`, [site](https://x.y)"
    assert inline(said) == "see Player counts, the joker, dummy_sigils, site (https://x.y)"


def test_a_table_becomes_aligned_columns():
    rows = ["| Deck | Cards |", "|---|---|", "| Policy deck | 16 |", "| Influence | 36 |"]
    assert table_lines(rows) == [
        "  Deck         Cards",
        "  ───────────  ─────",
        "  Policy deck  16",
        "  Influence    36",
    ]


def test_a_table_too_wide_is_cut_into_parts_that_repeat_the_first_column():
    letters = "BCDFGHJKLMNPQRSTVWXYZ"
    rows = ["| Letter | " + " | ".join(letters) + " |", "|" + "---|" * 22]
    rows += ["| Value | " + " | ".join("9" * 3 for _ in letters) + " |"]
    lines = table_lines(rows)
    assert max(len(line) for line in lines) <= WIDTH
    assert [line.split()[0] for line in lines if line] == ["Letter", "──────", "Value"] * 2
    assert "B" in lines[0] and "Z" in lines[-3] and "Z" not in lines[0]


def test_a_long_cell_wraps_inside_its_column():
    rows = ["| k | What happens |", "|---|---|", "| 2 | " + "word " * 40 + "|"]
    lines = table_lines(rows)
    assert len(lines) > 3 and max(len(line) for line in lines) <= WIDTH
    assert all(line.startswith("     ") for line in lines[3:])  # under its own column


def test_nested_lists_sit_under_their_parents_words():
    page = "# T\n\n1. Take one card:\n   - the red deck,\n   - the black deck\n2. Discard"
    lines = rules_lines(page, "t", "python -m bot")
    assert lines[-4:] == ["  1. Take one card:", "     • the red deck,", "     • the black deck",
                          "  2. Discard"]  # fmt: skip


def test_on_a_terminal_the_page_goes_through_the_pager(monkeypatch, capsys):
    paged = []
    monkeypatch.setattr(bot.local.rules_text.sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.setattr(bot.local.rules_text.pydoc, "pager", paged.append)
    assert main(["rules", "boromir"]) == 0
    assert len(paged) == 1 and paged[0].startswith("Boromir: ring of stacks")
    assert capsys.readouterr().out == ""


def test_game_names_are_not_case_sensitive(capsys):
    assert main(["rules", " Heroes"]) == 0
    assert capsys.readouterr().out.startswith("Heroes: draft with a joker\n")


def test_an_outside_game_brings_its_own_page(tmp_path, monkeypatch, capsys):
    page = tmp_path / "words.md"
    page.write_text("# Words\n\nSay a word.\n", encoding="utf-8")
    engine = WordEngine()
    engine.rules_page = str(page)
    monkeypatch.setattr(engines, "_registry", {**engines._load(), engine.key: engine})
    assert main(["rules", "words"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Words\n═════\n") and out.endswith("\nSay a word.\n")


def test_an_unknown_game_is_one_clear_line(capsys):
    assert main(["rules", "chess"]) == 2
    assert capsys.readouterr().err.strip().startswith("Error: There is no game called 'chess'")
