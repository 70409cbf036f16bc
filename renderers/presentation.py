"""What a game shows: its pictures and its terminal table, found through its engine.

An engine names the module that draws it in `engine.presentation` (a dotted
module path such as "renderers.jugglers"); that module may expose
`render_table`, `render_hand`, `render_results` and other `render_<kind>`
functions, each `(view, names=None) -> bytes` (with a keyword `locale`, the
reader's language, once the game's pictures are translated), `describe_<kind>` with the
same arguments, the picture in words (its alt text; `renderers.describe`
words the others), `TEXT_TABLE`, the terminal
table, and `text_animation(view)`, frames for the terminal to play. Whatever
a game leaves out, the generic one stands in: no picture (front ends fall back
to text) and the field-by-field text table.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import engines
from renderers.describe import LIMIT, generic
from renderers.i18n import SOURCE, takes_locale
from renderers.text import GenericTable, TextTable

# render_<kind>(view, names=None) -> image bytes; names are display names by seat.
Renderer = Callable[..., bytes]


@dataclass(frozen=True)
class Presentation:
    """One game's drawing functions, with the generic ones filled in."""

    game: str
    module: ModuleType | None
    text_table: TextTable

    def renderer(self, kind: str) -> Renderer | None:
        """`render_<kind>` of the game, or None when it draws no such picture."""
        if self.module is None:
            return None
        return getattr(self.module, f"render_{kind}", None)

    def text_frames(self, view: Any) -> list[list[str]]:
        """The game's character animation of what the view shows moving (a juggled
        pattern), frames of lines; empty when the game has none or nothing moves."""
        animate = getattr(self.module, "text_animation", None) if self.module else None
        return animate(view) if animate is not None else []

    def draw(
        self, kind: str, view: Any, names: Sequence[str] | None = None, locale: str = SOURCE
    ) -> bytes | None:
        """The picture as bytes, or None when the game has none of that kind; its words in
        `locale` when the game's pictures are translated (English otherwise)."""
        render = self.renderer(kind)
        if render is None:
            return None
        language = {"locale": locale} if takes_locale(render) else {}
        return render(view, names=list(names or []) or None, **language)

    def table_lines(self, view: Any, people: list[str], locale: str = SOURCE) -> list[str]:
        """The terminal table's lines, in `locale` when the game's table is translated."""
        render = self.text_table.render
        return render(view, people, locale=locale) if takes_locale(render) else render(view, people)

    def describe(
        self, kind: str, view: Any, names: Sequence[str] | None = None, locale: str = SOURCE
    ) -> str:
        """The picture of `kind` in words, for people who cannot see it: the game's own
        `describe_<kind>` (in `locale` once the game's words are translated), or a generic
        line; never longer than Discord keeps."""
        own = getattr(self.module, f"describe_{kind}", None) if self.module else None
        if own is None:
            return generic(engines.get(self.game).title, kind, view, locale=locale)[:LIMIT]
        language = {"locale": locale} if takes_locale(own) else {}
        return own(view, names=list(names or []) or None, **language)[:LIMIT]


def presentation_for(game: str) -> Presentation:
    """The presentation of a registered game (KeyError for an unknown one)."""
    engine = engines.get(game)
    path = getattr(engine, "presentation", None)
    module = importlib.import_module(path) if path else None
    table = getattr(module, "TEXT_TABLE", None) if module is not None else None
    generic = GenericTable(engine.title)
    return Presentation(game, module, table if table is not None else generic)
