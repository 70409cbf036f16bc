"""The load bench runs end to end on a small load and prints its RESULT line."""

import re
from pathlib import Path

from tests.loading import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench" / "web_load.py"
SPREAD = r"[\d.]+\[[\d.]+-[\d.]+\]"  # median[lowest-highest]


def test_web_load_bench_prints_one_result_line(capsys):
    module = load_script(BENCH, "bench")
    exit_code = module.main(["--connections", "30", "--tables", "3", "--moves", "20",
                             "--rate", "40", "--rounds", "2"])  # fmt: skip
    line = capsys.readouterr().out.strip()
    found = re.fullmatch(
        r"RESULT web_load connections=30 rounds=2 added_mb=-?\d+\.\d "
        rf"act_p50_ms={SPREAD}->{SPREAD} act_p95_ms={SPREAD}->{SPREAD} "
        r"loop_late_max_ms=[\d.]+->[\d.]+ frames=(\d+) "
        r"client_cpus_apart=(yes|no) unchanged=(yes|no) target_mb=50",
        line,
    )
    assert found, line
    assert int(found[1]) > 30  # more than each page's first frame: the moves reached them
    assert module.steady([3.0, 4.0, 3.5], [3.9, 4.0, 3.2])  # within the spread without pages
    assert not module.steady([3.0, 3.2, 3.1], [3.4, 3.3, 3.0])  # above all of them
    assert exit_code in (0, 1)
