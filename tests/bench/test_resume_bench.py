"""The resume bench builds unfinished tables and times both ways back."""

import re

from tests.bench.test_bench_scripts import load


def test_the_resume_bench_times_snapshots_and_events(capsys):
    code = load("resume").main(["--tables", "6", "--runs", "1", "--moves", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[:2]] == ["  from snapshots", "  from events"]
    assert re.fullmatch(r"RESULT resume tables=6 snapshots_median_s=[\d.]+ events_median_s=[\d.]+ "
                        r"goal_snapshots_s=0.003 goal_events_s=0.012", lines[2])  # fmt: skip
    assert code in (0, 1)
