"""Text in the reader's language, made from what engines and the service say.

Engines and the table service say things as `engines.core.messages.Message`s
(an English msgid and its parameters); this package turns them into text at
the edges, where the reader is known: a person's Discord locale for private
messages, the table's language for thread posts and pictures, `--lang` at the
terminal. It lives beside the renderers, not in `bot/`, because pictures need
their words too and renderers may not import the application.

Catalogs are gettext `.po` files, one set per game beside its pictures and one
shared set in `locales/<lang>/LC_MESSAGES/messages.po`,
managed with Babel (see docs/translating.md) and read when first needed
(`catalogs`). English is the source: an English reader, a language we do not
ship, or a text a catalog lacks all read the English msgid.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import cache
from typing import Any

from babel.numbers import format_decimal

from engines.core.messages import Line, Message, Param
from renderers.i18n.catalogs import LANGUAGES, SOURCE, translations

__all__ = ["LANGUAGES", "SOURCE", "language", "takes_locale", "text", "texts", "translate"]

# Names of the languages in themselves, for menus and `--lang` help.
LANGUAGE_NAMES = {"en": "English", "fi": "suomi", "de": "Deutsch", "fr": "français"}


def language(locale: object) -> str:
    """One of `LANGUAGES` for a locale as anyone writes it: Discord's "fi", "en-US",
    "en-GB" or a `discord.Locale`, POSIX "fr_FR.UTF-8", "DE"; English for the rest
    (an unknown or missing locale reads the source language, never fails)."""
    value = getattr(locale, "value", locale)
    if not isinstance(value, str):
        return SOURCE
    base = value.strip().replace("_", "-").split(".")[0].split("-")[0].lower()
    return base if base in LANGUAGES else SOURCE


def translate(msgid: str, locale: object = SOURCE) -> str:
    """A plain msgid (a title marked with `mark`, a button's words) in the reader's
    language."""
    return translations(language(locale)).gettext(msgid)


def text(line: Line, locale: object = SOURCE) -> str:
    """A line in the reader's language. Plain strings (lines saved before Messages,
    games not yet translated, the service's own lines) are shown as they are."""
    if isinstance(line, str):
        return line
    lang = language(locale)
    catalog = translations(lang)
    if line.plural is None:
        template = catalog.gettext(line.key)
    else:
        template = catalog.ngettext(line.key, line.plural, line.count)
    values = {name: _param(value, lang) for name, value in line.params}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation whose placeholders do not match (the catalog test catches
        # them; this keeps a player's screen readable if one slips through).
        source = line.key if line.plural is None or line.count == 1 else line.plural
        return source.format(**values)


def texts(lines: tuple[Line, ...] | list[Line], locale: object = SOURCE) -> list[str]:
    return [text(line, locale) for line in lines]


@cache
def takes_locale(function: Callable[..., Any]) -> bool:
    """Does a game's drawing function (`render_table`, a text table's `render`) take
    `locale`? A game opts in as it is translated; the others are called as before."""
    try:
        return "locale" in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


def _param(value: Param, lang: str) -> str:
    if isinstance(value, Message):
        return text(value, lang)
    if isinstance(value, float) and not value.is_integer():
        return format_decimal(value, locale=lang)
    if isinstance(value, float):
        return str(int(value))
    return str(value)
