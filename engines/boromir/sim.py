"""The game as the hard bot's search plays it: only what changes who wins, kept light.

A search plays thousands of moves per decision, so it does not go through
`rules.apply` (which checks the move against the whole legal list, writes the
log and builds pydantic actions). Here a deal is the ring's tops (the buried
cards never come back up, so they cannot change the result), the hands, the
pile and who holds the Jack of Spades or which suit; a move is a plain tuple
(`source, target, card`, source -1 for laying a card on the joker; None is a
pass); and `apply` changes a fresh copy. `tests/engines/boromir/test_search.py`
plays the same moves through both and checks they agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.boromir.ring import JACK_OF_SPADES, NEIGHBOURS, TAKES, side
from engines.boromir.state import HAND_SIZE, RING_SIZE, BoromirState, Phase
from engines.core.cards import JOKER, SUITS, Card, full_deck

Move = tuple[int, int, Card] | None
JOKER_SOURCE = -1
# SIDES[by_suit][card.index]: 0 black / 1 red with two players, the suit's
# place in SUITS with three or four; -1 for the joker, which counts for nobody.
SIDES = tuple(
    tuple(
        -1 if card.is_joker else ("black", "red").index(side(card, 2)) if by_suit == 0
        else SUITS.index(card.suit)
        for card in sorted([*full_deck(), JOKER], key=lambda card: card.index)
    )
    for by_suit in (0, 1)
)  # fmt: skip
BLACK, RED = 0, 1


@dataclass(slots=True)
class Deal:
    """One whole deal (a determinization), as the search plays it on. Not frozen:
    `apply` fills in a fresh copy, and nobody changes a deal once it is made."""

    players: int
    tops: list[Card]
    hands: list[tuple[Card, ...]]
    pile: tuple[Card, ...]  # the top is the last card
    turn: int
    holder: int | None  # two players: who received the Jack of Spades
    shown: bool  # two players: it was played face up
    sides: tuple[int, ...]  # each seat's side index (two players: from `holder`)
    over: bool = False


def from_state(state: BoromirState) -> Deal:
    holder = state.jack_holder
    return Deal(
        players=state.players,
        tops=[stack[-1] for stack in state.ring],
        hands=list(state.hands),
        pile=state.draw_pile,
        turn=state.turn,
        holder=holder,
        shown=state.jack_shown,
        sides=_two_sides(holder) if state.players == 2 else tuple(map(SUITS.index, state.suits)),
        over=state.phase is Phase.OVER,
    )


def _two_sides(holder: int | None) -> tuple[int, ...]:
    """Black for the holder, red for the other; nobody has a side before it is drawn."""
    if holder is None:
        return (-1, -1)
    return (BLACK, RED) if holder == 0 else (RED, BLACK)


def moves(deal: Deal) -> list[Move]:
    """Every move of the seat to act, in the order `rules.legal_actions` lists them."""
    if deal.over:
        return []
    hand = sorted(deal.hands[deal.turn])
    if not hand:
        return [None]
    found: list[Move] = [
        (source, target, card) for source, target in captures(deal) for card in hand
    ]
    joker = joker_spot(deal)
    if joker is not None:
        found += [(JOKER_SOURCE, joker, card) for card in hand]
    return found or [None]


def captures(deal: Deal) -> list[tuple[int, int]]:
    takes = TAKES[deal.players > 2]
    tops = [card.index for card in deal.tops]
    return [
        (source, target)
        for source in range(RING_SIZE)
        for target in NEIGHBOURS[source]
        if takes[tops[source]][tops[target]]
    ]


def joker_spot(deal: Deal) -> int | None:
    return next((spot for spot, card in enumerate(deal.tops) if card is JOKER), None)


def apply(deal: Deal, move: Move) -> Deal:
    """The deal after `move` by the seat to act (a move `moves` listed)."""
    seat, players = deal.turn, deal.players
    new = Deal(players, deal.tops, deal.hands, deal.pile, (seat + 1) % players,
               deal.holder, deal.shown, deal.sides)  # fmt: skip
    if move is None:
        return new
    source, target, card = move
    tops = list(deal.tops)
    if source == JOKER_SOURCE:
        tops[target] = card
    else:
        tops[target], tops[source] = tops[source], card
    hand = [held for held in deal.hands[seat] if held is not card]
    drawn = max(0, min(HAND_SIZE - len(hand), len(deal.pile)))
    if drawn:
        hand += deal.pile[len(deal.pile) - drawn :][::-1]
        new.pile = deal.pile[: len(deal.pile) - drawn]
    hands = list(deal.hands)
    hands[seat] = tuple(hand)
    new.tops, new.hands = tops, hands
    if players == 2:
        if card is JACK_OF_SPADES:
            new.shown = True
        elif new.holder is None and JACK_OF_SPADES in hand:
            new.holder = seat
            new.sides = _two_sides(seat)
    new.over = _ended(new)
    if new.over:
        new.turn = seat  # as in the rules: the turn stays where the game ended
    return new


def _ended(deal: Deal) -> bool:
    """One side on every top, or nobody able to capture (no move, or no cards)."""
    sides = SIDES[deal.players > 2]
    shown = {sides[card.index] for card in deal.tops} - {-1}
    if len(shown) <= 1:
        return True
    if not any(deal.hands):
        return True
    return joker_spot(deal) is None and not captures(deal)


def rewards(deal: Deal) -> list[float]:
    """Shares of the win once the game is over: the most stacks of one's side wins,
    ties share; two players with nobody holding the Jack of Spades: nobody wins."""
    sides = SIDES[deal.players > 2]
    counts = [0] * 4
    for card in deal.tops:
        if card is not JOKER:
            counts[sides[card.index]] += 1
    if deal.players == 2 and deal.holder is None:
        return [0.0, 0.0]
    scores = [counts[mine] for mine in deal.sides]
    best = max(scores)
    winners = scores.count(best)
    return [1 / winners if score == best else 0.0 for score in scores]
