"""The render benchmark measures every game with pictures; its speed targets live in bench/."""

import importlib.util
import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "render.py"
NUMBER = r"\d+\.\d"


def test_render_bench_prints_one_result_line_per_picture(capsys):
    spec = importlib.util.spec_from_file_location("bench_render", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    exit_code = module.main(samples=4)
    lines = capsys.readouterr().out.splitlines()
    games = module.pictured_games()
    assert games[:2] == ["jugglers", "juggler"]
    assert len(lines) == 3 * len(games)
    # Jugglers first, under its original names; then every other game, in the same format.
    prefixes = ["", *(f"{game}_" for game in games[1:])]
    for game, first in zip(prefixes, range(0, len(lines), 3), strict=True):
        assert re.fullmatch(
            rf"RESULT render_{game}table median_ms={NUMBER} max_kb={NUMBER} "
            rf"target_ms=25 target_kb=100",
            lines[first],
        )
        assert re.fullmatch(
            rf"RESULT render_{game}hand median_ms={NUMBER} max_kb={NUMBER} target_ms=10",
            lines[first + 1],
        )
        assert re.fullmatch(
            rf"RESULT render_{game}results median_ms={NUMBER} max_kb={NUMBER} target_ms=25",
            lines[first + 2],
        )
    assert exit_code in (0, 1)
