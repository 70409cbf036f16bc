"""What the tests of each part's Messages share: the msgids every catalog translates, and
the Messages a line is made of (its own and those inside its parameters)."""

from __future__ import annotations

from collections.abc import Iterator

from engines.core.messages import Message
from renderers.i18n import LANGUAGES, SOURCE, text
from renderers.i18n.catalogs import read_catalog


def _translated(lang: str) -> set[str]:
    """The msgids a language's merged catalogs translate, every plural form filled."""
    return {
        message.id[0] if isinstance(message.id, tuple) else message.id
        for message in read_catalog(lang)
        if message.id and message.string and all(message.string)
    }


CATALOGS = {lang: _translated(lang) for lang in LANGUAGES if lang != SOURCE}


def keys_of(line: Message) -> Iterator[Message]:
    """The line and every Message among its parameters, however deep."""
    yield line
    for _, value in line.params:
        if isinstance(value, Message):
            yield from keys_of(value)


def assert_translated(line: object, seen: set[str]) -> None:
    """A line as front ends get it is a Message whose msgids (its own and those inside
    it) every catalog translates, reading with no placeholder left in any language; its
    msgids join `seen`, for a test to check the games reached the lines that matter."""
    assert isinstance(line, Message), f"not a Message: {line!r}"
    for message in keys_of(line):
        seen.add(message.key)
        for lang, keys in CATALOGS.items():
            assert message.key in keys, f"{lang} lacks {message.key!r}"
    for lang in LANGUAGES:
        shown = text(line, lang)
        assert "{" not in shown and "}" not in shown, shown
