"""The 45 heroes: five houses of nine, with 1, 1, 2, 2, 3, 3, 4, 4 and 5 stars.

The roster is public (a Ban names a hero from it). Names are ours: short
enough for a button, and none borrowed from an existing game or story.
"""

from __future__ import annotations

from dataclasses import dataclass

STARS = (1, 1, 2, 2, 3, 3, 4, 4, 5)
HOUSES = ("Ember", "Tide", "Grove", "Gale", "Stone")
_NAMES = {
    "Ember": ("Spark", "Cinder", "Kindle", "Flint", "Blaze", "Scorch", "Pyrel", "Ashka", "Solenne"),
    "Tide": ("Drip", "Ripple", "Brook", "Surf", "Corra", "Torrent", "Marrow", "Undine", "Abyssa"),
    "Grove": ("Sprout", "Moss", "Bramble", "Fernel", "Thorn", "Oakum", "Willet", "Barkin", "Sylva"),
    "Gale": ("Breeze", "Puff", "Zephra", "Gusto", "Squall", "Cirro", "Tempa", "Whirly", "Stormund"),
    "Stone": ("Pebble", "Grit", "Shale", "Cobble", "Granok", "Basalt", "Obsid", "Quarra", "Monolo"),
}


@dataclass(frozen=True)
class Hero:
    id: int
    name: str
    house: str
    stars: int

    @property
    def card(self) -> str:
        """ "Blaze (Ember ★3)": a hero as log lines and buttons name it."""
        return f"{self.name} ({self.house} ★{self.stars})"


ROSTER: tuple[Hero, ...] = tuple(
    Hero(id=house_index * 9 + rank, name=name, house=house, stars=STARS[rank])
    for house_index, house in enumerate(HOUSES)
    for rank, name in enumerate(_NAMES[house])
)


def hero(hero_id: int) -> Hero:
    return ROSTER[hero_id]
