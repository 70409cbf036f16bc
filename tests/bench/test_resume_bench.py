"""The resume bench builds unfinished tables and times both ways back."""

import importlib.util
import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "resume.py"


def test_the_resume_bench_times_snapshots_and_events(capsys):
    spec = importlib.util.spec_from_file_location("bench_resume", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    code = module.main(["--tables", "6", "--runs", "1", "--moves", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in lines] == ["resume_snapshots", "resume_events"]
    for line in lines:
        assert re.fullmatch(r"RESULT resume_\w+ tables=6 median_s=[\d.]+ min_s=[\d.]+ "
                            r"max_s=[\d.]+ goal_s=[\d.]+", line)  # fmt: skip
    assert code in (0, 1)
