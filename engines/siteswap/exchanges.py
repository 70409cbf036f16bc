"""What naming earns: the right guesser's card swap, and after a named trick (live
mode) its juggler's exchange of two cards, which the seed makes optional ("may")."""

from __future__ import annotations

from dataclasses import replace

from engines.core.messages import msg, nmsg
from engines.core.protocol import IllegalAction
from engines.siteswap.actions import RightGuess, SwapGive, SwapTake, TrickDiscard
from engines.siteswap.piles import SEAT_LETTERS, say, take_cards, with_hand, without
from engines.siteswap.state import Phase, SiteswapState
from engines.siteswap.turn import end_turn


def right_guess(state: SiteswapState, seat: int, action: RightGuess) -> SiteswapState:
    name, guesser = SEAT_LETTERS[seat], SEAT_LETTERS[action.guesser]
    state = say(state, msg("{name}: {guesser} named the trick!", name=name, guesser=guesser))
    state = replace(state, swapper=action.guesser, recognised=state.recognised + 1)
    if len(state.hands[seat]) < 2:
        return replace(state, phase=Phase.SWAP_TAKE)
    return replace(state, phase=Phase.TRICK_DISCARD)


def trick_discard(state: SiteswapState, seat: int, action: TrickDiscard) -> SiteswapState:
    hand = state.hands[seat]
    try:
        left = without(hand, [action.first, action.second])
    except ValueError:
        raise IllegalAction(msg("Discard two cards that you hold.")) from None
    state = with_hand(state, seat, left)
    state = replace(state, discard=(*state.discard, action.first, action.second))
    state, taken = take_cards(state, seat, 2)
    state = say(state, nmsg("{name} discards {first} and {second}, and draws {count} card.",
                            "{name} discards {first} and {second}, and draws {count} cards.",
                            taken, name=SEAT_LETTERS[seat], first=action.first.symbol,
                            second=action.second.symbol))  # fmt: skip
    return replace(state, phase=Phase.SWAP_TAKE)


def keep(state: SiteswapState, seat: int) -> SiteswapState:
    """The juggler of a named trick keeps their cards; the guesser still swaps."""
    state = say(state, msg("{name} keeps their cards.", name=SEAT_LETTERS[seat]))
    return replace(state, phase=Phase.SWAP_TAKE)


def swap_take(state: SiteswapState, seat: int, action: SwapTake) -> SiteswapState:
    name = SEAT_LETTERS[seat]
    if action.source == "none":
        return _finish(say(state, msg("{name} keeps their cards.", name=name)))
    if action.source == "discard":
        card = state.discard[-1]
        state = replace(state, discard=state.discard[:-1])
        state = with_hand(state, seat, (*state.hands[seat], card))
        state = say(state, msg("{name} takes the {card} from the discard pile.", name=name,
                               card=card.symbol))  # fmt: skip
    else:
        state, _ = take_cards(state, seat, 1)
        state = say(state, msg("{name} takes the top card of the pick-up pile.", name=name))
    return replace(state, phase=Phase.SWAP_GIVE)


def swap_give(state: SiteswapState, seat: int, action: SwapGive) -> SiteswapState:
    if action.card not in state.hands[seat]:
        raise IllegalAction(msg("You do not hold the {card}.", card=action.card.symbol))
    state = with_hand(state, seat, without(state.hands[seat], [action.card]))
    state = replace(state, discard=(*state.discard, action.card))
    line = msg("{name} discards the {card}.", name=SEAT_LETTERS[seat], card=action.card.symbol)
    return _finish(say(state, line))


def _finish(state: SiteswapState) -> SiteswapState:
    performance = state.performance
    assert performance is not None
    kind = performance.kind
    return end_turn(state, performance.performer, draw=kind != "extend", active=kind != "trick")
