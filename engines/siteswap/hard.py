"""The hard Siteswap bot: an expert's eye and a turn weighed a move further ahead.

What it improves on the game's bot, each measured against it (see the rules page):
- Its turn counts what the hand can still do after the try, not only the cards it
  sheds: a try is worth the cards it leaves minus, a little, how well those cards
  combine, with going out valued above a plain lay. The card drawn at the turn's
  end is unknown, so it is dealt many times from the cards the bot cannot see (a
  determinized look-ahead: its own hand, the table and the discard top are known,
  everything else is equally likely), each try weighed on the same deals.
- Watching an animation it recognises a pattern like an expert, and never names
  one that might empty its performer's hand. In live mode nothing is drawn to
  watch, so it reads the performer's hand the same way: it deals that hand many
  times from the cards it cannot see, asks what a player would lay from it, keeps
  the deals whose pattern fits the public hints, and names the likeliest pattern
  not guessed wrong yet.
- As the right guesser it takes the discard top when it helps, else the pick-up
  pile's top (then gives up the least useful card: never worse than keeping).

It decides from its view alone; its deals come from the generator it is given, so
the same view, seed and budget give the same move. The budget counts deals.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import replace

from engines.core.cards import Card
from engines.core.levels import Budget
from engines.siteswap import hints
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
from engines.siteswap.bots import combined_length, least_useful, legal_draw
from engines.siteswap.cards import DECK, value, values
from engines.siteswap.guessing import might_empty, recognition_chance
from engines.siteswap.patterns import canonical, inserted_positions, parse, reduced, text, unit
from engines.siteswap.planning import (
    best_try,
    laid_chance,
    weighed_extensions,
    weighed_lays,
)
from engines.siteswap.state import Phase
from engines.siteswap.views import SiteswapView

HARD_ITERATIONS = 32  # deals per decision (the drawn card, or a live performer's hand)
AHEAD = 0.3  # the worth of what the cards left can still do, against a card shed
GOING_OUT = 6.0  # laying the last cards wins at once: worth this many cards more
LOOKS = 3  # an expert watches a pattern as closely as the game's bot's three guesses


def unseen(view: SiteswapView) -> list[Card]:
    """The cards this seat cannot see anywhere, in a fixed order: the deck less its own
    hand, the table and the discard top (the pile under it is face down)."""
    left = Counter(DECK)
    left.subtract(view.hand)
    for laid in view.table:
        left.subtract(laid.cards)
    if view.discard_top is not None:
        left[view.discard_top] -= 1
    return sorted(left.elements())


def _deals(view: SiteswapView, rng: random.Random, budget: Budget, size: int) -> list[list[Card]]:
    """Up to the budget's count of `size`-card deals from the unseen cards (fewer when
    time runs out; at least one)."""
    pool = unseen(view)
    count = budget.iterations or HARD_ITERATIONS
    deals: list[list[Card]] = []
    while len(deals) < count and (not deals or not budget.out_of_time()):
        deals.append(rng.sample(pool, min(size, len(pool))))
    return deals


def _can_do(view: SiteswapView, throws: list[int]) -> float:
    """How well `throws` combine: the best try's worth in cards, as the game's bot rates it."""
    if not throws:
        return 0.0
    return max((worth for worth, _ in weighed_lays(replace(view, hand_values=throws))),
               default=0.0)  # fmt: skip


def _without(own: list[int], gone: list[int]) -> list[int]:
    rest = list(own)
    for throw in gone:
        rest.remove(throw)
    return rest


def hard_turn(view: SiteswapView, rng: random.Random, budget: Budget) -> SiteswapAction:
    """The try worth the most: fewer cards after the turn, and cards that still combine."""
    own = list(view.hand_values)
    flashed = view.flashed[view.seat or 0]
    drawn = [value(deal[0], flashed) for deal in _deals(view, rng, budget, 1) if deal]

    def after_draw(throws: list[int]) -> float:
        if not drawn:
            return _can_do(view, throws)
        return sum(_can_do(view, [*throws, card]) for card in drawn) / len(drawn)

    kept = after_draw(own)
    # Each try is scored by cards shed plus the look ahead; a pass (or a drop) keeps the hand.
    best: tuple[float, SiteswapAction] = (AHEAD * kept, Pass())
    tries = [action for _, action in weighed_lays(view)]
    tries += [action for _, action in weighed_extensions(view, -math.inf)]
    for action in tries:
        pattern = parse(action.throws)
        if isinstance(action, Extend):
            old = tuple(view.table[action.target].values)
            added = [pattern[p] for p in sorted(inserted_positions(old, pattern) or ())]
        else:
            added = list(pattern)
        rest = _without(own, added)
        chance = laid_chance(view, pattern, len(rest))
        if not rest:
            gain = len(added) + GOING_OUT
        elif isinstance(action, Extend):  # no draw after an extension
            gain = len(added) + 1 + AHEAD * _can_do(view, rest)
        else:
            gain = len(added) + AHEAD * after_draw(rest)
        worth = chance * gain + (1 - chance) * AHEAD * kept
        if worth > best[0]:
            best = (worth, action)
    return best[1]


def expert_chance(throws: list[int]) -> float:
    """An expert's chance of naming what they watch: as good as three looks of the
    game's bot (a period-3 trick always, a long high pattern about half the time)."""
    return 1 - (1 - recognition_chance(throws)) ** LOOKS


def _performer_view(view: SiteswapView, hand: list[Card]) -> SiteswapView:
    """The performer's seat at the start of their turn, holding `hand`."""
    performer = view.performance.performer if view.performance else 0
    return replace(view, seat=performer, hand=hand, phase=Phase.TURN, performance=None,
                   hand_values=list(values(hand, view.flashed[performer])))  # fmt: skip


def read_hand(view: SiteswapView, rng: random.Random, budget: Budget) -> Counter[str]:
    """Live mode: the patterns the performer's hand may hold, with how many deals gave
    each. A deal is the performer's whole hand (face-down cards included) drawn from the
    unseen cards; it counts when what a player would try with it is this performance's
    kind (on its target) and fits every public hint given so far."""
    performance = view.performance
    assert performance is not None
    performer = performance.performer
    flashed = view.flashed[performer]
    found: Counter[str] = Counter()
    for deal in _deals(view, rng, budget, view.hand_counts[performer]):
        action = best_try(_performer_view(view, deal))
        if not isinstance(action, Lay | Extend) or action.kind != performance.kind:
            continue
        if isinstance(action, Extend) and action.target != performance.target:
            continue
        performed = reduced(parse(action.throws), flashed)
        if hints.words(performed, len(performance.hints)) == performance.hints:
            found[text(canonical(unit(performed)))] += 1
    return found


def hard_guess(view: SiteswapView, rng: random.Random, budget: Budget) -> SiteswapAction:
    """Name it when recognised (or, live, the likeliest reading not refused yet)."""
    performance = view.performance
    seat = view.seat or 0
    assert performance is not None
    if performance.kind == "trick" or might_empty(view):
        return Stop()
    if performance.throws is not None:
        if rng.random() < expert_chance(performance.throws):
            return Guess(throws=text(canonical(tuple(performance.throws))))
        return Stop()
    readings = read_hand(view, rng, budget)
    for named, count in sorted(readings.items(), key=lambda item: (-item[1], item[0])):
        # After a miss, only a reading most deals agree on is worth another guess.
        if named not in performance.missed and (
            not performance.wrong[seat] or count * 2 > readings.total()
        ):
            return Guess(throws=named)
    return Stop()


def hard_action(view: SiteswapView, rng: random.Random, budget: Budget) -> SiteswapAction:
    """The hard bot's move for its seat, from its view alone."""
    seat = view.seat
    if seat is None or seat not in view.to_act:
        raise ValueError("the bot was asked to move but its seat is not awaited")
    if view.phase is Phase.TURN:
        return Draw() if Draw() in legal_draw(view) else hard_turn(view, rng, budget)
    if view.phase is Phase.SWAP_TAKE:
        flashed = view.flashed[seat]
        top = view.discard_top
        with_top = [*view.hand_values, value(top, flashed)] if top is not None else []
        now = combined_length(list(view.hand_values), view.advanced)
        if with_top and combined_length(with_top, view.advanced) > now:
            return SwapTake(source="discard")
        can_pick = view.pickup_count > 0 or view.discard_count > 1
        return SwapTake(source="pickup" if can_pick else "none")
    if view.phase is Phase.SWAP_GIVE:
        return SwapGive(card=least_useful(view, list(view.hand)))
    if view.phase is Phase.TRICK_DISCARD:
        return KeepCards()  # standing in for a person who juggled a trick: their cards stay
    performance = view.performance
    assert performance is not None
    if seat == performance.performer:
        return Report(result="dropped" if performance.kind == "trick" else "clean")
    return hard_guess(view, rng, budget)
