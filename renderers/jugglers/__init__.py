"""Jugglers pictures: the table for the thread, a player's hand, a round's results.

Each takes a view (never the game state) and optional display names per head,
index = head index; names for the seats alone are enough, dummies are then
named after their owners. `four_colour` gives each suit its own colour, which
reads better for colour-blind players, so it is on by default. Every word drawn,
the terminal table's and the pictures' descriptions too, is in the keyword
`locale`'s language (English by default).
"""

from __future__ import annotations

from collections.abc import Iterator

from renderers.jugglers.describe import describe_hand, describe_results, describe_table
from renderers.jugglers.pictures import render_hand, render_results, render_table
from renderers.jugglers.text import TEXT_TABLE

__all__ = [
    "TEXT_TABLE",
    "describe_hand",
    "describe_results",
    "describe_table",
    "preview",
    "render_hand",
    "render_results",
    "render_table",
]


def preview(seed: int = 1) -> Iterator[tuple[str, bytes]]:
    """Named sample pictures of telling moments, for `python -m renderers.preview`."""
    # Imported here: only previews need the sample games.
    from renderers.jugglers.sample_pictures import pictures

    yield from pictures(seed)
