"""How people find the offline commands: the README, the start-up help and --help."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import build_parser, main

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_shows_both_offline_commands():
    text = README.read_text()
    assert "## Try it offline" in text
    assert "python -m bot play jugglers" in text and "python -m bot simulate jugglers" in text


def test_every_readme_command_runs_in_the_projects_environment():
    """Copied as they are, commands run with the project's Python: a bare `python` is
    usually another one, without the project's packages."""
    text = README.read_text()
    assert text.count("python -m bot") == text.count(".venv/bin/python -m bot") > 5


def test_the_first_play_command_is_a_short_match_and_says_so():
    text = README.read_text()
    first = text[text.index("python -m bot play") :]
    assert first.startswith("python -m bot play jugglers --option target_wins=1\n")
    assert "one round, about\n25 moves" in first and "50 to 75 moves" in first


def test_starting_without_a_token_points_to_play(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main([]) == 2
    assert "python -m bot play jugglers" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("command", "words"),
    [("play", ["--seat K", "counted from 1", "--images DIR"]), ("simulate", ["--bots", "--jobs"])],
)
def test_help_describes_the_options(command, words):
    text = build_parser()._subparsers._group_actions[0].choices[command].format_help()
    assert all(word in text for word in words)


def test_output_cut_short_by_a_pipe_ends_quietly(tmp_path):
    import subprocess
    import sys

    # A whole game of answers, and a reader that stops after the first line.
    script = (
        f"yes 1 | {sys.executable} -m bot play jugglers --seed 1 --option target_wins=1 "
        "| head -n 1 >/dev/null"
    )
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", script],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr
