"""The benchmark scripts run and print their RESULT line; speed targets live in bench/."""

import importlib.util
import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_evaluator_bench_prints_one_result_line(capsys):
    exit_code = load("evaluator").main(hands=2000)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(
        r"RESULT evaluator ours_ns_per_hand=\d+ treys_ns_per_hand=\d+ "
        r"speedup=\d+\.\d\dx target=1\.5x",
        lines[0],
    )
    assert exit_code in (0, 1)


def test_jugglers_bot_bench_prints_one_result_line(capsys):
    exit_code = load("jugglers_bot").main(games=2)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(
        r"RESULT jugglers_bot games=2 bot_win_rate=\d\.\d{3} random_win_rate=\d\.\d{3} "
        r"ratio=(\d+\.\d\d|inf) target=1\.5 seconds=\d+\.\d",
        lines[0],
    )
    assert exit_code in (0, 1)


def test_leaderboard_bench_prints_a_result_line_per_query(capsys):
    exit_code = load("leaderboard").main(games=200, repeats=2)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 7
    for line in lines:
        assert re.fullmatch(
            r"RESULT leaderboard_\w+ games=200 median_ms=\d+\.\d\d target_ms=50", line
        )
    assert exit_code == 0
