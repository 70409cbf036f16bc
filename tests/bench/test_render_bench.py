"""The render benchmark measures every game with pictures; its speed targets live in bench/."""

import re

from tests.bench.test_bench_scripts import load

NUMBER = r"\d+\.\d"


def test_render_bench_prints_a_line_per_game_and_one_result_line(capsys):
    module = load("render")
    exit_code = module.main(samples=4)
    lines = capsys.readouterr().out.splitlines()
    games = module.pictured_games()
    assert games[:2] == ["jugglers", "juggler"]
    assert [line.split(":")[0].strip() for line in lines[:-1]] == games
    for line in lines[:-1]:
        assert re.fullmatch(rf"  \w+: table {NUMBER} ms {NUMBER} KB · hand {NUMBER} ms "
                            rf"{NUMBER} KB · results {NUMBER} ms {NUMBER} KB", line)  # fmt: skip
    assert re.fullmatch(
        rf"RESULT render games={len(games)} table_ms={NUMBER} table_kb={NUMBER} "
        rf"hand_ms={NUMBER} results_ms={NUMBER} target_table_ms=25 target_table_kb=100 "
        rf"target_hand_ms=10 target_results_ms=25", lines[-1]
    )  # fmt: skip
    assert exit_code in (0, 1)
