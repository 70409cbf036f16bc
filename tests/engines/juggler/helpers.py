"""Building and inspecting Juggler states for scenario tests."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

import engines
from engines.core.messages import Line, english
from engines.core.protocol import IllegalAction
from engines.juggler.actions import DECK, NONE, Discard, Reveal, Take
from engines.juggler.cards import LETTER_COUNTS, colour_of
from engines.juggler.rules import clone
from engines.juggler.state import JugglerOptions, JugglerState, Phase, Stage

ENGINE = engines.get("juggler")
ALL_70 = Counter(LETTER_COUNTS["en"])


def new(players: int, seed: int = 1, **options: Any) -> JugglerState:
    return ENGINE.new_game(players, JugglerOptions(**options), seed)


def where_cards_are(state: JugglerState) -> Counter[str]:
    """Every card in every place; a correct state holds each of the 70 exactly once."""
    return Counter([*state.red, *state.black, *state.table, *(c for h in state.hands for c in h)])


def arrange(
    state: JugglerState,
    hands: list[str],
    table: str = "",
    red_top: str = "",
    black_top: str = "",
    red_left: int | None = None,
    black_left: int | None = None,
) -> JugglerState:
    """The same game with chosen hands and table; the other cards go back in the decks.

    `red_top` / `black_top` are the next cards drawn, first letter first;
    `red_left` / `black_left` trim the decks (the rest of the cards vanish,
    which scenario tests about empty decks do not mind).
    """
    rest = ALL_70 - Counter("".join(hands) + table + red_top + black_top)
    red = sorted(card for card in rest.elements() if colour_of(card) == "red")
    black = sorted(card for card in rest.elements() if colour_of(card) == "black")
    red += list(reversed(red_top))
    black += list(reversed(black_top))
    if red_left is not None:
        red = red[len(red) - red_left :] if red_left else []
    if black_left is not None:
        black = black[len(black) - black_left :] if black_left else []
    arranged = clone(state)
    arranged.hands = [list(hand) for hand in hands]
    arranged.table = list(table)
    arranged.red, arranged.black = red, black
    return arranged


def said(lines: Iterable[Line]) -> list[str]:
    """Log lines as their English text."""
    return [english(line) for line in lines]


def refusal(state: JugglerState, seat: int, action: object) -> str:
    """The message with which `apply` refuses an action (failing if it does not)."""
    try:
        ENGINE.apply(state, seat, action)
    except IllegalAction as refused:
        return str(refused)
    raise AssertionError(f"{action!r} was accepted")


def take(state: JugglerState, colour: str = "none", source: str = NONE) -> JugglerState:
    assert state.stage is Stage.TAKE
    return ENGINE.apply(state, state.turn, Take(colour=colour, source=source))


def discard(state: JugglerState, card: str = NONE, declare: bool = False) -> JugglerState:
    assert state.stage is Stage.DISCARD
    return ENGINE.apply(state, state.turn, Discard(card=card, declare=declare))


def end_turn(state: JugglerState, card: str = NONE, declare: bool = False) -> JugglerState:
    """Take nothing (if taking is possible at all), then discard `card`."""
    if state.stage is Stage.TAKE:
        state = take(state)
    return discard(state, card, declare)


def quiet_turn(state: JugglerState) -> JugglerState:
    """Take nothing, discard nothing: a turn that changes no cards."""
    return end_turn(state)


def name_words(state: JugglerState, words: dict[int, str]) -> JugglerState:
    assert state.phase is Phase.REVEAL
    for seat in list(ENGINE.to_act(state)):
        state = ENGINE.apply(state, seat, Reveal(word=words.get(seat, "")))
    return state


__all__ = ["DECK", "ENGINE", "NONE"]


def scramble_hidden(state: JugglerState, seat: int | None, rng: random.Random) -> JugglerState:
    """The engine's scrambler, checked to move no card from where it belongs."""
    scrambled = ENGINE.scramble_hidden(state, seat, rng)
    assert where_cards_are(scrambled) == where_cards_are(state)
    return scrambled
