"""The load bench runs end to end on a small load and prints its RESULT line."""

import re
from pathlib import Path

from tests.loading import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench" / "web_load.py"


def test_web_load_bench_prints_one_result_line(capsys):
    module = load_script(BENCH, "bench")
    exit_code = module.main(["--connections", "30", "--tables", "3", "--moves", "20",
                             "--rate", "40"])  # fmt: skip
    line = capsys.readouterr().out.strip()
    found = re.fullmatch(
        r"RESULT web_load connections=30 added_mb=-?\d+\.\d act_p50_ms=[\d.]+->[\d.]+ "
        r"act_p95_ms=[\d.]+->[\d.]+ loop_late_max_ms=[\d.]+->[\d.]+ frames=(\d+) "
        r"client_cpus_apart=(yes|no) target_mb=50",
        line,
    )
    assert found, line
    assert int(found[1]) > 30  # more than each page's first frame: the moves reached them
    assert exit_code in (0, 1)
