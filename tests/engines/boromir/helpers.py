"""Building Boromir positions for scenario tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import engines
from engines.boromir.state import BoromirState
from engines.core.cards import Card, parse_card

ENGINE = engines.get("boromir")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(word) for word in text.split())


def position(
    players: int = 2,
    ring: str = "",
    hands: list[str] | None = None,
    pile: str = "",
    turn: int = 0,
    **update: Any,
) -> BoromirState:
    """A game with the given ring tops (13 cards; "jk" is the joker), hands and pile."""
    state = ENGINE.new_game(players, ENGINE.Options(), 1)
    tops = cards(ring) if ring else tuple(stack[-1] for stack in state.ring)
    assert len(tops) == 13
    return replace(
        state,
        ring=tuple((card,) for card in tops),
        hands=tuple(cards(hand) for hand in (hands or [""] * players)),
        draw_pile=cards(pile),
        turn=turn,
        first=turn,
        log=(),
        **update,
    )


# Thirteen tops that allow no capture at all with two players: all one colour
# would end the game, so alternate colours in ranks that never beat a neighbour.
STUCK_RING = "2h 2s 2d 2c 2h 2s 2d 2c 2h 2s 2d 2c 2h"
