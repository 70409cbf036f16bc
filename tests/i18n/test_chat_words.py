"""The Discord shell's words in a reader's language: choices, prompts, thread lines."""

from __future__ import annotations

import discord

import engines
from bot.chat.text import bullets, game_over_text, short_title, status_text
from bot.chat.views.choose import move_controls, prompt
from bot.store import ChatLink, ResultRow
from bot.tables import GameOver, TableInfo
from engines.core.choosing import next_step

BOROMIR = engines.get("boromir")


def _started(seed: int = 2):
    state = BOROMIR.new_game(2, BOROMIR.Options(), seed)
    seat = BOROMIR.to_act(state)[0]
    return state, seat, BOROMIR.view(state, seat), BOROMIR.legal_actions(state, seat)


def _info() -> TableInfo:
    return TableInfo(
        id=4, game="boromir", guild_id=1, channel_id=2, host_id=7, status="playing", version=3,
        seats=(7, None), away=(), to_act=(7,), deadline=None, timer=None, options={},
        levels=(None, "normal"),
    )  # fmt: skip


def _words(controls: discord.ui.View) -> list[str]:
    """What a person reads on the controls: each button's label, each menu option's."""
    words = []
    for dynamic in controls.children:
        item = dynamic.item
        words += [option.label for option in item.options] if hasattr(item, "options") else [
            item.label
        ]  # fmt: skip
    return words


def test_a_person_s_buttons_and_question_are_in_their_language():
    _, _, view, legal = _started()
    kind = next_step(BOROMIR, view, legal, {})
    assert kind is not None and kind.field == "kind"
    buttons = _words(move_controls(4, 3, "0123abcd", {}, kind, locale="fi"))
    assert buttons == ["Kaappaa pinolla", "Pane kortti jokerin päälle"]
    stack = next_step(BOROMIR, view, legal, {"kind": "capture"})
    assert stack is not None and stack.field == "stack"
    controls = move_controls(4, 3, "0123abcd", {"kind": "capture"}, stack, locale="fi")
    assert any(" paikassa " in label for label in _words(controls))  # "Q♥ paikassa 4"
    assert prompt(stack, "de") == "Wähle: zu bewegender Stapel"
    assert prompt(stack) == "Choose the stack to move"


def test_thread_lines_and_status_are_in_the_table_s_language():
    state, seat, _, legal = _started()
    moved = BOROMIR.apply(state, seat, legal[0])
    public = BOROMIR.view(moved, None)
    lines = bullets(public.log, "fr")
    assert lines[0].startswith("• ") and " déplace le tas " in lines[0]
    link = ChatLink(4, 2, status_lines=tuple(public.log))
    status = status_text(_info(), link, progress=public.progress, locale="fi")
    assert " kaappaa · nostopakassa " in status and " nostaa 1 kortin." in status
    assert status_text(_info(), link, locale="de").count("•") == 2
    assert short_title(BOROMIR, "fr") == "Boromir" and short_title(engines.get("jugglers"),
                                                                   "fi") == "Säätäjät"  # fmt: skip


def test_the_game_over_post_gives_scores_and_summary_in_the_table_s_language():
    over = GameOver(
        results=(ResultRow(0, 7, 1, 7.0), ResultRow(1, None, 2, 6.0)),
        summary=(BOROMIR.score_words(7.0),),
    )
    text = game_over_text(_info(), BOROMIR, over, (), locale="de")
    assert "7 Stapel" in text and "6 Stapel" in text and "stacks" not in text
