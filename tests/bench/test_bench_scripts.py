"""The benchmark scripts run and print their RESULT line; speed targets live in bench/."""

import re
from pathlib import Path

from tests.loading import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str):
    return load_script(BENCH / f"{name}.py", "bench")


def test_evaluator_bench_prints_one_result_line(capsys):
    exit_code = load("evaluator").main(hands=2000)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(
        r"RESULT evaluator ours_ns_per_hand=\d+ treys_ns_per_hand=\d+ "
        r"speedup=\d+\.\d\dx target=1\.5x",
        lines[0],
    )
    assert exit_code in (0, 1)


def test_jugglers_bot_bench_prints_one_result_line(capsys):
    exit_code = load("jugglers_bot").main(games=2)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(
        r"RESULT jugglers_bot games=2 bot_win_rate=\d\.\d{3} random_win_rate=\d\.\d{3} "
        r"ratio=(\d+\.\d\d|inf) target=1\.5 seconds=\d+\.\d",
        lines[0],
    )
    assert exit_code in (0, 1)


def test_leaderboard_bench_prints_a_line_per_query_and_one_result_line(capsys):
    exit_code = load("leaderboard").main(games=200, repeats=2)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 8  # seven kinds of query, and the RESULT line
    assert all(re.fullmatch(r"  \w+: median \d+\.\d\d ms", line) for line in lines[:-1])
    assert re.fullmatch(r"RESULT leaderboard games=200 queries=7 slowest_median_ms=\d+\.\d\d "
                        r"slowest=\w+ target_ms=50", lines[-1])  # fmt: skip
    assert exit_code == 0


def test_store_throughput_bench_measures_both_stores(capsys):
    exit_code = load("store_throughput").main(["--tables", "4", "--clients", "2",
                                               "--seconds", "0.5"])  # fmt: skip
    line = capsys.readouterr().out.strip()
    found = re.fullmatch(r"RESULT store_throughput tables=4 clients=2 sqlite_acts_per_s=(\d+) "
                         r"postgresql_acts_per_s=(\d+)", line)  # fmt: skip
    assert found and int(found[1]) > 0 and int(found[2]) > 0 and exit_code == 0


def test_engine_fingerprint_is_stable_and_sees_a_changed_game(capsys):
    """The same games give the same digest; a different number of games another one."""
    bench = load("engine_fingerprint")
    assert bench.fingerprint("boromir", games=2) == bench.fingerprint("boromir", games=2)
    assert bench.fingerprint("boromir", games=2) != bench.fingerprint("boromir", games=3)
    assert bench.main(["--games", "1", "--only", "heroes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"RESULT heroes=[0-9a-f]{16}", lines[-1])


def test_bot_ladder_prints_a_row_per_pairing_and_one_result_line(capsys):
    exit_code = load("bot_ladder").main(
        ["--only", "boromir", "--games", "4", "--iterations", "2", "--seed", "5"]
    )
    out = capsys.readouterr().out.splitlines()
    rows = [line for line in out if line.startswith("| boromir |")]
    assert [row.split(" | ")[1] for row in rows] == [
        "easy > random",
        "normal > easy",
        "hard > normal",
    ]
    assert all(" | 4 | " in row for row in rows)  # four games each
    assert "2 iterations" in rows[-1]
    assert re.fullmatch(
        r"RESULT bot_ladder pairings=3 above_1_over_n=[0-3] games=12 cpu_seconds=\d+ seconds=\d+",
        out[-1],
    )
    assert exit_code in (0, 1)
