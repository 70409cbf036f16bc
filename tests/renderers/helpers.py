"""Seeded Jugglers states for the renderer tests, and ways to look inside a PNG."""

from __future__ import annotations

import importlib
import io
import pkgutil
import sys
from functools import cache

from PIL import Image

import renderers
from engines.core.cards import Card
from engines.jugglers.state import JugglersOptions, JugglersState, Phase
from renderers.jugglers.samples import play
from renderers.text import record_fields

PLAYER_COUNTS = (2, 3, 4, 5)
SEEDS = (11, 12)


@cache
def games() -> tuple[tuple[JugglersState, ...], ...]:
    """A few whole games at every player count, one with the 2-player option off."""
    found = [tuple(play(players, seed)) for players in PLAYER_COUNTS for seed in SEEDS]
    found.append(tuple(play(2, 13, JugglersOptions(dummy_sigils=False, target_wins=1))))
    return tuple(found)


def sample_states(per_game: int = 12) -> list[JugglersState]:
    """States spread through each game, always with its first and last (every phase)."""
    picked = []
    for states in games():
        stride = max(1, len(states) // per_game)
        picked += [*states[::stride], states[-1]]
    return picked


def phases(states: list[JugglersState]) -> set[Phase]:
    return {state.phase for state in states}


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def cards_in(value: object) -> set[Card]:
    """Every card anywhere inside a view, however deeply nested."""
    if isinstance(value, Card):
        return {value}
    names = record_fields(value)
    if names is not None:
        return set().union(*(cards_in(getattr(value, name)) for name in names))
    if isinstance(value, list | tuple):
        return set().union(*(cards_in(item) for item in value))
    return set()


def reddish(pixel: tuple[int, int, int]) -> bool:
    red, green, blue = pixel[:3]
    return red > 150 and green < 100 and blue < 100


def bluish(pixel: tuple[int, int, int]) -> bool:
    red, _, blue = pixel[:3]
    return blue > 150 and red < 100


def renderer_caches() -> list:
    """Every cache of drawn things in the renderers (cards, labels, backgrounds)."""
    for found in pkgutil.walk_packages(renderers.__path__, "renderers."):
        importlib.import_module(found.name)
    return [
        value
        for name, module in list(sys.modules.items())
        if name.startswith("renderers")
        for value in vars(module).values()
        if callable(getattr(value, "cache_clear", None))
    ]


def forget_drawn(caches: list) -> None:
    """Empty the caches, so the next picture draws every text of its own again
    (a card first drawn for a wider picture would otherwise be judged at that width)."""
    for cache_ in caches:
        cache_.cache_clear()
