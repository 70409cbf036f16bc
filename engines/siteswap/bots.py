"""Siteswap bots that play from their own view only.

The game's bot weighs each try by the cards it sheds and the chance that it ends
face up (see `planning`); it guesses the way `guessing` models a person, but never
names a pattern that might leave its performer without cards, and never repeats a
guess. When it may swap a card, it keeps the cards that make the longest pattern
together. `longest` is the bot from before performances had a price: it sheds as
many cards as it can, the longest pattern its hand allows or a bigger extension,
whatever the chance of a drop, and names whatever it recognises.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from engines.core.cards import Card
from engines.siteswap.actions import (
    Draw,
    Extend,
    Guess,
    KeepCards,
    Lay,
    Pass,
    Report,
    SiteswapAction,
    Stop,
    SwapGive,
    SwapTake,
)
from engines.siteswap.cards import value, values
from engines.siteswap.easy import EASY_SHARPNESS, easy_turn
from engines.siteswap.guessing import guess_for, might_empty
from engines.siteswap.patterns import inserted_positions, text
from engines.siteswap.planning import best_try
from engines.siteswap.search import extensions, patterns_from
from engines.siteswap.state import Phase
from engines.siteswap.views import SiteswapView


def _flashed(view: SiteswapView) -> int:
    return view.flashed[view.seat or 0]


def legal_draw(view: SiteswapView) -> list[SiteswapAction]:
    """Taking a card first, when the hand holds fewer than 3 and a pile can give one."""
    can = view.pickup_count > 0 or view.discard_count > 1
    return [Draw()] if len(view.hand) < 3 and not view.drew_first and can else []


def longest_shed(view: SiteswapView) -> SiteswapAction:
    """The move that leaves the fewest cards: a long lay, or a bigger extension."""
    own = tuple(view.hand_values)
    best: SiteswapAction = Pass()
    shed = 0
    lays = patterns_from(own, view.advanced, limit=3)
    longest = [pattern for pattern in lays if len(pattern) == len(lays[0])] if lays else []
    if longest:
        # Of the longest, the one that leaves cards making the longest next pattern.
        kept = max(longest, key=lambda pattern: combined_length(_left(own, pattern), view.advanced))
        best, shed = Lay(throws=text(kept)), len(kept) - (2 if view.advanced else 1)
    for target, laid in enumerate(view.table):
        for pattern in extensions(laid.values, own):
            added = len(inserted_positions(laid.values, pattern) or ())
            if added > shed:
                best, shed = Extend(target=target, throws=text(pattern)), added
    return best


def _left(own: tuple[int, ...], pattern: tuple[int, ...]) -> list[int]:
    rest = list(own)
    for throw in pattern:
        rest.remove(throw)
    return rest


def combined_length(hand: list[int], advanced: bool) -> int:
    """How long a pattern these throws make: the worth of keeping them together."""
    found = patterns_from(tuple(hand), advanced, limit=1)
    return len(found[0]) if found else 0


def least_useful(view: SiteswapView, hand: list[Card]) -> Card:
    """The card whose loss hurts the longest pattern least (the highest throw on a tie)."""
    flashed = _flashed(view)

    def worth(card: Card) -> tuple[int, int]:
        rest = list(hand)
        rest.remove(card)
        return combined_length(list(values(rest, flashed)), view.advanced), value(card, flashed)

    return max(hand, key=worth)


def longest_action(view: SiteswapView, rng: random.Random) -> SiteswapAction:
    """The `longest` bot: the most cards at once, whatever the chance of a drop."""
    return _act(view, rng, longest_shed, careful=False)


def bot_action(view: SiteswapView, rng: random.Random) -> SiteswapAction:
    """The game's bot: the best try with the price of a performance counted."""
    return _act(view, rng, best_try, careful=True)


def easy_action(view: SiteswapView, rng: random.Random) -> SiteswapAction:
    """The easy bot: short patterns, a slower eye, and now and then a turn let pass."""
    return _act(view, rng, partial(easy_turn, rng=rng), careful=False, sharpness=EASY_SHARPNESS)


def _act(
    view: SiteswapView,
    rng: random.Random,
    turn: Callable[[SiteswapView], SiteswapAction],
    careful: bool,
    sharpness: float = 1.0,
) -> SiteswapAction:
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    performance = view.performance
    if view.phase is Phase.TURN:
        if Draw() in legal_draw(view):
            return Draw()
        return turn(view)
    if view.phase is Phase.SWAP_TAKE:
        flashed = _flashed(view)
        now = combined_length(list(view.hand_values), view.advanced)
        top = view.discard_top
        with_top = [*view.hand_values, value(top, flashed)] if top is not None else []
        if with_top and combined_length(with_top, view.advanced) > now:
            return SwapTake(source="discard")
        return SwapTake(source="none")
    if view.phase is Phase.SWAP_GIVE:
        return SwapGive(card=least_useful(view, list(view.hand)))
    if view.phase is Phase.TRICK_DISCARD:
        # Only ever standing in for a person who juggled a trick: their cards stay theirs.
        return KeepCards()
    assert performance is not None
    if seat == performance.performer:
        # Standing in for a juggler (who left, or ran out of time): a pattern counts as
        # juggled clean; a trick's guesses are words only its juggler can judge, so it
        # was named by nobody.
        return Report(result="dropped" if performance.kind == "trick" else "clean")
    if performance.throws is None or (careful and might_empty(view)):
        return Stop()
    guess = guess_for(
        performance.throws, performance.wrong[seat], rng, performance.missed, sharpness
    )
    return Guess(throws=guess) if guess is not None else Stop()
