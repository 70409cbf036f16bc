"""`python -m bot play`, driven through its stdin and stdout like a person would."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import bot.local.play
import bot.local.table
import engines
import renderers.jugglers
from bot.__main__ import LANGUAGES, main
from bot.local.play import GOODBYE
from bot.tables import TableService
from engines.core.cards import Card, parse_card
from engines.core.records import to_json
from renderers.i18n import LANGUAGES as SHIPPED

ROOT = Path(__file__).resolve().parents[2]
SHORT = ["--option", "target_wins=1"]
CARD_TEXT = re.compile(r'"((?:10|[2-9JQKA])[cdhs])"')


def play(*args: str) -> int:
    return main(["play", *args])


@pytest.mark.parametrize(("players", "seat"), [(2, 2), (3, 1)])
def test_a_scripted_full_game_ends_with_the_results(stdin, always_first, capsys, players, seat):
    answers = stdin(always_first)
    code = play("jugglers", "--players", str(players), "--seat", str(seat), "--seed", "4", *SHORT)
    out = capsys.readouterr().out
    assert code == 0
    assert answers.read > 30  # many turns were played from the script
    assert "Game over:" in out and GOODBYE not in out
    you = "AB"[seat - 1]
    assert f"You are {you} (seat {seat})" in out
    assert "▶ Your turn" in out and "Your hand" in out and "Your sigil" in out
    assert re.search(r"Your hand   (\S+[♣♦♥♠] )+", out)  # cards with suit symbols
    assert "The match is over: 1 round win, the target, reached." in out
    assert out.count("won") <= 2  # the verdict once (and no repeat from the log)
    assert re.search(r"1st  [AB]    (you       |normal bot) 1 round win\n", out)


def passing_player(printed: list[str]):
    """Answers like a player who passes whenever the menu offers it, else takes option 1
    (and types "1" when a word is asked for, locking it in when warned)."""
    for _ in range(3000):
        shown = printed[-1] if printed else ""
        passing = re.search(r"(\d+)\) (Pass|No more guesses)", shown)
        locking = "Lock it in anyway?" in shown
        yield "y" if locking else passing.group(1) if passing else "1"


@pytest.mark.parametrize("game", engines.keys())
def test_every_registered_game_can_be_played_to_its_end(stdin, capsys, game):
    """No game needs terminal code of its own: a player who passes when offered and
    otherwise answers "1" (typed answers too) finishes a game at the smallest table."""
    printed: list[str] = []
    stdin(passing_player(printed), before_each=lambda: printed.append(capsys.readouterr().out))
    players = engines.get(game).min_players
    assert play(game, "--players", str(players), "--seed", "1") == 0
    out = "".join(printed) + capsys.readouterr().out
    assert "Game over:" in out and GOODBYE not in out


def test_the_same_seed_and_answers_give_the_same_game(stdin, capsys):
    outputs = []
    for _ in range(2):
        stdin(["1"] * 12)
        play("jugglers", "--seed", "11")
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    assert "seed 11" in outputs[0]


def test_bad_input_is_asked_again_with_a_hint(stdin, capsys):
    stdin(["", "x", "0", "9", "1"])
    assert play("jugglers", "--seed", "1") == 0
    out = capsys.readouterr().out
    # Seat 1 chairs the first gathering of 4 players: include none or one.
    assert out.count("Type a number from 1 to 2, t to see the table, or q to quit.") == 4
    assert "includes no secret influence" in out
    # The keys are shown at the first question already, not only after a mistake.
    first = out.index("Choose the number of secret influences:")
    assert out.index("1-2 · t table · q quit > ", first) < out.index("Type a number", first)


def test_back_returns_to_the_previous_question(stdin, capsys):
    stdin(["1", "1", "x", "b", "2", "3", "q"])
    assert play("jugglers", "--seed", "1") == 0
    out = capsys.readouterr().out
    questions = re.findall(r"^.*hoose the [\w ]+:$", out, re.MULTILINE)
    assert questions[:2] == [
        "Choose the number of secret influences:",
        "Choose the card to play:",
    ]
    assert questions[2].endswith(" → choose the hand to play on:")
    assert "Type a number from 1 to 3, b to go back, t to see the table, or q to quit." in out
    assert "1-3 · b back · t table · q quit > " in out
    assert questions[3] == "Choose the card to play:"
    assert questions[4].endswith(" → choose the hand to play on:") and questions[4] != questions[2]
    assert out.rstrip().endswith(GOODBYE)


@pytest.mark.parametrize(
    "answers", [["1"], ["1", KeyboardInterrupt], ["1", "q"]], ids=["eof", "ctrl-c", "q"]
)
def test_leaving_mid_game_says_goodbye_without_a_traceback(stdin, capsys, answers):
    stdin(answers)
    assert play("jugglers", "--seed", "2") == 0
    captured = capsys.readouterr()
    assert captured.out.rstrip().endswith(GOODBYE)
    assert "Traceback" not in captured.out + captured.err


def test_the_real_entry_point_exits_cleanly_at_end_of_input(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "bot", "play", "jugglers", "--seed", "5"],
        input="1\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert GOODBYE in result.stdout and result.stderr == ""
    # The rules command shown is the one that works here: the Python that started this.
    assert f"The rules: {sys.executable} -m bot rules jugglers\n" in result.stdout


def _view_cards(view) -> set[Card]:
    return {parse_card(text) for text in CARD_TEXT.findall(to_json(view))}


def test_only_the_players_own_secrets_are_ever_printed(stdin, always_first, capsys, monkeypatch):
    """At every question, nothing hidden from seat B's view appears in what was printed."""
    services: list[TableService] = []

    class Spy(TableService):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            services.append(self)

    monkeypatch.setattr(bot.local.table, "TableService", Spy)
    checked = []

    def inspect() -> None:
        printed = capsys.readouterr().out
        live = next(iter(services[-1]._live.values()), None)
        if live is None or live.state is None:
            return
        state, engine, you = live.state, live.engine, 1
        shown = _view_cards(engine.view(state, you))
        secret = {sigil for head, sigil in enumerate(state.sigils) if head != you and sigil}
        secret |= {card for seat, hand in enumerate(state.hands) if seat != you for card in hand}
        secret |= {*state.deck, *state.discard, *state.policy_deck}
        secret |= {card for draft in state.drafts for card in draft.secret}
        secret |= {
            entry.card
            for draft in state.drafts
            for entry in draft.face_down
            if entry.by != you or entry.source != "hand"  # your deck plays are unseen too
        }
        leaked = [card.symbol for card in secret - shown if card.symbol in printed]
        assert not leaked, f"hidden cards printed: {leaked}"
        if "Your hand" in printed:
            hand = " ".join(card.symbol for card in sorted(state.hands[you]))
            assert f"Your hand   {hand}" in printed
            assert f"Your sigil  {state.sigils[you].symbol}" in printed
        checked.append(state.step)

    stdin(always_first, before_each=inspect)
    assert play("jugglers", "--players", "3", "--seat", "2", "--seed", "9", *SHORT) == 0
    assert len(checked) > 30


def test_images_are_written_whenever_a_picture_is_due(stdin, always_first, tmp_path, monkeypatch):
    drawn = []

    def render_table(view, names=None) -> bytes:
        drawn.append((view, names))
        return b"\x89PNG fake"

    monkeypatch.setattr(renderers.jugglers, "render_table", render_table)
    stdin(always_first)
    folder = tmp_path / "pictures"
    assert play("jugglers", "--players", "2", "--seed", "3", "--images", str(folder), *SHORT) == 0
    files = sorted(folder.glob("table-*.png"), key=lambda path: int(path.stem.split("-")[1]))
    assert [path.name for path in files] == [f"table-{n}.png" for n in range(1, len(drawn) + 1)]
    # One at the start, one per cycle (6 gatherings of 5) and the last at the end.
    assert len(drawn) == 1 + 6 * 5
    assert all(view.seat is None and view.hand == () for view, _ in drawn)
    assert drawn[0][1] == ["A (you)", "B (normal bot)"]


def test_images_with_the_real_renderer(stdin, tmp_path):
    stdin(["1", "1", "1", "q"])
    assert play("jugglers", "--seed", "3", "--images", str(tmp_path)) == 0
    first = tmp_path / "table-1.png"
    assert first.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_a_game_without_pictures_or_a_text_table_of_its_own(words, stdin, capsys, tmp_path):
    """The toy word game has neither: the generic table and a typed answer do the job."""
    stdin(["1", "", "b", "1", "no spaces", "1", "Juggle", "2"])
    assert play("words", "--players", "2", "--images", str(tmp_path / "none")) == 0
    out = capsys.readouterr().out
    assert "There are no table pictures for words yet, so --images is ignored." in out
    assert "You are A (seat 1); B (normal) is a bot." in out
    assert out.count("── Words ─") >= 2 and "  Seats   A you · B normal bot" in out
    assert re.search(r"^  secret\s+[aeiou]$", out, re.MULTILINE)
    assert "  ▶ Your turn: make your move." in out
    assert "say → choose the word: (type it; an empty line goes back; q quits)" in out
    assert "✗ A word is made of letters only." in out
    assert "A says 'juggle'." in out and "A passes." in out
    assert "Game over:" in out
    assert not (tmp_path / "none").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess"], "There is no game called 'chess'. Games: "),
        (["jugglers", "--players", "9"], "is for 2 to 5 players."),
        (["jugglers", "--seat", "5"], "--seat must be from 1 to 4."),
        (["jugglers", "--option", "target_wins=9"], "Option 'target_wins'"),
        (["jugglers", "--option", "colour=red"], "has no option 'colour'"),
        (["jugglers", "--option", "target_wins"], "Options look like key=value"),
    ],
)
def test_usage_mistakes_exit_2_with_one_line(capsys, args, message):
    assert play(*args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith("Error: ")


def test_the_verdict_tells_a_shared_win_from_a_win_and_from_no_winner():
    from bot.local.play import verdict

    names = ["A", "B", "C"]
    assert verdict([0], 0, names) == "you won!"
    assert verdict([0, 2], 0, names) == "you share the win with C."
    assert verdict([1, 2], 0, names) == "B and C won."
    assert verdict([], 0, names) == "nobody won."  # a Boromir stalemate


@pytest.mark.parametrize(
    ("option", "said"),
    [
        ("target=5", "Option 'target' must be at least 10."),
        ("max_rounds=abc", "Option 'max_rounds' must be a whole number."),
        ("timer=60", "There is no turn timer at the terminal: take your time."),
    ],
)
def test_bad_options_are_told_in_plain_words(option, said, capsys):
    assert main(["play", "juggler", "--option", option]) == 2
    assert capsys.readouterr().err.strip() == f"Error: {said}"


def test_play_help_lists_every_games_options(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    assert "target_wins (default 2): round wins needed to win the match" in out
    assert "  boromir: (no options)" in out
    for game in engines.keys():
        assert f"  {game}:" in out


def test_t_shows_the_table_again_and_asks_the_same_question(stdin, capsys):
    stdin(["t", "1", "t", "q"])
    assert play("jugglers", "--seed", "1") == 0
    out = capsys.readouterr().out
    tables = out.count("── Jugglers · round 1")
    assert tables == 4  # the first table, again, the next turn's, and again
    question = "Choose the number of secret influences:"
    first, again = out.index(question), out.index(question, out.index(question) + 1)
    assert "── Jugglers" in out[first:again]


def test_the_final_table_is_shown_before_the_results(stdin, always_first, capsys):
    stdin(always_first)
    assert play("boromir", "--players", "2", "--seed", "3") == 0
    out = capsys.readouterr().out
    final = out.rindex("── Boromir · game over")
    assert final < out.index("Game over:") and "The ring, clockwise" in out[final:]


def test_every_log_line_reads_as_a_sentence(stdin, always_first, capsys):
    stdin(always_first)
    assert play("jugglers", "--players", "2", "--seed", "3", *SHORT) == 0
    out = capsys.readouterr().out
    logged = [line for line in out.splitlines() if line.startswith("  · ")]
    # The die's lines come without a full stop from the engine (the picture reads them).
    assert re.search(r"discarded\s+unseen\.\n", out) and "unseen\n" not in out
    assert all(line[4].isupper() or line[4].isdigit() for line in logged)


def test_game_names_are_not_case_sensitive_and_say_the_short_name(capsys):
    assert play("Jugglers", "--players", "9") == 2
    assert capsys.readouterr().err == "Error: Jugglers is for 2 to 5 players.\n"


@pytest.mark.parametrize(
    ("option", "said"),
    [
        ("foo=bar", "Jugglers has no option 'foo' (its options: target_wins, dummy_sigils)."),
        ("timer=60", "There is no turn timer at the terminal: take your time."),
    ],
)
def test_option_names_are_the_games_own(option, said, capsys):
    assert play("jugglers", "--option", option) == 2
    assert capsys.readouterr().err.strip() == f"Error: {said}"


def test_a_typed_option_that_does_not_fit_is_said_without_python_words(capsys):
    assert play("siteswap", "--option", "flashed=abc") == 2
    err = capsys.readouterr().err.strip()
    assert err == "Error: Option 'flashed' does not accept 'abc'."


def test_lang_fi_plays_boromir_in_finnish(stdin, capsys):
    """--lang fi: the title, the game's lines, the table, the choices and the results."""
    printed: list[str] = []
    stdin(passing_player(printed), before_each=lambda: printed.append(capsys.readouterr().out))
    assert play("boromir", "--players", "2", "--seed", "3", "--lang", "fi") == 0
    out = "".join(printed) + capsys.readouterr().out
    assert "Boromir: pinojen kehä, salainen väri · 2 pelaajaa · siemen 3" in out
    assert "Arvonta valitsee aloittajaksi pelaajan" in out  # the engine's first line
    assert re.search(r"· [AB] siirtää \S+-pinon \(\d+ korttia?\) paikasta", out)
    assert "Kehä myötäpäivään" in out and "Kätesi: " in out  # the terminal table
    assert "1) Kaappaa pinolla" in out or "Passaa (kaappaus ei ole mahdollinen)" in out
    assert re.search(r"\d+ pinoa?\n", out)  # the scores in Finnish words
    assert "draws" not in out and "moves the" not in out  # nothing of the game in English


def test_lang_refuses_a_language_we_do_not_ship(capsys):
    with pytest.raises(SystemExit):
        play("boromir", "--lang", "sv")
    assert "invalid choice: 'sv'" in capsys.readouterr().err


def test_the_lang_choices_are_the_languages_with_catalogs():
    assert LANGUAGES == SHIPPED
