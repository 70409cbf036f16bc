"""Juggler at the terminal: its own text table, driven through stdin, and its simulate figures."""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from dataclasses import replace
from functools import cache

import pytest

import engines
from bot.__main__ import main
from bot.local.play import GOODBYE
from engines.core.figures import figures_of
from engines.juggler.cards import LETTER_VALUES
from engines.juggler.state import JugglerOptions, JugglerState, Phase, Stage
from renderers.juggler.text import TEXT_TABLE as TABLE
from renderers.juggler.text import letter, letters
from renderers.presentation import presentation_for
from tests.engines.conformance import choose_bot, play_out
from tests.engines.juggler.helpers import scramble_hidden

ENGINE = engines.get("juggler")
LOCK_IN_PROMPT = "Lock it in anyway? y locks it in, Enter answers again, q quits: "
VALUES = LETTER_VALUES["en"]
TILE = re.compile(r"[A-Z][₀-₉]")
PEOPLE = ["you", "bot", "bot", "bot"]


@cache
def _states(players: int = 4, seed: int = 7) -> list[JugglerState]:
    """A short game between the engine's bots, every state of it."""
    return play_out(ENGINE, players, seed, choose_bot, JugglerOptions(target=20)).states


def test_the_lookup_finds_the_juggler_table():
    assert presentation_for("juggler").text_table is TABLE


def test_letters_carry_their_values_as_subscripts():
    assert letter("Q", VALUES) == "Q₉"
    assert letters(["A", "U", "Z"], VALUES) == "A₁ U₂ Z₉"
    assert letters([], VALUES) == "—"


@pytest.mark.parametrize(
    ("language", "named"), [("en", ""), ("de", " (German)"), ("fr", " (French)")]
)
def test_the_title_names_an_edition_other_than_english(language, named):
    state = ENGINE.new_game(3, JugglerOptions(language=language), 1)
    title = TABLE.render(ENGINE.view(state, 0), PEOPLE[:3])[0]
    assert title.startswith(f"── Juggler{named} · round 1 · first to 70 points ")


def test_the_table_shows_counts_for_others_and_letters_only_for_you():
    state = next(s for s in _states() if s.phase is Phase.PLAY and s.table and s.turn == 0)
    lines = TABLE.render(ENGINE.view(state, 0), PEOPLE)
    text = "\n".join(lines)
    assert lines[0].startswith("── Juggler · round ") and len(lines[0]) == 78
    assert f"Your hand  {letters(sorted(state.hands[0]), VALUES)}" in text
    table = letters(sorted(state.table, key=lambda c: (c not in "AEIOU", c)), VALUES)
    assert f"  Table      {table}" in text
    assert f"red {len(state.red)} (vowels) · black {len(state.black)} (consonants)" in text
    for seat in range(4):
        red = sum(c in "AEIOU" for c in state.hands[seat])
        row = next(line for line in lines if line.startswith(f"  {'ABCD'[seat]}  "))
        assert row.split()[1:5] == [
            PEOPLE[seat],
            str(state.totals[seat]),
            str(len(state.hands[seat])),
            str(red),
        ]
    shown = Counter(TILE.findall(text))
    assert shown == Counter(letter(c, VALUES) for c in [*state.table, *state.hands[0]])


def test_no_other_players_letters_ever_change_what_is_printed():
    for number, state in enumerate(_states()[::3]):
        seat = number % 4
        view = ENGINE.view(state, seat)
        other = ENGINE.view(scramble_hidden(state, seat, random.Random(number)), seat)
        assert TABLE.render(other, PEOPLE) == TABLE.render(view, PEOPLE)
    public = ENGINE.view(_states()[5], None)
    assert not any("Your hand" in line for line in TABLE.render(public, PEOPLE))


@pytest.mark.parametrize(
    ("moment", "expected"),
    [
        (
            lambda s: (
                s.phase is Phase.PLAY and s.declarer not in (None, 0) and 0 in ENGINE.to_act(s)
            ),
            "declared: ",
        ),
        (
            lambda s: s.phase is Phase.PLAY and s.stage is Stage.DISCARD and s.turn == 0,
            "  You took   ",
        ),
        (lambda s: s.phase is Phase.REVEAL and 0 in ENGINE.to_act(s), "▶ Your turn: name one word"),
        (lambda s: s.phase is Phase.PLAY and s.results and s.turn == 0, "round 1"),
        (lambda s: s.phase is Phase.OVER, "The game is over."),
    ],
    ids=["final-turns", "taken", "reveal", "last-round", "over"],
)
def test_each_moment_says_what_matters(moment, expected):
    state = next(s for players in (2, 4) for s in _states(players) if moment(s))
    text = "\n".join(TABLE.render(ENGINE.view(state, 0), PEOPLE[: state.players]))
    assert expected in text


def test_the_empty_decks_countdown_is_shown():
    state = replace(_states()[0], red=[], black=[], dry_from=0)
    text = "\n".join(TABLE.render(ENGINE.view(state, 0), PEOPLE))
    assert "Both decks are empty: 4 turns left unless someone declares." in text


def test_a_scripted_game_prints_only_your_letters(stdin, capsys, monkeypatch):
    """`python -m bot play juggler --seed 1`: at every question, the letters printed in
    the table are exactly the face-up cards and your own hand, never another's."""
    seen: dict[str, JugglerState] = {}
    view = ENGINE.view

    def spy(state: JugglerState, seat: int | None):  # what the service shows seat A
        if seat == 0:
            seen["state"] = state
        return view(state, seat)

    monkeypatch.setattr(ENGINE, "view", spy)
    checked = []
    said: list[str] = []

    def answers():
        while True:  # "1" to every question; a word the game warns about is locked in
            yield "y" if said and said[-1].endswith(LOCK_IN_PROMPT) else "1"

    def inspect() -> None:
        printed = capsys.readouterr().out
        said.append(printed)
        if "── Juggler" not in printed:
            return  # a second question on the same turn
        state = seen["state"]
        table = printed[printed.rindex("── Juggler") :]
        expected = [*state.table, *state.hands[0]]
        if state.phase is Phase.PLAY and state.turn == 0 and state.taken is not None:
            expected.append(state.taken)
        assert Counter(TILE.findall(table)) == Counter(letter(c, VALUES) for c in expected)
        assert f"Your hand  {letters(sorted(state.hands[0]), VALUES)}" in table
        checked.append(state.step)

    stdin(answers(), before_each=inspect)
    assert main(["play", "juggler", "--seed", "1"]) == 0
    out = "".join(said) + capsys.readouterr().out
    assert "Game over:" in out
    assert len(checked) > 20


def test_simulate_reports_juggler_figures(capsys):
    args = ["simulate", "juggler", "--games", "2", "--players", "3", "--seed", "1"]
    assert main([*args, "--bots", "bot,random", "--option", "target=20"]) == 0
    out = capsys.readouterr().out
    assert "Figures of juggler" in out
    assert re.search(r"rounds declared +\d+\.\d% \(\d+ of \d+\)", out)
    assert re.search(r"accepted words +\d+\.\d% of hands at a reveal, \d+\.\d\d letters", out)


def test_figures_count_each_round_once_from_public_views():
    states = _states()
    figures = figures_of(engines.get("juggler"))
    totals: Counter[str] = Counter()
    public = [ENGINE.view(state, None) for state in states]
    for before, after in itertools.pairwise(public):
        totals.update(figures.count(before, after))
    results = states[-1].results
    assert totals["rounds"] == len(results)
    assert totals["round points"] == sum(sum(result.points) for result in results)
    assert totals["declared"] == sum(result.declarer is not None for result in results)
    assert figures.samples(public[-1], ENGINE.outcome(states[-1])) == [
        points for result in results for points in result.points
    ]


def test_the_terminal_warns_about_letters_before_lock_in_but_never_checks_the_dictionary(
    stdin, capsys
):
    printed: list[str] = []
    asked: list[str] = []

    def answers():
        for _ in range(3000):
            shown = printed[-1] if printed else ""
            if "Your word" in shown and "type it" in shown:
                asked.append("word")
                yield "qqqqqq" if len(asked) == 1 else "xyzzyq"
            elif shown.endswith(LOCK_IN_PROMPT):
                yield "" if len(asked) == 1 else "y"  # Enter answers again; y locks in
            else:
                yield "1"

    stdin(answers(), before_each=lambda: printed.append(capsys.readouterr().out))
    assert main(["play", "juggler", "--seed", "1", "--option", "max_rounds=1"]) == 0
    out = "".join(printed) + capsys.readouterr().out
    assert "⚠ QQQQQQ needs cards that are not in the hand" in out
    assert asked.count("word") >= 2  # Enter asked for the word again
    assert "not in the dictionary" not in out.split("Reveal")[0]


def test_a_blank_word_is_no_word_only_once_confirmed(stdin, capsys):
    printed: list[str] = []
    blanks: list[str] = []

    def answers():
        for _ in range(3000):
            shown = printed[-1] if printed else ""
            if "Your word" in shown and "type it" in shown:
                blanks.append("asked")
                yield ""  # Enter, with nothing typed
            elif "Press Enter again to confirm" in shown:
                blanks.append("confirmed")
                yield ""
            else:
                yield "1"

    stdin(answers(), before_each=lambda: printed.append(capsys.readouterr().out))
    assert main(["play", "juggler", "--seed", "1", "--option", "max_rounds=1"]) == 0
    out = "".join(printed) + capsys.readouterr().out
    assert blanks[:2] == ["asked", "confirmed"]
    assert re.search(r"A: no word from \w+, 0 points", out)


def _to_the_reveal(stdin, capsys, at_word, at_lock_in):
    """A game played with "1" until the word is asked for; `at_word` and `at_lock_in`
    answer those questions, from the count of times each was asked."""
    printed: list[str] = []
    asked = Counter()

    def answers():
        for _ in range(3000):
            shown = printed[-1] if printed else ""
            if "Your word" in shown and "type it" in shown:
                asked["word"] += 1
                yield at_word(asked["word"])
            elif shown.endswith(LOCK_IN_PROMPT):
                asked["lock"] += 1
                yield at_lock_in(asked["lock"])
            else:
                yield "1"

    stdin(answers(), before_each=lambda: printed.append(capsys.readouterr().out))
    assert main(["play", "juggler", "--seed", "1", "--option", "max_rounds=1"]) == 0
    return "".join(printed) + capsys.readouterr().out, asked


def test_q_at_the_word_prompt_quits_as_everywhere(stdin, capsys):
    out, asked = _to_the_reveal(stdin, capsys, lambda n: "q", lambda n: "y")
    assert out.rstrip().endswith(GOODBYE) and asked == {"word": 1}
    assert "A has named a word" not in out


def test_a_warned_word_is_locked_in_only_by_y(stdin, capsys):
    """Enter, n or any other answer types the word again: only y takes a word the game
    warns about (digits here), which would score 0."""
    answers_to_lock_in = ["", "n", "ok", "y"]
    out, asked = _to_the_reveal(stdin, capsys, lambda n: "123", lambda n: answers_to_lock_in[n - 1])
    assert asked == {"word": 4, "lock": 4}
    assert out.count("⚠ Use letters only: no spaces, hyphens, apostrophes or digits.") == 4
    assert re.search(r"A: 123 from \w+, 0 points\. Use letters only", out)


def test_the_rule_line_counts_rounds_against_the_tables_last_one():
    state = ENGINE.new_game(2, JugglerOptions(max_rounds=3), 1)
    assert TABLE.render(ENGINE.view(state, 0), PEOPLE[:2])[0].startswith(
        "── Juggler · round 1 of 3 · first to 70 points ─"
    )
    plain = ENGINE.new_game(2, JugglerOptions(), 1)
    assert " · round 1 · " in TABLE.render(ENGINE.view(plain, 0), PEOPLE[:2])[0]
