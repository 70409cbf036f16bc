"""Setting up, checking and applying Boromir moves.

`apply` builds the next state from the few collections a move changes and
shares the rest; nothing here changes its input. All randomness for one step
comes from a generator derived from (seed, step), so replays are exact.
"""

from __future__ import annotations

from dataclasses import replace

from engines.boromir.actions import BoromirAction, Capture, CoverJoker, Pass
from engines.boromir.ring import (
    JACK_OF_SPADES,
    beats,
    can_capture,
    captures,
    joker_spot,
    one_side_only,
)
from engines.boromir.setup import SEAT_LETTERS, deal
from engines.boromir.state import (
    HAND_SIZE,
    BoromirOptions,
    BoromirState,
    Ending,
    LastCapture,
    Phase,
)
from engines.core.messages import Message, msg, nmsg
from engines.core.protocol import IllegalAction

__all__ = ["apply", "beats", "legal_actions", "new_game", "to_act"]


def new_game(players: int, options: BoromirOptions, seed: int) -> BoromirState:
    return deal(players, seed)


def to_act(state: BoromirState) -> list[int]:
    return [] if state.phase is Phase.OVER else [state.turn]


def can_move(state: BoromirState, seat: int) -> bool:
    """Could `seat` capture now (a hand card to fill, and a stack that may move)?"""
    if not state.hands[seat]:
        return False
    return joker_spot(state.ring) is not None or bool(captures(state.ring, state.players))


def legal_actions(state: BoromirState, seat: int) -> list[BoromirAction]:
    if seat not in to_act(state):
        return []
    hand = sorted(set(state.hands[seat]))
    moves: list[BoromirAction] = []
    if hand:
        for source, target in captures(state.ring, state.players):
            moves += [Capture(stack=source, onto=target, fill=card) for card in hand]
        if joker_spot(state.ring) is not None:
            moves += [CoverJoker(card=card) for card in hand]
    return moves or [Pass()]


def _refusal(state: BoromirState, seat: int, action: object) -> Message:
    """Why an action is refused, in words a player understands."""
    if state.phase is Phase.OVER:
        return msg("The game is over.")
    if seat != state.turn:
        return msg("It is not your turn.")
    hand = state.hands[seat]
    if isinstance(action, Pass):
        return msg("You can capture, so you may not pass.")
    if isinstance(action, Capture | CoverJoker):
        card = action.fill if isinstance(action, Capture) else action.card
        if card not in hand:
            return msg("You do not hold the {card}.", card=card.words)
    if isinstance(action, CoverJoker):
        return msg("The joker is covered already.")
    if isinstance(action, Capture) and not can_capture(
        state.ring, action.stack, action.onto, state.players
    ):
        return msg(
            "The stack at spot {stack} cannot capture spot {onto}: it must be a neighbour, "
            "of the other colour (suit with 3-4 players), and lower.",
            stack=action.stack + 1,
            onto=action.onto + 1,
        )
    return msg("That move is not possible now.")


def apply(state: BoromirState, seat: int, action: object) -> BoromirState:
    if action not in legal_actions(state, seat):
        raise IllegalAction(_refusal(state, seat, action))
    name = SEAT_LETTERS[seat]
    if isinstance(action, Pass):
        new = replace(
            state, step=state.step + 1, passes=state.passes + 1,
            log=(msg("{name} cannot capture and passes.", name=name),),
        )  # fmt: skip
        return _next_turn(new)
    ring = list(state.ring)
    hand = list(state.hands[seat])
    if isinstance(action, Capture):
        moved = ring[action.stack]
        victim = ring[action.onto][-1]
        ring[action.onto] = ring[action.onto] + moved
        ring[action.stack] = (action.fill,)
        hand.remove(action.fill)
        lines = [
            nmsg(
                "{name} moves the {top} stack ({count} card) from spot {source} onto the "
                "{victim} at spot {target}, and fills spot {source} with the {fill}.",
                "{name} moves the {top} stack ({count} cards) from spot {source} onto the "
                "{victim} at spot {target}, and fills spot {source} with the {fill}.",
                len(moved),
                name=name,
                top=moved[-1].symbol,
                source=action.stack + 1,
                victim=victim.symbol,
                target=action.onto + 1,
                fill=action.fill.symbol,
            )
        ]
        placed, last = (
            action.fill,
            LastCapture(seat=seat, source=action.stack, target=action.onto, card=moved[-1]),
        )
    else:
        assert isinstance(action, CoverJoker)
        spot = joker_spot(ring)
        assert spot is not None
        ring[spot] = ring[spot] + (action.card,)
        hand.remove(action.card)
        lines = [
            msg("{name} covers the joker at spot {spot} with the {card}.",
                name=name, spot=spot + 1, card=action.card.symbol)
        ]  # fmt: skip
        placed = action.card
        last = LastCapture(seat=seat, source=None, target=spot, card=action.card)
    shown = state.jack_shown
    if placed == JACK_OF_SPADES and state.players == 2:
        shown = True
        lines.append(msg("That is the Jack of Spades, face up: {name} is black.", name=name))
    pile, drawn = list(state.draw_pile), 0
    holder = state.jack_holder
    while len(hand) < HAND_SIZE and pile:
        card = pile.pop()
        hand.append(card)
        drawn += 1
        if card == JACK_OF_SPADES and state.players == 2:
            holder = seat  # told to nobody: the holder's own view shows it
    if drawn:
        lines.append(nmsg("{name} draws {count} card.", "{name} draws {count} cards.", drawn,
                          name=name))  # fmt: skip
    hands = list(state.hands)
    hands[seat] = tuple(hand)
    counts = list(state.captures)
    counts[seat] += 1
    new = replace(
        state,
        step=state.step + 1,
        ring=tuple(ring),
        draw_pile=tuple(pile),
        hands=tuple(hands),
        passes=0,
        jack_holder=holder,
        jack_shown=shown,
        last_capture=last,
        captures=tuple(counts),
        log=tuple(lines),
    )
    return _next_turn(new)


def _next_turn(state: BoromirState) -> BoromirState:
    """End the game if it is over, else hand the turn on (a new cycle: a new picture)."""
    ending = None
    if one_side_only(state.ring, state.players):
        ending = Ending.ONE_COLOUR
    elif not any(can_move(state, seat) for seat in range(state.players)):
        ending = Ending.NO_MOVES
    if ending is not None:
        line = (
            msg("Every stack shows the same colour: the game is over.")
            if state.players == 2 and ending is Ending.ONE_COLOUR
            else msg("Every stack shows the same suit: the game is over.")
            if ending is Ending.ONE_COLOUR
            else msg("Nobody can capture any more: the game is over.")
        )
        return replace(
            state, phase=Phase.OVER, ending=ending, milestone=state.milestone + 1,
            log=(*state.log, line),
        )  # fmt: skip
    turn = (state.turn + 1) % state.players
    milestone = state.milestone + (turn == state.first)
    return replace(state, turn=turn, milestone=milestone)
