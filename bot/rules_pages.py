"""Finding a game's rules page, for Discord's /rules and the terminal alike.

Built-in games keep theirs at docs/rules/<key>.md; a game installed from
elsewhere names its own with the engine's `rules_page` attribute (a path).
A page's translation sits in a folder named for its language beside it
(docs/rules/fi/<key>.md); a language without one reads the English page.
"""

from __future__ import annotations

from pathlib import Path

import engines
from renderers.i18n import SOURCE, language

_SEARCHED = (Path(__file__).resolve().parents[1] / "docs" / "rules", Path("docs") / "rules")


def rules_markdown(game: str, locale: object = SOURCE) -> str | None:
    """The rules page's text in the reader's language (English when it has no
    translation), or None when the game has none."""
    try:
        own = getattr(engines.get(game), "rules_page", None)
    except KeyError:  # no such game: no page
        return None
    english = [Path(own)] if own else [folder / f"{game}.md" for folder in _SEARCHED]
    lang = language(locale)
    translated = [path.parent / lang / path.name for path in english] if lang != SOURCE else []
    for path in translated + english:
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None
