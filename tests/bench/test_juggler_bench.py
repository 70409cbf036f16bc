"""The Juggler bench runs and prints its RESULT lines; its targets live in bench/."""

import re

from tests.bench.test_bench_scripts import load


def test_juggler_bench_prints_its_result_lines(capsys):
    exit_code = load("juggler_solver").main(hands=50, games=2)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert re.fullmatch(
        r"RESULT juggler_solver hands=50 median_ms=\d+\.\d{3} target_ms=5", lines[0]
    )
    assert re.fullmatch(
        r"RESULT juggler_bot games=2 bot_wins=[0-2] greedy_wins=[0-2] seconds=\d+\.\d", lines[1]
    )
    assert exit_code in (0, 1)
