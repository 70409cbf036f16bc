"""Asking the person at the terminal for an action, one field at a time.

The questions come from `engines.core.choosing`, as they do for Discord's
buttons, so a new game is playable here without terminal code of its own:
a field with a few values becomes numbered options, a free-text field a
typed answer that the engine's `apply` judges.

Every question takes the same keys: a number, `b` to go back a step, `t` to
show the table again, `q` to quit (a typed answer: an empty line goes back).
The keys stay the same letters in every language (a player switching languages
keeps their habits); the words around them are in the player's language.
"""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import replace
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
from engines.core.messages import Message, msg
from renderers.i18n import SOURCE, text, translate

WIDTH = 78
GAP = "    "
BACK = "b"
QUIT = "q"
TABLE = "t"
THEN = " → "

Reader = Callable[[str], str]
NOTHING_TYPED = msg(
    "Nothing typed means no answer at all (it scores nothing). "
    "Press Enter again to confirm, or type your answer."
)


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
    show_table: Callable[[], None] | None = None,
    locale: str = SOURCE,
) -> BaseModel:
    """The action the person picks among `legal`; raises Quit when they stop.

    `again` is an action just refused for what was typed in it (a pattern that is no
    siteswap, a word not held): its other choices stand and only the typing is asked
    for again, at once, rather than the whole move from the top. `show_table` prints
    the table again when the person asks for it (`t`). The game's words are shown in
    `locale`."""
    picks: dict[str, str] = {}
    typed: dict[str, str] = {}
    said: list[tuple[str, str]] = []  # (field, words shown) in the order answered
    retyped = _typed_fields(again) if again is not None else set()
    if again is not None and retyped:
        for name, token in field_tokens(again).items():
            if name not in retyped:
                picks[name] = token
                said.append((name, _label(engine, view, name, getattr(again, name), locale)))
    while (step := _in_language(next_step(engine, view, legal, picks), locale)) is not None:
        context = THEN.join(words for _, words in said)
        if step.free_text:
            optional = not _required(legal, picks, step.field)
            answer = _ask_text(step, context, bool(said), optional, ask, locale)
        else:
            tails = [forced_tail(engine, view, legal, picks, step.field, o.token, locale)
                     for o in step.options]  # fmt: skip
            question = _Question(step, context, bool(said), tails, show_table, locale)
            answer = _ask_option(question, ask)
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
            index = next(i for i, option in enumerate(step.options) if option.token == answer)
            said.append((step.field, _with_tail(step.options[index].label, tails[index])))
    action = resolve(legal, picks, typed)
    if action is None:
        raise ValueError("the answers did not name exactly one legal action")
    if not said:
        only = describe(engine, view, action, locale)
        print(text(msg("Your only move: {move}.", move=only), locale))
    return action


def _typed_fields(action: BaseModel) -> set[str]:
    return {
        name for name, info in type(action).model_fields.items()
        if isinstance(info.json_schema_extra, dict) and info.json_schema_extra.get(FREE_TEXT)
    }  # fmt: skip


def describe(engine: Any, view: Any, action: BaseModel, locale: str = SOURCE) -> str:
    """An action in the engine's words, field by field: "Play a card · 5♦ · Left hand"."""
    return " · ".join(
        _label(engine, view, name, getattr(action, name), locale)
        for name in type(action).model_fields
    )


def _label(engine: Any, view: Any, name: str, value: Any, locale: str) -> str:
    return text(label_for(engine, view, name, value), locale)


def _in_language(step: Step | None, locale: str) -> Step | None:
    """The question with the game's words in `locale`: its title and every option."""
    if step is None:
        return None
    options = tuple(replace(option, label=text(option.label, locale)) for option in step.options)
    return replace(step, title=translate(step.title, locale), options=options)


def forced_tail(
    engine: Any, view: Any, legal: Sequence[BaseModel], picks: dict[str, str], field: str,
    token: str, locale: str = SOURCE,
) -> list[str]:  # fmt: skip
    """What picking `token` would decide without asking: the fields right after it
    that this pick leaves with one value (a stack with one neighbour to land on).
    Shown beside the option, so a pick that completes a move says the whole move
    first. A field no pick changes (decided before this question) is left out."""
    before = matching(legal, picks)
    actions = matching(before, {field: token})
    names = list(type(actions[0]).model_fields) if actions else []
    tail: list[str] = []
    for name in names[names.index(field) + 1 :] if field in names else []:
        if name in picks:
            continue
        values = {field_tokens(action).get(name) for action in actions}
        if len(values) != 1 or None in values or _free_text(actions[0], name):
            break
        if len({field_tokens(action).get(name) for action in before}) > 1:
            tail.append(_label(engine, view, name, getattr(actions[0], name), locale))
    return tail


def typed_answers(action: BaseModel) -> list[str]:
    """The action's typed-in values (a word), empty ones included."""
    return [str(getattr(action, name)) for name in type(action).model_fields
            if _free_text(action, name)]  # fmt: skip


def _free_text(action: BaseModel, name: str) -> bool:
    extra = type(action).model_fields[name].json_schema_extra
    return isinstance(extra, dict) and bool(extra.get(FREE_TEXT))


def _with_tail(label: str, tail: list[str]) -> str:
    """The option's words and what it decides besides, unless they say it already
    ("Take no card" needs no "→ No card")."""
    return THEN.join([label, *(part for part in tail if part.lower() not in label.lower())])


def option_lines(step: Step, tails: Sequence[list[str]] = ()) -> list[str]:
    """Numbered options side by side, wrapped at the terminal width; each option
    says what it decides without asking (`tails`)."""
    lines: list[str] = []
    line = ""
    for number, option in enumerate(step.options, 1):
        tail = tails[number - 1] if tails else []
        cell = f"{number}) {_with_tail(option.label, tail)}"
        if line and len(line) + len(GAP) + len(cell) > WIDTH:
            lines.append(line)
            line = ""
        line = f"{line}{GAP}{cell}" if line else f"  {cell}"
    return [*lines, line]


def _question(title: str, context: str, locale: str = SOURCE) -> str:
    """An engine's own field title is a phrase ("Take a card"); a bare field name is a noun."""
    question = title if title[:1].isupper() else text(msg("choose the {what}", what=title), locale)
    if context:
        return f"{context}{THEN}{question}:"
    return f"{question[:1].upper()}{question[1:]}:"


def _say(text: str) -> None:
    """A question, wrapped at the terminal's width (a long move's steps add up)."""
    print(textwrap.fill(text, WIDTH, subsequent_indent="    ", break_on_hyphens=False))


class _Question:
    """One numbered question and what it offers besides the numbers."""

    def __init__(
        self,
        step: Step,
        context: str,
        can_go_back: bool,
        tails: list[list[str]],
        show_table: Callable[[], None] | None,
        locale: str = SOURCE,
    ) -> None:
        self.locale = locale
        self.step = step
        self.context = context
        self.can_go_back = can_go_back
        self.tails = tails
        self.show_table = show_table

    def keys(self) -> str:
        """The prompt: every key this question takes, so none has to be remembered."""
        words: list[Message] = []
        words += [msg("{letter} back", letter=BACK)] if self.can_go_back else []
        words += [msg("{letter} table", letter=TABLE)] if self.show_table is not None else []
        words += [msg("{letter} quit", letter=QUIT)]
        keys = [f"1-{len(self.step.options)}", *(text(word, self.locale) for word in words)]
        return " · ".join(keys) + " > "

    def hint(self) -> str:
        """What to type, after an answer that was none of the keys."""
        count, back, table = len(self.step.options), self.can_go_back, self.show_table is not None
        if back and table:
            said = msg(
                "Type a number from 1 to {count}, {back} to go back, {table} to see the table, "
                "or {quit} to quit.", count=count, back=BACK, table=TABLE, quit=QUIT,
            )  # fmt: skip
        elif back:
            said = msg("Type a number from 1 to {count}, {back} to go back, or {quit} to quit.",
                       count=count, back=BACK, quit=QUIT)  # fmt: skip
        elif table:
            said = msg(
                "Type a number from 1 to {count}, {table} to see the table, or {quit} to quit.",
                count=count, table=TABLE, quit=QUIT,
            )  # fmt: skip
        else:
            said = msg("Type a number from 1 to {count}, or {quit} to quit.", count=count,
                       quit=QUIT)  # fmt: skip
        return text(said, self.locale)

    def show(self) -> None:
        _say(_question(self.step.title, self.context, self.locale))
        for line in option_lines(self.step, self.tails):
            print(line)


def _ask_option(question: _Question, ask: Reader) -> str | None:
    """The token picked, or None to go back a step."""
    step = question.step
    question.show()
    count = len(step.options)
    # Words work too ("5d", "left", "10♥"); numbers always mean positions in the list.
    by_words = {
        word.lower(): option.token
        for option in step.options
        for word in (option.token, option.label)
        if not word.isdigit()
    }
    while True:
        answer = ask(question.keys())
        lowered = answer.lower()
        if lowered in (QUIT, "quit", "exit"):
            raise Quit
        if lowered == BACK and question.can_go_back:
            return None
        if lowered == TABLE and question.show_table is not None:
            question.show_table()
            question.show()
            continue
        if answer.isdigit() and 1 <= int(answer) <= count:
            return step.options[int(answer) - 1].token
        if lowered in by_words:
            return by_words[lowered]
        print(question.hint())


def _required(legal: Sequence[BaseModel], picks: dict[str, str], field: str) -> bool:
    """Whether the typed field must have an answer (a blank word is "no word")."""
    probe = {**picks, field: ""}
    return type(matching(legal, probe)[0]).model_fields[field].is_required()


def _typed(ask: Reader) -> str:
    """A typed answer; `q` alone quits here as at every question (no word is just "q")."""
    answer = ask("> ")
    if answer.lower() == QUIT:
        raise Quit
    return answer


def _ask_text(
    step: Step, context: str, can_go_back: bool, optional: bool, ask: Reader,
    locale: str = SOURCE,
) -> str | None:  # fmt: skip
    """The text typed, or None to go back a step (an empty line, when there is one).

    Where a blank answer means something (no word), it is never taken silently:
    the person confirms it with a second empty line.
    """
    question = _question(step.title, context, locale)
    if can_go_back:
        said = msg("{question} (type it; an empty line goes back; {quit} quits)",
                   question=question, quit=QUIT)  # fmt: skip
    else:
        said = msg("{question} (type it; {quit} quits)", question=question, quit=QUIT)
    _say(text(said, locale))
    while True:
        answer = _typed(ask)
        if answer:
            return answer
        if can_go_back:
            return None
        if optional:
            print(text(NOTHING_TYPED, locale))
            return _typed(ask)
        print(text(msg("Type your answer, or {quit} to quit.", quit=QUIT), locale))
