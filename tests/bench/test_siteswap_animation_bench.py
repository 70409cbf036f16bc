"""The juggler GIF bench runs and prints one RESULT line per pattern."""

import importlib.util
import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "siteswap_animation.py"


def test_the_animation_bench_prints_a_result_per_pattern(capsys):
    spec = importlib.util.spec_from_file_location("bench_siteswap_animation", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    code = module.main(runs=1)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(module.PATTERNS)
    for line in lines:
        assert re.fullmatch(r"RESULT siteswap_animation pattern=\d+ median_ms=[\d.]+ "
                            r"min_ms=[\d.]+ max_ms=[\d.]+ kb=[\d.]+ goal_ms=100 goal_kb=300",
                            line)  # fmt: skip
    assert code in (0, 1)
