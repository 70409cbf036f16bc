"""Finding a game's rules page, for Discord's /rules and the terminal alike.

Built-in games keep theirs at docs/rules/<key>.md; a game installed from
elsewhere names its own with the engine's `rules_page` attribute (a path).
"""

from __future__ import annotations

from pathlib import Path

import engines

_SEARCHED = (Path(__file__).resolve().parents[1] / "docs" / "rules", Path("docs") / "rules")


def rules_markdown(game: str) -> str | None:
    """The rules page's text, or None when the game has none."""
    try:
        own = getattr(engines.get(game), "rules_page", None)
    except KeyError:  # no such game: no page
        return None
    candidates = [Path(own)] if own else [folder / f"{game}.md" for folder in _SEARCHED]
    for path in candidates:
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None
