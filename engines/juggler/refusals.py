"""Why a Juggler move is refused, worded for the player who tried it.

Kept apart from the rules that apply moves: the refusals are many small cases,
each a sentence a player reads, while `rules` decides what is legal.
"""

from __future__ import annotations

from engines.core.messages import Message, msg
from engines.juggler.actions import DECK, NONE, Discard, Take
from engines.juggler.cards import HAND_LIMIT
from engines.juggler.state import SEAT_NAMES, JugglerState, Phase, Stage


def refusal(state: JugglerState, seat: int, action: object, awaited: list[int]) -> Message:
    """Why `seat` may not make `action` now; `awaited` are the seats the table waits for."""
    if state.phase is Phase.OVER:
        return msg("The game is over.")
    if not 0 <= seat < state.players:
        return msg("You are not seated at this table.")
    if seat not in awaited:
        if state.phase is Phase.REVEAL:
            return msg("You have already named your word; waiting for the others.")
        return msg("It is not your turn; waiting for {name}.", name=SEAT_NAMES[state.turn])
    if state.phase is Phase.REVEAL:
        return msg("Everyone is naming a word now.")
    if state.stage is Stage.TAKE:
        return _take_refusal(state, seat, action)
    if not isinstance(action, Discard):
        return msg("You have taken your card; now discard one (or none).")
    if action.card != NONE and action.card not in state.hands[seat]:
        return msg("You hold no {card}.", card=action.card)
    return msg("{name} has already declared this round.", name=SEAT_NAMES[state.declarer or 0])


def _take_refusal(state: JugglerState, seat: int, action: object) -> Message:
    if not isinstance(action, Take):
        return msg("First take a card (or choose to take none).")
    if len(state.hands[seat]) >= HAND_LIMIT:
        return msg("You hold {most} cards, the most allowed: you cannot take another.",
                   most=HAND_LIMIT)  # fmt: skip
    if action.colour == "none":
        return msg("That card cannot be taken now.")
    red = action.colour == "red"
    if action.source == DECK:
        return msg("The red deck is empty.") if red else msg("The black deck is empty.")
    if red:
        return msg("There is no red {card} on the table.", card=action.source)
    return msg("There is no black {card} on the table.", card=action.source)
