"""Choosing an action field by field, the same way in every front end.

An action model's fields are the choices a player makes, in order. A front end
narrows the legal list one field at a time: the distinct values of the next
undecided field become buttons, a select or numbered answers, until one action
is left. A field marked free text (a word, a throw sequence) is asked for as
typed input instead, and the engine's `apply` judges it.

Picks travel as short tokens (the value's JSON text without quotes: "10h",
"left", "2") so that Discord custom ids and typed answers can carry them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel

from engines.core.messages import Line

FREE_TEXT = "free_text"


def free_text_field(**kwargs: Any) -> dict[str, Any]:
    """`Field(json_schema_extra=free_text_field())` marks a typed-in field;
    `free_text_field(longest=20)` also caps the length a form accepts, and
    `longest="hand"` caps it at the length of that field of the viewer's view
    (a word can use no more letters than the hand holds)."""
    return {FREE_TEXT: True, **kwargs}


@dataclass(frozen=True)
class Option:
    token: str  # the value as a short stable text
    label: Line  # what the player reads, once a front end puts it in their language


@dataclass(frozen=True)
class Step:
    """The next question: pick one option, or type a free answer."""

    field: str
    title: str
    options: tuple[Option, ...] = ()
    free_text: bool = False
    longest: int | None = None  # the most characters a typed answer can sensibly have


def token_of(plain: Any) -> str:
    """A JSON-ready value as a token: strings as they are, the rest as JSON."""
    return plain if isinstance(plain, str) else json.dumps(plain)


def field_tokens(action: BaseModel) -> dict[str, str]:
    """Each field of an action as a token, through the model's own serialiser."""
    return {name: token_of(value) for name, value in action.model_dump(mode="json").items()}


def _is_free_text(action: BaseModel, name: str) -> bool:
    return name in _free_text_fields(type(action))


@cache
def _free_text_fields(kind: type[BaseModel]) -> frozenset[str]:
    """An action class's typed-in fields, worked out once per class: `matching` asks
    for every field of every legal action, and replaying a game asks at every move."""
    return frozenset(
        name for name, field in kind.model_fields.items()
        if isinstance(field.json_schema_extra, dict) and field.json_schema_extra.get(FREE_TEXT)
    )  # fmt: skip


def _field_order(actions: Sequence[BaseModel]) -> list[str]:
    order: list[str] = []
    for action in actions:
        order += [name for name in type(action).model_fields if name not in order]
    return order


def matching(legal: Sequence[BaseModel], picks: Mapping[str, str]) -> list[BaseModel]:
    """The legal actions that agree with every pick made so far."""
    chosen = []
    for action in legal:
        tokens = field_tokens(action)
        if all(
            name in tokens and (_is_free_text(action, name) or tokens[name] == token)
            for name, token in picks.items()
        ):
            chosen.append(action)
    return chosen


def label_for(engine: Any, view: Any, name: str, value: Any) -> Line:
    """The engine's words for a value, when it offers `label`; plain text otherwise."""
    labeller = getattr(engine, "label", None)
    return labeller(view, name, value) if labeller else str(value)


def next_step(
    engine: Any, view: Any, legal: Sequence[BaseModel], picks: Mapping[str, str]
) -> Step | None:
    """The next field to ask about, or None once the picks name one action."""
    actions = matching(legal, picks)
    for name in _field_order(actions):
        if name in picks:
            continue
        having = [action for action in actions if name in type(action).model_fields]
        if not having:
            continue
        title = type(having[0]).model_fields[name].title or name.replace("_", " ")
        if _is_free_text(having[0], name):
            extra = type(having[0]).model_fields[name].json_schema_extra
            longest = extra.get("longest") if isinstance(extra, dict) else None
            if isinstance(longest, str):
                longest = max(1, len(getattr(view, longest, None) or ()))
            return Step(field=name, title=title, free_text=True, longest=longest)
        values: dict[str, Any] = {}
        for action in having:
            values.setdefault(field_tokens(action)[name], getattr(action, name))
        if len(values) > 1:
            options = tuple(
                Option(token, label_for(engine, view, name, value))
                for token, value in values.items()
            )
            return Step(field=name, title=title, options=options)
    return None


def resolve(
    legal: Sequence[BaseModel], picks: Mapping[str, str], typed: Mapping[str, str] | None = None
) -> BaseModel | None:
    """The single action the picks (and typed answers) describe, or None if still open.

    Typed answers replace the free-text field of the matching action; the
    result is not checked here: the engine's `apply` judges free input.
    """
    actions = matching(legal, picks)
    if len(actions) != 1:
        return None
    action = actions[0]
    free = [name for name in type(action).model_fields if _is_free_text(action, name)]
    typed = typed or {}
    if any(name not in typed for name in free):
        return None
    return action.model_copy(update={name: typed[name] for name in free}) if free else action
