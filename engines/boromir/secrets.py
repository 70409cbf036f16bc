"""What a seat cannot see, changed at will: the engine's half of the leak check.

Hidden from a seat: the draw pile's order, the other hands, and, until they
are shown, the other seats' sides (who holds the Jack of Spades; which suit
each plays). `scramble_hidden` changes all of them, so a test can check that
the seat's view, text and pictures stay the same.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engines.boromir.ring import JACK_OF_SPADES
from engines.boromir.state import BoromirState, Phase
from engines.core.cards import SUITS


def scramble_hidden(state: BoromirState, seat: int | None, rng: random.Random) -> BoromirState:
    over = state.phase is Phase.OVER
    # The Jack of Spades stays put once its holder is known to all.
    jack_public = state.players == 2 and (state.jack_shown or over)
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.draw_pile, *(card for s in others for card in state.hands[s])]
    movable = [card for card in hidden if not (jack_public and card == JACK_OF_SPADES)]
    rng.shuffle(movable)
    cards = iter(movable)

    def refill(place: tuple) -> tuple:
        return tuple(
            card if jack_public and card == JACK_OF_SPADES else next(cards) for card in place
        )

    pile = refill(state.draw_pile)
    hands = tuple(
        state.hands[s] if s == seat else refill(state.hands[s]) for s in range(state.players)
    )
    update: dict[str, object] = {"draw_pile": pile, "hands": hands}
    if state.players == 2 and not jack_public:
        update["jack_holder"] = next(
            (s for s, hand in enumerate(hands) if JACK_OF_SPADES in hand), None
        )
    if state.players > 2 and not over:
        mine = state.suits[seat] if seat is not None else None
        pool = [suit for suit in SUITS if suit != mine]
        rng.shuffle(pool)
        given = iter(pool)
        update["suits"] = tuple(mine if s == seat else next(given) for s in range(state.players))
    return replace(state, **update)
