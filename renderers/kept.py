"""Pictures kept between renders, stored on the output palette: a quarter of the memory.

Cards, tiles, tokens and backgrounds are drawn once and pasted many times, so
they are kept; kept as RGB, each pixel takes four bytes, and a few hundred
cards took about 17 MB of the bot's memory. Every finished picture is mapped
onto the fixed palette anyway (`theme.encode_png`), and a colour already on it
maps to itself, so a kept picture is mapped at once and expanded again when
used: one byte a pixel, and the same PNG bytes in the end (all 328 preview
pictures were byte-identical when this came in; a test compares kept and fresh
cards), for a conversion of a few microseconds per paste.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, update_wrapper
from typing import Any, ParamSpec

from PIL import Image

from renderers.theme import palette

P = ParamSpec("P")


def on_palette(image: Image.Image) -> Image.Image:
    """`image` mapped onto the fixed palette, as a finished picture is.

    Pillow gives each mapped image its own copy of the palette as a Python list
    (about 6 KB, more than a card's pixels); kept pictures are only ever
    expanded, never recoloured, so they share the fixed palette's instead.
    """
    indexed = image.quantize(palette=palette(), dither=Image.Dither.NONE)
    indexed.palette = palette().palette
    return indexed


class Kept:
    """A drawing function whose last `maxsize` pictures are kept on the palette.

    Offers `cache_clear` and `cache_info` as `functools.lru_cache` does, so tests
    and callers treat it like any other cache.
    """

    def __init__(self, draw: Callable[..., Image.Image], maxsize: int) -> None:
        self._indexed = lru_cache(maxsize=maxsize)(
            lambda *args, **options: on_palette(draw(*args, **options))
        )
        self.cache_clear = self._indexed.cache_clear
        self.cache_info = self._indexed.cache_info
        update_wrapper(self, draw)

    def __call__(self, *args: Any, **options: Any) -> Image.Image:
        return self._indexed(*args, **options).convert("RGB")


def kept(maxsize: int) -> Callable[[Callable[P, Image.Image]], Callable[P, Image.Image]]:
    """Decorator: keep the drawing's last `maxsize` pictures, one byte a pixel."""

    def wrap(draw: Callable[P, Image.Image]) -> Callable[P, Image.Image]:
        return Kept(draw, maxsize)  # type: ignore[return-value]

    return wrap
