"""What a seat cannot see, changed at will: the engine's half of the leak check.

`scramble_hidden` returns the same table with every card and word hidden from
one viewer changed, so a test can assert that the viewer's view, terminal
table and pictures stay identical: whatever they show, they show without
depending on a secret.
"""

from __future__ import annotations

import random

from engines.juggler.cards import colour_of
from engines.juggler.rules import clone
from engines.juggler.state import JugglerState


def scramble_hidden(state: JugglerState, seat: int | None, rng: random.Random) -> JugglerState:
    """The same table as `seat` sees it, with every hidden card and word changed.

    Hidden cards are shuffled among hidden places of their own colour (the
    colours of cards in hand are public), and other players' pending words
    are replaced.
    """
    scrambled = clone(state)
    places = [scrambled.red, scrambled.black]
    places += [hand for s, hand in enumerate(scrambled.hands) if s != seat]
    for colour in ("red", "black"):
        spots = [
            (place, i) for place in places for i, c in enumerate(place) if colour_of(c) == colour
        ]
        letters = [place[i] for place, i in spots]
        rng.shuffle(letters)
        for (place, i), letter in zip(spots, letters, strict=True):
            place[i] = letter
    if scrambled.taken is not None and scrambled.turn != seat:
        scrambled.taken = rng.choice(scrambled.hands[scrambled.turn])
    scrambled.words = [
        word if word is None or s == seat else rng.choice(["QUIZ", "", "JAB"])
        for s, word in enumerate(scrambled.words)
    ]
    return scrambled
