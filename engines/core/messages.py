"""Words an engine says, as message ids with parameters: text is made at the edges.

Engines never build finished sentences for players. A log line, a label, a
progress line, a refusal or a summary line is a `Message`: its `key` is the
English source text with `{named}` placeholders (a gettext msgid), and its
`params` fill them. Front ends turn it into text in the reader's language
(`renderers.i18n.text(line, locale)`), so one game record reads in Finnish to
one person and in German to another, and a translator may move the words
around the placeholders as their language needs.

- `msg("{name} passes.", name="A")`: one text.
- `nmsg("{name} draws {count} card.", "{name} draws {count} cards.", drawn, name="A")`:
  a text whose form depends on a number, given as the `count` parameter
  (gettext's ngettext chooses the plural form each language has).
- `mark("Boromir: ring of stacks, hidden colour")`: a plain string that is a
  msgid too (a title, a constant), returned unchanged so it stays a `str`.

A parameter is a number, a string shown as it is (a seat letter, a card symbol
"Q♥") or another Message (a card's name, a colour), so a translatable word
inside a sentence is translated too. Babel finds these calls in the source
(`pybabel extract`, keywords in pyproject.toml under `[tool.babel]`), so the
key must be a string literal at the call, never built at run time.

A Message is plain frozen data: it compares by key and parameters, and
`engines.core.records` writes it as JSON (`{"key": ..., "params": [[name,
value], ...], "plural": ...}`) and reads it back, beside plain strings, which
old saved games hold and which are shown as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias

Param: TypeAlias = "int | float | str | Message"


@dataclass(frozen=True, slots=True)
class Message:
    """A translatable text: the English msgid, its parameters, and its plural msgid
    when the text depends on the `count` parameter."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()
    plural: str | None = None

    @property
    def arguments(self) -> Mapping[str, Param]:
        return dict(self.params)

    def __str__(self) -> str:
        """The English text, for a front end that shows a Message without a reader's
        language (an engine's warning it prints as it is); readers get `text(line, locale)`."""
        return english(self)

    @property
    def count(self) -> int:
        """The whole number that chooses the plural form (1 for a text without one).
        gettext's plural rules take whole numbers; a fraction ("1.5 stacks") is
        given as 2, which reads as plural in every language we ship."""
        value = self.arguments.get("count", 1)
        if isinstance(value, int):
            return value
        if isinstance(value, float):
            return int(value) if value.is_integer() else 2
        return 1


# What a view's log holds: Messages, and plain strings from saved games and
# from the table service, shown as they are.
Line: TypeAlias = str | Message


def msg(key: str, **params: Param) -> Message:
    """A text to translate; `key` is its English wording with `{named}` placeholders."""
    return Message(key, tuple(params.items()))


def nmsg(singular: str, plural: str, count: int, **params: Param) -> Message:
    """A text whose wording depends on `count` ("1 card", "2 cards"), itself a parameter."""
    return Message(singular, (("count", count), *params.items()), plural)


def mark(key: str) -> str:
    """A plain string that is also a msgid (a title): unchanged here, found by Babel,
    translated at the edges with `renderers.i18n.translate`."""
    return key


def marked(key: str) -> Message:
    """A string marked with `mark` elsewhere (a game's title, a setting's prompt) as a
    parameter of a sentence, so it is translated there too. Babel does not extract it
    here (it is no literal): its msgid is found where it was marked."""
    return Message(key)


def english(line: Line) -> str:
    """The English text of a line, for places with no reader (logs for developers,
    tests); readers get `renderers.i18n.text(line, locale)`."""
    if isinstance(line, str):
        return line
    template = line.key if line.plural is None or line.count == 1 else line.plural
    return template.format(**{name: _english_param(value) for name, value in line.params})


def _english_param(value: Param) -> str:
    if isinstance(value, Message):
        return english(value)
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)
