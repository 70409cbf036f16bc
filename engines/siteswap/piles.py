"""Taking cards: the pick-up pile, refilled from the discard pile when it runs out."""

from __future__ import annotations

from dataclasses import replace

from engines.core.cards import Card
from engines.core.dice import rng_for, shuffled
from engines.core.messages import Line, msg
from engines.siteswap.state import SiteswapState

SEAT_LETTERS = "ABCDEF"


def refilled(state: SiteswapState) -> SiteswapState:
    """An empty pick-up pile becomes the discard pile less its top card, shuffled."""
    if state.pickup or len(state.discard) < 2:
        return state
    rng = rng_for(state.seed, state.step, "refill")
    line = msg(
        "The pick-up pile is empty: the discard pile, less its top card, is shuffled into it."
    )
    return replace(
        state,
        pickup=tuple(shuffled(state.discard[:-1], rng)),
        discard=state.discard[-1:],
        log=(*state.log, line),
    )


def take_cards(state: SiteswapState, seat: int, count: int) -> tuple[SiteswapState, int]:
    """`seat` takes up to `count` cards from the pick-up pile; returns how many it got."""
    taken = 0
    for _ in range(count):
        state = refilled(state)
        if not state.pickup:
            break
        card = state.pickup[-1]
        state = with_hand(replace(state, pickup=state.pickup[:-1]), seat,
                          (*state.hands[seat], card))  # fmt: skip
        taken += 1
    return state, taken


def with_hand(state: SiteswapState, seat: int, hand: tuple[Card, ...]) -> SiteswapState:
    hands = list(state.hands)
    hands[seat] = tuple(sorted(hand))
    return replace(state, hands=tuple(hands))


def without(hand: tuple[Card, ...], cards: list[Card]) -> tuple[Card, ...]:
    left = list(hand)
    for card in cards:
        left.remove(card)
    return tuple(left)


def say(state: SiteswapState, *lines: Line) -> SiteswapState:
    return replace(state, log=(*state.log, *lines))
