"""The juggler GIF bench runs: a line per pattern, and one RESULT line for the worst."""

import re
from pathlib import Path

from tests.loading import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench" / "siteswap_animation.py"


def test_the_animation_bench_prints_its_result(capsys):
    module = load_script(BENCH, "bench")
    code = module.main(runs=1)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(module.PATTERNS) + 1
    line = (
        r"\s+[0-9ab]+( clubs)?: median [\d.]+ ms \(min [\d.]+, max [\d.]+\), "
        r"[\d.]+ KB, \d+ px wide"
    )
    assert all(re.fullmatch(line, row) for row in lines[:-1])
    result = re.fullmatch(
        r"RESULT siteswap_animation patterns=13 worst_median_ms=([\d.]+) largest_kb=([\d.]+) "
        r"narrowest_px=(\d+) goal_ms=100 goal_kb=300 goal_px=400",
        lines[-1],
    )
    assert result
    worst_ms, largest_kb, narrowest = float(result[1]), float(result[2]), int(result[3])
    # The size and the width are the same on any machine; only the time depends on it.
    assert largest_kb < 300 and narrowest >= 400
    assert code == (1 if worst_ms > 100 else 0)
