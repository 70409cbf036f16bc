"""How people find the offline commands: the README, the start-up help and --help."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import NO_TOKEN_HELP, build_parser, main

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_shows_both_offline_commands():
    text = README.read_text()
    assert "## Try it offline" in text
    assert "python -m bot play jugglers" in text and "python -m bot simulate jugglers" in text


def test_starting_without_a_token_points_to_play(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert "python -m bot play jugglers" in NO_TOKEN_HELP
    assert main([]) == 2
    assert "python -m bot play jugglers" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("command", "words"),
    [("play", ["--seat K", "counted from 1", "--images DIR"]), ("simulate", ["--bots", "--jobs"])],
)
def test_help_describes_the_options(command, words):
    text = build_parser()._subparsers._group_actions[0].choices[command].format_help()
    assert all(word in text for word in words)
