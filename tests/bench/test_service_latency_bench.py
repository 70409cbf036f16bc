"""The latency bench runs a short load and prints its RESULT line."""

import re

from tests.bench.test_bench_scripts import load


def test_the_latency_bench_prints_rates_and_its_result(capsys):
    code = load("service_latency").main(["--tables", "6", "--seconds", "0.5", "--rates", "20,40"])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    assert all(re.fullmatch(r"  offered \d+/s: served \d+/s, p50 [\d.]+ ms, p95 [\d.inf]+ ms, "
                            r"p99 [\d.inf]+ ms", line) for line in lines[:2])  # fmt: skip
    assert re.fullmatch(
        r"RESULT service_latency tables=6 p99_ms_at_40=[\d.inf]+ "
        r"sustained_acts_per_s=\d+ goal_p99_ms=50 goal_acts_per_s=1000",
        lines[2],
    )
    assert code == 1  # 40 acts per second is far below the goal of 1,000
