"""The terminal's questions, built by the shared field-by-field chooser."""

from __future__ import annotations

import pytest

from bot.local.ask import Quit, choose, option_lines
from engines.core.choosing import Option, Step
from engines.jugglers.actions import Play
from tests.engines.jugglers.helpers import ENGINE, new, to_cycle_play
from tests.local.toy import WORDS, Pass


def reader(*answers: str):
    script = iter(answers)
    return lambda prompt: next(script)


def _acting():
    state = to_cycle_play(new(4))
    seat = ENGINE.to_act(state)[0]
    return state, ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)


def test_cards_and_hands_may_be_named_instead_of_numbered(capsys):
    state, view, legal = _acting()
    card = sorted(state.hands[view.seat])[0]
    chosen = choose(ENGINE, view, legal, reader(str(card), "LEFT"))
    assert chosen == Play(card=card, target="left")
    assert f"{card.symbol} → choose the hand to play on:" in capsys.readouterr().out


def test_q_quits_at_any_question():
    _, view, legal = _acting()
    with pytest.raises(Quit):
        choose(ENGINE, view, legal, reader("1", "q"))


def test_a_single_legal_action_is_played_without_asking(capsys):
    state = WORDS.new_game(2, WORDS.Options(), 1)
    chosen = choose(WORDS, WORDS.view(state, 0), [Pass()], reader())
    assert chosen == Pass()
    assert capsys.readouterr().out == "Your only move: pass.\n"


def test_options_wrap_at_the_terminal_width():
    step = Step("card", "card", tuple(Option(str(n), f"option number {n}") for n in range(1, 9)))
    lines = option_lines(step)
    assert len(lines) > 1 and all(len(line) <= 78 for line in lines)
    assert lines[0].startswith("  1) option number 1    2) option number 2")
