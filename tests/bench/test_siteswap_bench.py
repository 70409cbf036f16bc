"""The Siteswap bot bench runs and prints its RESULT line; its target lives in bench/."""

import re

import pytest

from tests.bench.test_bench_scripts import load


@pytest.mark.parametrize("bot", ["bot", "longest"])
def test_siteswap_bot_bench_prints_its_result_line(capsys, bot):
    exit_code = load("siteswap_bot").main(decisions=5, bot=bot)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(
        rf"RESULT siteswap_bot bot={bot} decisions=5 median_ms=\d+\.\d{{3}} "
        r"p95_ms=\d+\.\d{3} max_ms=\d+\.\d{3} target_ms=20",
        lines[0],
    )
    assert exit_code in (0, 1)
