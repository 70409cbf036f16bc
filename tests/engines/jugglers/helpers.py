"""Building and inspecting Jugglers states for scenario tests."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, TypeVar

import engines
from engines.core.cards import Card, full_deck, parse_card
from engines.core.messages import Line, english
from engines.jugglers.actions import DECK, Play, SecretInfluence
from engines.jugglers.state import JugglersOptions, JugglersState, Phase, Spot

T = TypeVar("T")
ENGINE = engines.get("jugglers")
ALL_52 = Counter(full_deck())
CARD_NAME = re.compile(r"\b(10|[2-9]|[JQKA]) of (clubs|diamonds|hearts|spades)\b")
SUIT_LETTER = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(part) for part in text.split())


def put(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """`items` with the one at `index` replaced: a state's collections are tuples."""
    return (*items[:index], item, *items[index + 1 :])


def new(players: int, seed: int = 1, **options: Any) -> JugglersState:
    return ENGINE.new_game(players, JugglersOptions(**options), seed)


def where_cards_are(state: JugglersState) -> Counter[Card]:
    """Every card in every place; a correct state holds each of the 52 exactly once."""
    places: list[Card] = [*state.policy_deck, *state.village_order, *state.failed_policies]
    places += [card for card in state.sigils if card is not None]
    places += [*state.deck, *state.discard]
    for hand in state.hands:
        places += hand
    for draft in state.drafts:
        if draft.policy is not None:
            places.append(draft.policy)
        places += [*draft.face_up, *draft.secret, *(entry.card for entry in draft.face_down)]
    return Counter(places)


def said(lines: tuple[Line, ...] | list[Line]) -> list[str]:
    """Log lines as English text, to read what they say."""
    return [english(line) for line in lines]


def named_cards(lines: tuple[Line, ...] | list[Line]) -> set[Card]:
    return {
        parse_card(f"{rank}{SUIT_LETTER[suit]}")
        for line in said(lines)
        for rank, suit in CARD_NAME.findall(line)
    }


def public_cards(state: JugglersState) -> set[Card]:
    """Cards a spectator can see in the public view of `state`."""
    view = ENGINE.view(state, None)
    seen: set[Card] = {*view.village_order, *view.failed_policies}
    for draft in view.drafts:
        seen.update(draft.face_up)
        if draft.policy is not None:
            seen.add(draft.policy)
    if view.recap is not None:
        for hand in view.recap.hands:
            seen.update(hand.cards)
            if hand.policy is not None:
                seen.add(hand.policy)
    for result in view.results:
        seen.update(card for card in result.sigils if card is not None)
        seen.update(result.village_order)
    return seen


def play_hand_card(state: JugglersState, target: Spot = Spot.LEFT) -> JugglersState:
    """The awaited seat plays its lowest hand card on `target`."""
    seat = ENGINE.to_act(state)[0]
    return ENGINE.apply(state, seat, Play(card=min(state.hands[seat]), target=target))


def to_cycle_play(state: JugglersState, influence: int = 0) -> JugglersState:
    """Answer the chairman's secret-influence question so the cycles start."""
    assert state.phase is Phase.INFLUENCE
    return ENGINE.apply(state, state.chairman, SecretInfluence(count=influence))


__all__ = ["DECK", "ENGINE"]
