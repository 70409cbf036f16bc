"""The engine speed bench plays every registered engine and prints one RESULT line each."""

import importlib.util
import re
from pathlib import Path

import engines

BENCH = Path(__file__).resolve().parents[2] / "bench" / "engine_speed.py"


def test_engine_speed_bench_measures_every_registered_engine(capsys):
    spec = importlib.util.spec_from_file_location("bench_engine_speed", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    exit_code = module.main(["--seconds", "0.05"])
    lines = capsys.readouterr().out.splitlines()
    assert [re.search(r"game=(\w+)", line).group(1) for line in lines] == engines.keys()
    for line in lines:
        assert re.fullmatch(
            r"RESULT engine_speed game=\w+ players=\d rounds_per_s=[\d.]+ "
            r"games_per_s=[\d.]+ steps_per_s=\d+( goal_rounds_per_s=300)?",
            line,
        )
    assert exit_code in (0, 1)
