"""The juggler GIF bench runs: a line per pattern, and one RESULT line for the worst."""

import importlib.util
import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "siteswap_animation.py"


def test_the_animation_bench_prints_its_result(capsys):
    spec = importlib.util.spec_from_file_location("bench_siteswap_animation", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    code = module.main(runs=1)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(module.PATTERNS) + 1
    assert all(re.fullmatch(r"\s+\d+: median [\d.]+ ms .*KB", line) for line in lines[:-1])
    assert re.fullmatch(r"RESULT siteswap_animation patterns=7 worst_median_ms=[\d.]+ "
                        r"largest_kb=[\d.]+ goal_ms=100 goal_kb=300", lines[-1])  # fmt: skip
    assert code in (0, 1)
