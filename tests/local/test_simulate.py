"""`python -m bot simulate`: every engine, repeatable results, the summary and the plot."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

import engines
from bot.__main__ import main
from bot.local.plot import bins, win_rates
from bot.local.progress import ProgressBar
from bot.local.setup import UsageError
from bot.local.simulation import GameRecord, SimulationSetup, bot_kinds, play_game, played
from bot.local.summary import summary_lines, wilson
from engines.core.figures import figures_of

QUICK_JUGGLERS = SimulationSetup(
    game="jugglers", players=2, options={"target_wins": 1}, kinds=("bot", "random"), seed=5
)


@pytest.mark.parametrize("game", engines.keys())
def test_every_registered_engine_simulates_at_its_smallest_and_largest_table(game, capsys):
    engine = engines.get(game)
    for players in sorted({engine.min_players, engine.max_players}):
        args = ["simulate", game, "--games", "2", "--players", str(players), "--seed", "1"]
        assert main([*args, "--bots", "bot,random"]) == 0
        out = capsys.readouterr().out
        assert f"2 games · {players} players · seed 1" in out
        assert "Wins per seat" in out and "Wins per bot level or kind" in out


def test_a_game_with_typed_answers_simulates_too(words, capsys):
    """Random players cannot make up words: the engine's bot answers for them."""
    assert main(["simulate", "words", "--games", "3", "--bots", "random", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "3 games · 3 players" in out and "Figures of" not in out


def test_the_number_of_jobs_does_not_change_the_results():
    alone = list(played(QUICK_JUGGLERS, 4, jobs=1))
    shared = list(played(QUICK_JUGGLERS, 4, jobs=2))
    assert alone == shared
    assert [record.index for record in shared] == list(range(4))
    assert summary_lines(QUICK_JUGGLERS, alone) == summary_lines(QUICK_JUGGLERS, shared)
    assert len({record.steps for record in alone} | {record.winners for record in alone}) > 2


def test_bot_kinds_are_dealt_round_the_seats_and_move_on_each_game():
    setup = SimulationSetup("jugglers", 4, {}, ("bot", "random", "random"), seed=1)
    assert setup.seat_kinds(0) == ("bot", "random", "random", "bot")
    assert setup.seat_kinds(1) == ("random", "random", "bot", "random")
    assert setup.game_seed(0) != setup.game_seed(1)


def test_the_summary_counts_shared_wins_for_each_winner_and_rates_kinds_per_seat():
    setup = SimulationSetup("jugglers", 2, {}, ("bot", "random"), seed=3)
    records = [
        GameRecord(0, ("bot", "random"), (0,), (2, 1), 100, (3.0, 2.0), 2),
        GameRecord(1, ("random", "bot"), (0, 1), (1, 1), 120, (2.0, 2.0), 3),
        GameRecord(2, ("bot", "random"), (0,), (1, 0), 140, (1.0, 0.5), 4),
    ]
    lines = summary_lines(setup, records)
    assert "Length: 3.0 rounds on average (shortest 2, longest 4)" in lines  # not steps
    assert [(bar.label, bar.count) for bar in win_rates(records)] == [("bot", 100), ("random", 33)]
    assert "  seat 1        3  100.0%" in lines
    assert "  seat 2        1   33.3%" in lines
    assert "  bot           3 of 3 seats    100.0%  (95%: 43.8%-100.0%)" in lines
    assert "  random        1 of 3 seats     33.3%  (95%: 6.1%-79.2%)" in lines


def test_a_game_may_offer_more_bot_kinds_and_unknown_kinds_are_listed():
    siteswap = engines.get("siteswap")
    assert bot_kinds("longest,bot", siteswap) == ("longest", "bot")
    with pytest.raises(UsageError, match=r"other kinds: random\.$"):
        bot_kinds("longest", engines.get("jugglers"))
    record = play_game(SimulationSetup("siteswap", 3, {}, ("longest", "bot"), seed=2), 0)
    assert record.kinds == ("longest", "bot", "longest")


def test_the_wilson_interval_holds_the_share_and_narrows_with_more_games():
    low, high = wilson(25, 100)
    assert low < 0.25 < high
    assert wilson(250, 1000)[1] - wilson(250, 1000)[0] < high - low
    assert wilson(0, 0) == (0.0, 1.0)


def test_jugglers_figures_come_from_the_public_recaps_and_results():
    record = play_game(SimulationSetup("jugglers", 4, {}, ("bot",), seed=8), 0)
    counts = record.counts
    # 16 policy cards less 4 sigils make 12 policies, two per gathering, every round.
    assert counts["policies"] == 12 * counts["rounds"]
    passed_by = sum(value for name, value in counts.items() if name.startswith("passed with "))
    assert passed_by == counts["passed"] > 0
    assert counts["round points"] == sum(record.samples)
    lines = figures_of(engines.get("jugglers")).describe(counts, games=1)
    assert any(line.startswith("  policies passed") for line in lines)
    assert "  passed policies by their winning hand:" in lines


def test_plot_draws_scores_lengths_and_the_bot_against_random_play(tmp_path, capsys):
    path = tmp_path / "runs" / "plot.png"
    args = ["simulate", "jugglers", "--games", "3", "--players", "2", "--option", "target_wins=1"]
    assert main([*args, "--plot", str(path)]) == 0
    out = capsys.readouterr()
    assert f"Plot written to {path}." in out.out
    # A run of bots alone plays a few games of bot against random for the third panel.
    assert "Comparing the bot with random play over 3 more games." in out.err
    with Image.open(path) as image:
        assert image.format == "PNG" and image.size == (1560, 360)


def test_every_game_measures_its_length_in_its_own_unit():
    units = {game: figures_of(engines.get(game)).length_unit for game in engines.keys()}
    assert units["jugglers"] == units["juggler"] == "rounds"
    assert units["boromir"] == "moves per player"  # each action, not a whole turn
    record = play_game(SimulationSetup("juggler", 3, {}, ("bot",), seed=4), 0)
    assert record.length == record.counts["rounds"] >= 1


def test_histogram_bins_are_one_per_value_when_few_and_ranges_when_many():
    assert [(b.label, b.count) for b in bins([1, 2, 2, 3.5])] == [("1", 1), ("2", 2), ("3.5", 1)]
    many = bins([*range(100), 99])
    assert len(many) == 24 and sum(b.count for b in many) == 101 and many[0].label == "0"


def test_the_progress_bar_draws_in_place_on_a_terminal_only():
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal, piped = Terminal(), io.StringIO()
    for stream in (terminal, piped):
        bar = ProgressBar(4, "games", stream)
        bar.advance()
        bar.close()
    assert piped.getvalue() == ""
    drawn = terminal.getvalue()
    assert drawn.startswith("\r") and drawn.endswith("\n")
    assert "1/4 games" in drawn and "░" in drawn and drawn.count("\r") == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess", "--games", "2"], "There is no game called 'chess'."),
        (
            ["jugglers", "--bots", "bot,genius"],
            "Unknown bot 'genius'; levels: easy, normal, hard (bot is normal); "
            "other kinds: random.\n",
        ),
        (["jugglers", "--games", "0"], "--games and --jobs must be at least 1."),
    ],
)
def test_usage_mistakes_exit_2(capsys, args, message):
    assert main(["simulate", *args]) == 2
    assert message in capsys.readouterr().err


def test_a_plot_that_cannot_be_written_is_refused_before_simulating(tmp_path, capsys):
    from bot.__main__ import main

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    target = blocker / "sim.png"
    assert main(["simulate", "jugglers", "--games", "500", "--plot", str(target)]) == 2
    out = capsys.readouterr()
    # Said as it is, not as the system's "(File exists)".
    said = f"Error: --plot: {str(blocker)!r} is a file, so it cannot hold a folder."
    assert out.err.strip() == said
    assert "games in" not in out.out  # nothing was simulated
    assert main(["simulate", "jugglers", "--games", "500", "--plot", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_the_average_score_says_its_unit_and_every_figure_is_indented(capsys):
    assert main(["simulate", "boromir", "--games", "2", "--players", "2", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    average = re.compile(r"Average final score per seat: [\d.]+ stacks?")
    assert any(average.fullmatch(line) for line in lines)
    figures = lines[lines.index("Figures of boromir") + 1 :]
    assert figures and all(line.startswith("  ") for line in figures)


def test_a_plot_name_pillow_cannot_write_is_refused_before_simulating(tmp_path, capsys):
    assert main(["simulate", "jugglers", "--games", "500", "--plot", str(tmp_path / "x.svg")]) == 2
    out = capsys.readouterr()
    assert out.err == "Error: --plot draws PNG pictures; name a .png file, not 'x.svg'.\n"
    assert "games in" not in out.err and not (tmp_path / "x.svg").exists()


def test_axis_values_are_short_and_never_minus_zero():
    assert [b.label for b in bins([-0.0, 4 / 3, 12 + 1 / 3, 2.5])] == ["0", "1.33", "2.5", "12.33"]
    ranged = bins([-0.4 + n / 10 for n in range(60)])
    assert ranged[0].label == "0" and all(bar.label != "-0" for bar in ranged)


def test_value_labels_stay_clear_of_the_title(tmp_path):
    """A bar as tall as the axis once wrote its count over the panel's title."""
    from bot.local.plot import MARGIN, draw_histograms

    record = GameRecord(0, ("bot", "random"), (0,), (1.0, 0.0), 10, (3.0, 3.0, 3.0), 2)
    path = tmp_path / "plot.png"
    draw_histograms(path, [record] * 4, "score", "rounds", [record] * 4)
    with Image.open(path) as image:
        left = 520 + MARGIN[0] + 4  # the lengths panel, right of its tick labels
        strip = image.convert("L").crop((left, MARGIN[1] - 14, 1040 - MARGIN[2], MARGIN[1] - 2))
        # Between the title and the axis top: only background, no count drawn there.
        assert strip.getextrema()[0] > 200
