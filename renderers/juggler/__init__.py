"""Juggler pictures: the table for the thread, a player's letters, a round's words.

Each takes a view (never the game state) and optional display names per seat.
`four_colour` is the colour-blind friendly default of every game's pictures:
Juggler has only red and black cards, so here it adds a band in the card's
colour to each tile, telling vowels from consonants by shape as well as hue.
"""

from __future__ import annotations

from collections.abc import Iterator

from renderers.juggler.describe import describe_hand, describe_results, describe_table
from renderers.juggler.pictures import render_hand, render_results, render_table
from renderers.juggler.text import TEXT_TABLE

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
    from renderers.juggler.sample_pictures import pictures

    yield from pictures(seed)
