"""Letter cards for Juggler pictures: one tile per card, in its deck's colour.

Vowels come from the red deck and are drawn in red; consonants, Y included,
in dark ink. With `four_colour` (the colour-blind friendly default of every
game's pictures) each tile also shows its deck colour as a band along the
bottom, so the two kinds differ in shape as well as hue.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from PIL import Image

from engines.juggler.cards import VOWELS
from renderers import cards
from renderers.theme import BLACK, FAIL, INK, INK_DIM, RED, Colour

RED_BACK: tuple[Colour, Colour] = (RED, FAIL)  # colour and lattice lines
BLACK_BACK: tuple[Colour, Colour] = (BLACK, INK_DIM)


def tile(
    letter: str,
    value: int,
    size: cards.Size,
    background: Colour,
    four_colour: bool,
    dim: bool = False,
) -> Image.Image:
    ink = RED if letter in VOWELS else INK
    band = (RED if letter in VOWELS else BLACK) if four_colour and not dim else None
    return cards.tile(letter, value, size, ink, background, band, dim)


def table_order(letters: Iterable[str]) -> list[tuple[str, int]]:
    """Face-up cards as (letter, how many): vowels first, then consonants, A to Z.

    Cards of one letter are interchangeable, so the table shows each letter
    once as a small pile, and a player finds what they look for at a glance.
    """
    counts = Counter(letters)
    return sorted(counts.items(), key=lambda item: (item[0] not in VOWELS, item[0]))
