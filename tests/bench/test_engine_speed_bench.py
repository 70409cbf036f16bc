"""The engine speed bench plays every registered engine: a line each, one RESULT line,
and no fixed goal to fail."""

import re

import engines
from tests.bench.test_bench_scripts import load


def test_engine_speed_bench_measures_every_registered_engine(capsys):
    exit_code = load("engine_speed").main(["--seconds", "0.05"])
    interpreter, *lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"  interpreter: \w+ 3\.\d+\.\d+\S* \(.+\)", interpreter)
    assert [line.split(":")[0].strip() for line in lines[:-1]] == engines.keys()
    assert all(re.fullmatch(r"  \w+: \d players, [\d.]+ rounds/s, [\d.]+ games/s, \d+ steps/s",
                            line) for line in lines[:-1])  # fmt: skip
    figures = "".join(f" {key}_rounds_per_s=[\\d.]+" for key in engines.keys())
    assert re.fullmatch(f"RESULT engine_speed{figures}", lines[-1])
    assert exit_code == 0  # figures only: a speed goal is a ratio of paired runs
