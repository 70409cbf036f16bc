"""Driving `python -m bot play` through a scripted stdin, and the toy word game."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

import pytest

import engines
from tests.local.toy import WORDS

Answer = str | type[KeyboardInterrupt]


class ScriptedStdin:
    """Answers `input()` from a script, then reports end of input.

    An answer of `KeyboardInterrupt` stands for Ctrl-C. `before_each`, when
    given, runs as every answer is read: the moment the terminal has printed
    a table and waits, which is when tests inspect it.
    """

    def __init__(
        self, answers: Iterable[Answer], before_each: Callable[[], None] | None = None
    ) -> None:
        self._answers = iter(answers)
        self._before_each = before_each
        self.read = 0

    def readline(self) -> str:
        if self._before_each is not None:
            self._before_each()
        answer = next(self._answers, None)
        if answer is None:
            return ""
        if answer is KeyboardInterrupt:
            raise KeyboardInterrupt
        self.read += 1
        return f"{answer}\n"

    def isatty(self) -> bool:
        return False


@pytest.fixture
def stdin(monkeypatch):
    """`stdin(answers)` installs a scripted stdin and returns it."""

    def install(
        answers: Iterable[Answer], before_each: Callable[[], None] | None = None
    ) -> ScriptedStdin:
        scripted = ScriptedStdin(answers, before_each)
        monkeypatch.setattr("sys.stdin", scripted)
        return scripted

    return install


@pytest.fixture
def always_first():
    """Answers "1" to every question, for as long as the game asks."""
    return itertools.repeat("1")


@pytest.fixture
def words(monkeypatch):
    """The toy word game registered beside the real games."""
    monkeypatch.setattr(engines, "_registry", {**engines._load(), WORDS.key: WORDS})
    return WORDS
