"""Real Juggler games stay far from the safety stops the seed does not have."""

import re

from tests.bench.test_bench_scripts import load


def test_bot_games_stay_far_below_every_safety_stop(capsys):
    code = load("juggler_limits").main(["--games", "12"])
    line = capsys.readouterr().out.strip()
    found = re.fullmatch(r"RESULT juggler_limits games=12 largest_hand=(\d+) limit=30 "
                         r"longest_round_turns=([\d.]+) limit=100 "
                         r"scoreless_rounds_in_a_row=(\d+) limit=5 longest_game_rounds=(\d+)",
                         line)  # fmt: skip
    assert found and code == 0
    assert int(found[1]) < 15 and float(found[2]) < 10 and int(found[3]) <= 1
    assert int(found[4]) < 20
