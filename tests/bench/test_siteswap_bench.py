"""The Siteswap bot bench runs and prints its RESULT line; its target lives in bench/."""

import re

from tests.bench.test_bench_scripts import load


def test_siteswap_bot_bench_prints_its_result_line(capsys):
    exit_code = load("siteswap_bot").main(decisions=5)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(
        r"RESULT siteswap_bot decisions=5 median_ms=\d+\.\d{3} p95_ms=\d+\.\d{3} "
        r"max_ms=\d+\.\d{3} target_ms=20",
        lines[0],
    )
    assert exit_code in (0, 1)
