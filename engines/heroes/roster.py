"""The 45 heroes: five houses of nine, with 1, 1, 2, 2, 3, 3, 4, 4 and 5 stars.

The roster is public (a Ban names a hero from it). Names are ours: short
enough for a button, and none borrowed from an existing game or story.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.core.messages import Message, msg

STARS = (1, 1, 2, 2, 3, 3, 4, 4, 5)
HOUSES = ("Ember", "Tide", "Grove", "Gale", "Stone")
# The houses are words a translator gives their language; the heroes' names stay as
# they are, names in every language.
HOUSE_WORDS: dict[str, Message] = {
    "Ember": msg("Ember"),
    "Tide": msg("Tide"),
    "Grove": msg("Grove"),
    "Gale": msg("Gale"),
    "Stone": msg("Stone"),
}
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
    def words(self) -> Message:
        """ "Blaze (Ember ★3)": a hero as log lines and buttons name it, its house in the
        reader's language."""
        return msg("{name} ({house} ★{stars})", name=self.name, house=HOUSE_WORDS[self.house],
                   stars=self.stars)  # fmt: skip


ROSTER: tuple[Hero, ...] = tuple(
    Hero(id=house_index * 9 + rank, name=name, house=house, stars=STARS[rank])
    for house_index, house in enumerate(HOUSES)
    for rank, name in enumerate(_NAMES[house])
)


def hero(hero_id: int) -> Hero:
    return ROSTER[hero_id]


def heroes_words(hero_ids: Sequence[int]) -> Message:
    """ "Blaze (Ember ★3), Surf (Tide ★2)", or "no heroes": a list of heroes as one
    Message, each hero's words a Message of its own, so every house is translated."""
    if not hero_ids:
        return msg("no heroes")
    words = hero(hero_ids[-1]).words
    for hero_id in reversed(hero_ids[:-1]):
        words = msg("{first}, {rest}", first=hero(hero_id).words, rest=words)
    return words
