"""The soak and memory benches run on a few tables and print their RESULT lines."""

import re

from tests.bench.test_bench_scripts import load


def test_the_soak_bench_plays_every_game_to_the_end_and_keeps_nothing(capsys):
    code = load("soak").main(["--tables", "10", "--parallel", "5", "--allowed-mb", "1000"])
    last = capsys.readouterr().out.splitlines()[-1]
    assert re.fullmatch(r"RESULT soak tables=10 baseline_mb=[\d.]+ end_mb=[\d.]+ "
                        r"growth_mb=-?[\d.]+ allowed_mb=1000 kept_after=0", last)  # fmt: skip
    assert code == 0


def test_the_memory_bench_measures_a_started_bot_in_a_fresh_process(capsys):
    code = load("memory").main(["--tables", "5", "--moves", "1", "--runs", "1"])
    last = capsys.readouterr().out.splitlines()[-1]
    found = re.fullmatch(r"RESULT bot_memory tables=(\d+) median_rss_mb=([\d.]+) min_mb=[\d.]+ "
                         r"max_mb=[\d.]+ peak_mb=[\d.]+ goal_mb=120", last)  # fmt: skip
    assert found and 1 <= int(found[1]) <= 5 and float(found[2]) > 20
    assert code in (0, 1)
