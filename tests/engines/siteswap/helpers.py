"""Building Siteswap tables by hand for scenario tests."""

from __future__ import annotations

from dataclasses import replace

from engines.core.cards import Card
from engines.core.messages import Line, english
from engines.siteswap import rules
from engines.siteswap.juggling import clean_chance, juggled_clean
from engines.siteswap.patterns import parse
from engines.siteswap.performance import still_guessing
from engines.siteswap.state import Laid, SiteswapOptions, SiteswapState

RANK_OF = {0: 10, 1: 14, 10: 10, 11: 14}
SUITS = "cdhs"


def said(lines: list[Line] | tuple[Line, ...]) -> list[str]:
    """Log lines (Messages) as their English text, as an English reader sees them."""
    return [english(line) for line in lines]


def cards(throws: str) -> tuple[Card, ...]:
    """Cards whose plain values are the throws typed (0 is a 10, 1 an ace)."""
    return tuple(Card(RANK_OF.get(t, t), SUITS[i % 4]) for i, t in enumerate(parse(throws)))


def table_state(
    hands: list[str],
    players: int | None = None,
    laid: list[tuple[int, str]] = (),
    pickup: str = "33333333",
    discard: str = "4",
    **options: object,
) -> SiteswapState:
    """Seat 0 to move, with the given hands, piles and patterns face up."""
    players = players or len(hands)
    state = rules.new_game(players, SiteswapOptions(**options), seed=1)
    table = tuple(
        Laid(owner=owner, cards=cards(throws), values=parse(throws)) for owner, throws in laid
    )
    return replace(
        state, hands=tuple(tuple(sorted(cards(hand))) if hand else () for hand in hands),
        pickup=cards(pickup) if pickup else (), discard=cards(discard) if discard else (),
        table=table, turn=0, log=(),
    )  # fmt: skip


def everyone_stops(state: SiteswapState, clean: bool = True) -> SiteswapState:
    """Every guesser stops, and the performer then juggles the pattern 20 cycles clean
    (or drops it): the game's seed is one whose draw at the closing step says so."""
    performance = state.performance
    assert performance is not None
    closing = state.step + len(still_guessing(performance))
    chance = clean_chance(performance.performed, len(performance.cards),
                          state.flashed(performance.performer))  # fmt: skip
    seed = next(seed for seed in range(10_000) if juggled_clean(seed, closing, chance) == clean)
    return rules.close_window(replace(state, seed=seed))
