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
