"""Siteswap at the terminal (issue 31, points 2 and 6): a refused pattern or guess is
asked for again at once, the hints come after each round of answers and stay on the
table, and the standings are printed once."""

from __future__ import annotations

import re

from bot.__main__ import main
from tests.local.test_play import passing_player


def test_a_refused_pattern_is_asked_for_again_at_once(stdin, capsys):
    stdin(["1", "432"])  # then the end of input
    assert main(["play", "siteswap", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    asked = "Lay a new pattern → Your pattern: (type it; an empty line goes back; q quits)"
    assert out.count(asked) == 2 and out.count("Choose the move:") == 1
    refusal = out.index("✗ Not your cards")
    assert out.index(asked, refusal) > refusal  # the same question, straight after


def test_a_refused_guess_is_asked_for_again_and_the_hints_follow_each_round(stdin, capsys):
    """Seat B guesses A's pattern: 432 is no siteswap (refused, asked again, costs
    nothing), 0 is wrong (a round of answers: hint 2), a is wrong (hint 3)."""
    stdin(["1", "432", "0", "1", "a"])
    assert main(["play", "siteswap", "--players", "2", "--seat", "2", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("Guess the pattern → Your guess:") == 3
    assert "✗ 432 is not a siteswap" in out
    hints = re.findall(r"Hint (\d) of 3", out)
    assert hints == ["1", "2", "3"]
    assert out.index("B: not 0.") < out.index("Hint 2 of 3") < out.index("B: not a.")
    assert "Hints so far: 3 balls · highest throw 4 · period" in out
    assert "A (normal bot) 8 cards" in out  # A's face-down cards still count as A's


def test_the_standings_are_printed_once(stdin, capsys):
    printed: list[str] = []
    stdin(passing_player(printed), before_each=lambda: printed.append(capsys.readouterr().out))
    assert main(["play", "siteswap", "--players", "2", "--seed", "1"]) == 0
    out = "".join(printed) + capsys.readouterr().out
    end = out[out.index("Game over:"):]
    standings = re.findall(r"^  \S+ +[AB] +(?:you|normal bot) +\d+ cards? left$", end, re.MULTILINE)
    assert len(standings) == 2
    assert not re.search(r"^  [AB]: \d+ cards? left", end, re.MULTILINE)  # no second list
    assert re.search(r"^  A laid ", end, re.MULTILINE)  # what each laid, instead
