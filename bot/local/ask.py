"""Asking the person at the terminal for an action, one field at a time.

The questions come from `engines.core.choosing`, as they do for Discord's
buttons, so a new game is playable here without terminal code of its own:
a field with a few values becomes numbered options, a free-text field a
typed answer that the engine's `apply` judges.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel

from engines.core.choosing import (
    FREE_TEXT,
    Step,
    field_tokens,
    label_for,
    matching,
    next_step,
    resolve,
)

WIDTH = 78
GAP = "    "
BACK = "b"
QUIT = "q"

Reader = Callable[[str], str]


class Quit(Exception):
    """The person asked to stop (q, end of input or Ctrl-C)."""


def read_line(prompt: str) -> str:
    """One answer from stdin; end of input means the person is done."""
    try:
        answer = input(prompt)
    except EOFError:
        raise Quit from None
    if not sys.stdin.isatty():
        # Piped answers are not echoed by a terminal: print them so a transcript reads right.
        print(answer)
    return answer.strip()


def choose(
    engine: Any,
    view: Any,
    legal: Sequence[BaseModel],
    ask: Reader = read_line,
    again: BaseModel | None = None,
) -> BaseModel:
    """The action the person picks among `legal`; raises Quit when they stop.

    `again` is an action just refused for what was typed in it (a pattern that is no
    siteswap, a word not held): its other choices stand and only the typing is asked
    for again, at once, rather than the whole move from the top."""
    picks: dict[str, str] = {}
    typed: dict[str, str] = {}
    said: list[tuple[str, str]] = []  # (field, words shown) in the order answered
    retyped = _typed_fields(again) if again is not None else set()
    if again is not None and retyped:
        for name, token in field_tokens(again).items():
            if name not in retyped:
                picks[name] = token
                said.append((name, label_for(engine, view, name, getattr(again, name))))
    while (step := next_step(engine, view, legal, picks)) is not None:
        context = " → ".join(words for _, words in said)
        if step.free_text:
            optional = not _required(legal, picks, step.field)
            answer = _ask_text(step, context, bool(said), optional, ask)
        else:
            answer = _ask_option(step, context, can_go_back=bool(said), ask=ask)
        if answer is None:
            field, _ = said.pop()
            picks.pop(field)
            typed.pop(field, None)
            continue
        picks[step.field] = answer
        if step.free_text:
            typed[step.field] = answer
            said.append((step.field, f"“{answer}”"))
        else:
            words = next(option.label for option in step.options if option.token == answer)
            said.append((step.field, words))
    action = resolve(legal, picks, typed)
    if action is None:
        raise ValueError("the answers did not name exactly one legal action")
    if not said:
        print(f"Your only move: {describe(engine, view, action)}.")
    return action


def _typed_fields(action: BaseModel) -> set[str]:
    return {
        name for name, info in type(action).model_fields.items()
        if isinstance(info.json_schema_extra, dict) and info.json_schema_extra.get(FREE_TEXT)
    }  # fmt: skip


def describe(engine: Any, view: Any, action: BaseModel) -> str:
    """An action in the engine's words, field by field: "Play a card · 5♦ · Left hand"."""
    return " · ".join(
        label_for(engine, view, name, getattr(action, name)) for name in type(action).model_fields
    )


def option_lines(step: Step) -> list[str]:
    """Numbered options side by side, wrapped at the terminal width."""
    lines: list[str] = []
    line = ""
    for number, option in enumerate(step.options, 1):
        cell = f"{number}) {option.label}"
        if line and len(line) + len(GAP) + len(cell) > WIDTH:
            lines.append(line)
            line = ""
        line = f"{line}{GAP}{cell}" if line else f"  {cell}"
    return [*lines, line]


def _question(title: str, context: str) -> str:
    """An engine's own field title is a phrase ("Take a card"); a bare field name is a noun."""
    question = title if title[:1].isupper() else f"choose the {title}"
    if context:
        return f"{context} → {question}:"
    return f"{question[:1].upper()}{question[1:]}:"


def _ask_option(step: Step, context: str, can_go_back: bool, ask: Reader) -> str | None:
    """The token picked, or None to go back a step."""
    print(_question(step.title, context))
    for line in option_lines(step):
        print(line)
    count = len(step.options)
    back = f", {BACK} to go back" if can_go_back else ""
    hint = f"Type a number from 1 to {count}{back}, or {QUIT} to quit."
    # Words work too ("5d", "left", "10♥"); numbers always mean positions in the list.
    by_words = {
        word.lower(): option.token
        for option in step.options
        for word in (option.token, option.label)
        if not word.isdigit()
    }
    while True:
        answer = ask("> ")
        lowered = answer.lower()
        if lowered in (QUIT, "quit", "exit"):
            raise Quit
        if lowered == BACK and can_go_back:
            return None
        if answer.isdigit() and 1 <= int(answer) <= count:
            return step.options[int(answer) - 1].token
        if lowered in by_words:
            return by_words[lowered]
        print(hint)


def _required(legal: Sequence[BaseModel], picks: dict[str, str], field: str) -> bool:
    """Whether the typed field must have an answer (a blank word is "no word")."""
    probe = {**picks, field: ""}
    return type(matching(legal, probe)[0]).model_fields[field].is_required()


def _ask_text(
    step: Step, context: str, can_go_back: bool, optional: bool, ask: Reader
) -> str | None:
    """The text typed, or None to go back a step (an empty line, when there is one).

    Where a blank answer means something (no word), it is never taken silently:
    the person confirms it with a second empty line.
    """
    back = "; an empty line goes back" if can_go_back else ""
    print(f"{_question(step.title, context)} (type it{back}; Ctrl-C quits)")
    while True:
        answer = ask("> ")
        if answer:
            return answer
        if can_go_back:
            return None
        if optional:
            print("Nothing typed means no answer at all (it scores nothing). "
                  "Press Enter again to confirm, or type your answer.")  # fmt: skip
            answer = ask("> ")
            return answer
        print("Type your answer, or press Ctrl-C to quit.")
