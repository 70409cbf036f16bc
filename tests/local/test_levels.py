"""Bot levels at the terminal: `play --bots` and `simulate --bots` by level."""

from __future__ import annotations

import time

import pytest

import bot.local.levels
import bot.local.simulation
import engines
from bot.__main__ import main
from bot.local.levels import cpu_budget, level_named, play_levels
from bot.local.setup import UsageError
from bot.local.simulation import SimulationSetup, bot_kinds, play_game
from bot.local.summary import summary_lines
from bot.tables import TableService


def test_bot_means_normal_and_the_levels_are_the_engines():
    assert level_named("bot") == "normal"
    assert [level_named(name) for name in ("easy", "normal", "hard")] == ["easy", "normal", "hard"]
    assert level_named("random") is None and level_named("Hard") is None


@pytest.mark.parametrize(
    ("game", "text", "players", "expected"),
    [
        ("jugglers", None, None, (4, ("normal",) * 3)),  # as before levels
        ("jugglers", "hard,easy", None, (3, ("hard", "easy"))),  # one bot per level named
        ("jugglers", "bot", None, (2, ("normal",))),
        ("heroes", "easy", None, (3, ("easy", "easy"))),  # the smallest table, levels repeat
        ("jugglers", "hard,easy", 5, (5, ("hard", "easy", "hard", "easy"))),
    ],
)
def test_play_seats_one_bot_per_level_named_beside_the_person(game, text, players, expected):
    assert play_levels(text, engines.get(game), players) == expected


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "nonsense"], "There is no bot level 'nonsense'; levels: easy, normal, hard"),
        (["--bots", "random"], "There is no bot level 'random'"),
        (["--bots", "hard,hard,hard,hard,hard"], "Jugglers seats at most 4 bots beside you."),
        (["--players", "2", "--bots", "easy,hard"], "2 players leave room for 1 beside you."),
        (["--players", "9", "--bots", "easy"], "is for 2 to 5 players."),
    ],
)
def test_play_refuses_bad_bots_in_one_line_before_any_table_is_set(args, message, capsys):
    assert main(["play", "jugglers", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_play_asks_the_service_for_each_level_and_names_them(stdin, capsys, monkeypatch):
    asked = []
    original = TableService.add_bot

    async def add_bot(self, table_id, by, is_manager=False, **level):
        asked.append(level.get("level", "normal"))
        return await original(self, table_id, by, is_manager)

    monkeypatch.setattr(TableService, "add_bot", add_bot)
    stdin(["q"])
    assert main(["play", "jugglers", "--bots", "hard,easy", "--seat", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert asked == ["hard", "easy"]  # seats A and C, in seat order
    assert "You are B (seat 2); A (hard) and C (easy) are bots." in out
    assert "A hard bot" in out and "C easy bot" in out  # the table names them too


def test_simulate_takes_levels_and_kinds_together_and_refuses_others():
    jugglers = engines.get("jugglers")
    assert bot_kinds("easy, hard,bot,random", jugglers) == ("easy", "hard", "bot", "random")
    with pytest.raises(UsageError, match="Unknown bot 'nonsense'; levels: easy, normal, hard"):
        bot_kinds("easy,nonsense", jugglers)


def test_simulate_compares_levels_with_a_win_share_and_interval_each():
    setup = SimulationSetup("jugglers", 2, {"target_wins": 1}, ("easy", "normal"), seed=5)
    records = [play_game(setup, index) for index in range(4)]
    assert [record.kinds for record in records[:2]] == [("easy", "normal"), ("normal", "easy")]
    lines = summary_lines(setup, records)
    heading = lines.index(
        "Wins per bot level or kind (a share of the seats it played; fair: 50.0%)"
    )
    rows = lines[heading + 1 : heading + 3]
    assert [row.split()[0] for row in rows] == ["easy", "normal"]
    assert all("of 4 seats" in row and "(95%: " in row for row in rows)


def test_simulate_gives_each_level_move_a_budget_capped_at_the_cpu_seconds(monkeypatch):
    """Every level's move gets the CPU cap of real play (SEARCH_SECONDS): with none left,
    a searching level makes its one iteration and still answers legally (it is applied)."""
    monkeypatch.setattr(bot.local.levels, "SEARCH_SECONDS", 0.0)
    budgets = []

    def recorded(*args, **kwargs):
        budgets.append(cpu_budget(*args, **kwargs))
        return budgets[-1]

    monkeypatch.setattr(bot.local.simulation, "cpu_budget", recorded)
    setup = SimulationSetup("boromir", 2, {}, ("hard", "random"), seed=2)
    record = play_game(setup, 0)
    assert record.kinds == ("hard", "random") and record.steps > 1
    assert len(budgets) >= record.steps // 2 - 1  # one per move of the hard seat
    assert all(budget.out_of_time() and budget.iterations is None for budget in budgets)


def test_the_cpu_budget_counts_this_processs_cpu_from_its_making():
    assert cpu_budget(0.0).out_of_time()
    roomy = cpu_budget(60.0, iterations=7)
    assert roomy.iterations == 7 and not roomy.out_of_time()
    short = cpu_budget(0.02)
    started = time.process_time()
    while time.process_time() - started < 0.03:
        pass
    assert short.out_of_time()
