"""`rules` and `play --help` work from a Python without the storage drivers, Pillow or
discord.py (a command copied without `.venv/bin/`), and say how they were started;
the commands that do need them say what is missing instead of a traceback."""

import subprocess
import sys

import pytest

HEAVY = ("aiosqlite", "asyncpg", "PIL", "discord", "bot.store", "bot.tables", "bot.config")
MISSING = ("aiosqlite", "asyncpg", "PIL", "discord")


def _without_packages(folder):
    """Stand-ins that fail to import as a missing package does, found first from `folder`."""
    for name in MISSING:
        (folder / f"{name}.py").write_text(
            f'raise ModuleNotFoundError("No module named {name}", name="{name}")\n'
        )


def _run(folder, *args):
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, cwd=folder, timeout=120,
        check=False,
    )  # fmt: skip


@pytest.mark.parametrize(
    "call", ["main(['rules', 'jugglers'])", "main(['play', '--help'])"], ids=["rules", "help"]
)
def test_rules_and_help_import_no_storage(tmp_path, call):
    probe = (
        "import sys\nfrom bot.__main__ import main\ntry:\n    " + call + "\nexcept SystemExit:\n"
        "    pass\nprint('LOADED', [m for m in " + repr(HEAVY) + " if m in sys.modules])\n"
    )
    result = _run(tmp_path, "-c", probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip().endswith("LOADED []")


def test_rules_work_without_the_packages_and_show_the_command_that_started_them(tmp_path):
    _without_packages(tmp_path)
    result = _run(tmp_path, "-m", "bot", "rules", "jugglers")
    assert result.returncode == 0, result.stderr
    # Words, not line breaks: a long interpreter path wraps the line elsewhere.
    assert f"Play it here: {sys.executable} -m bot play jugglers" in _words(result.stdout)
    assert result.stdout.startswith("Jugglers: poker hands and secret sigils\n")


def test_play_help_works_without_the_packages(tmp_path):
    _without_packages(tmp_path)
    result = _run(tmp_path, "-m", "bot", "play", "--help")
    assert result.returncode == 0, result.stderr
    assert _words(result.stdout).startswith(f"usage: {sys.executable} -m bot play ")
    assert "target_wins (default 2)" in _words(result.stdout)


def test_play_without_the_packages_says_what_is_missing(tmp_path):
    _without_packages(tmp_path)
    result = _run(tmp_path, "-m", "bot", "play", "jugglers")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "does not have 'aiosqlite', which `play` needs" in result.stderr
    assert ".venv/bin/python -m bot play jugglers" in result.stderr


def _words(text: str) -> str:
    """The text with every run of white space as one space, so wrapping does not matter."""
    return " ".join(text.split())
