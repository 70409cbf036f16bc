"""The Juggler bench runs and prints its RESULT line; its targets live in bench/."""

import re

from tests.bench.test_bench_scripts import load


def test_juggler_bench_prints_its_result_line(capsys):
    exit_code = load("juggler_solver").main(hands=50, games=2, timed=1)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("  2 games against the greedy bot in ")
    assert re.fullmatch(
        r"RESULT juggler_solver hands=50 median_ms=\d+\.\d{3} target_ms=5 games=2 "
        r"bot_wins=[0-2] greedy_wins=[0-2] timed_games=1 bot_ms_per_turn=\d+\.\d{3}", lines[1]
    )  # fmt: skip
    assert exit_code in (0, 1)
