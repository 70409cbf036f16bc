"""A whole Boromir game a seat's view could be showing: the deal the hard bot searches.

Built from the view alone. Kept as the view shows it: the seat's own hand and
side, every stack's top and height, the pile's size, each hand's size, the
turn, the last capture, the counts and the log. Dealt at random from the
cards the view leaves unaccounted for (the 52 cards and the joker, less the
seat's hand and the visible tops): the cards buried under the tops, the other
hands and the pile's order. Whatever the view reveals constrains the deal:
- the joker, when no top shows it, lies buried (it never leaves the ring);
- two players: a Jack of Spades shown face up and no longer on top lies
  buried; one never shown is either in the other player's hand (who is then
  black) or still in the pile, never buried (playing it shows it);
- three or four players: the other seats' suits are drawn from the suits that
  are not the seat's own.
"""

from __future__ import annotations

import random

from engines.boromir.ring import JACK_OF_SPADES
from engines.boromir.state import BoromirState
from engines.boromir.views import BoromirView
from engines.core.cards import JOKER, SUITS, Card, full_deck

_DECKS = {players: (*full_deck(), *((JOKER,) if players != 3 else ())) for players in (2, 3, 4)}


def determinize(view: BoromirView, rng: random.Random) -> BoromirState:
    """A state whose view for `view.seat` is `view` itself, hidden cards dealt at random."""
    seat = view.seat
    if seat is None:
        raise ValueError("only a seat's view can be dealt out; a spectator has no secrets")
    players = view.players
    tops = [stack.top for stack in view.ring]
    seen = {*tops, *view.hand}
    unseen = [card for card in _DECKS[players] if card not in seen]
    others = [s for s in range(players) if s != seat]
    in_play = sum(view.hand_counts[s] for s in others) + view.draw_pile
    if len(unseen) != in_play + sum(stack.height - 1 for stack in view.ring):
        raise ValueError("the view does not add up to one deck")
    # Cards the view pins down: buried for sure, or held by the other or in the pile.
    buried = [card for card in (JOKER, JACK_OF_SPADES) if card in unseen and _buried(view, card)]
    jack_unplayed = players == 2 and JACK_OF_SPADES in unseen and JACK_OF_SPADES not in buried
    pinned = {*buried, JACK_OF_SPADES} if jack_unplayed else set(buried)
    free = [card for card in unseen if card not in pinned]
    rng.shuffle(free)
    cut = in_play - jack_unplayed
    held_or_pile = free[:cut]
    if jack_unplayed:
        held_or_pile.insert(rng.randrange(in_play), JACK_OF_SPADES)
    buried += free[cut:]
    rng.shuffle(buried)
    ring, at = [], 0
    for stack in view.ring:
        under = stack.height - 1
        ring.append((*buried[at : at + under], stack.top))
        at += under
    hands: list[tuple[Card, ...]] = [()] * players
    hands[seat] = view.hand
    at = 0
    for other in others:
        hands[other] = tuple(held_or_pile[at : at + view.hand_counts[other]])
        at += view.hand_counts[other]
    return BoromirState(
        players=players,
        seed=0,
        step=sum(view.captures),
        ring=tuple(ring),
        draw_pile=tuple(held_or_pile[at:]),
        hands=tuple(hands),
        turn=view.turn,
        first=view.turn,
        phase=view.phase,
        ending=view.ending,
        jack_holder=_jack_holder(view, hands) if players == 2 else None,
        jack_shown=view.black_seat is not None,
        suits=_suits(view, rng) if players > 2 else (),
        last_capture=view.last_capture,
        captures=view.captures,
        milestone=view.milestone,
        log=view.log,
    )


def _buried(view: BoromirView, card: Card) -> bool:
    """Must `card`, seen on no top and not held by the seat, lie under a top?"""
    if card == JOKER:
        return True
    return view.players == 2 and view.black_seat is not None


def _jack_holder(view: BoromirView, hands: list[tuple[Card, ...]]) -> int | None:
    if view.black_seat is not None:
        return view.black_seat
    if view.my_side == "black":
        return view.seat
    return next((s for s, hand in enumerate(hands) if JACK_OF_SPADES in hand), None)


def _suits(view: BoromirView, rng: random.Random) -> tuple[str, ...]:
    mine = view.my_side
    pool = [suit for suit in SUITS if suit != mine]
    rng.shuffle(pool)
    given = iter(pool)
    return tuple(mine if s == view.seat else next(given) for s in range(view.players))
