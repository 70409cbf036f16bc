"""What a seat cannot see, changed at will: the engine's half of the leak check.

`scramble_hidden` returns the same table with every card hidden from one
viewer shuffled among the hidden places, so a test can assert that the
viewer's view, terminal table and pictures stay identical.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engines.core.cards import Card
from engines.jugglers.state import JugglersState


def hidden_from(state: JugglersState, seat: int | None) -> list[Card]:
    """Cards whose identity `seat` must not learn from its view."""
    hidden = [*state.deck, *state.discard, *state.policy_deck]
    hidden += [card for head, card in enumerate(state.sigils) if card is not None and head != seat]
    hidden += [card for s, hand in enumerate(state.hands) if s != seat for card in hand]
    for draft in state.drafts:
        hidden += draft.secret
        hidden += [
            entry.card
            for entry in draft.face_down
            if not (entry.source == "hand" and entry.by == seat and seat is not None)
        ]
    return hidden


def scramble_hidden(state: JugglersState, seat: int | None, rng: random.Random) -> JugglersState:
    """The same table as `seat` sees it, with every hidden card shuffled among hidden places."""
    hidden = hidden_from(state, seat)
    rng.shuffle(hidden)
    # Policy cards and influence cards never mix, so shuffle each kind separately.
    policy_pool = iter([card for card in hidden if card.rank > 10])
    influence_pool = iter([card for card in hidden if card.rank <= 10])

    def swap(card: Card) -> Card:
        return next(policy_pool) if card.rank > 10 else next(influence_pool)

    def swapped(cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(swap(card) for card in cards)

    deck, discard, policy_deck = (
        swapped(state.deck),
        swapped(state.discard),
        swapped(state.policy_deck),
    )
    sigils = tuple(
        card if card is None or head == seat else swap(card)
        for head, card in enumerate(state.sigils)
    )
    hands = tuple(hand if s == seat else swapped(hand) for s, hand in enumerate(state.hands))
    left, joker, right = (
        replace(
            draft,
            secret=swapped(draft.secret),
            face_down=tuple(
                entry
                if entry.source == "hand" and entry.by == seat and seat is not None
                else replace(entry, card=swap(entry.card))
                for entry in draft.face_down
            ),
        )
        for draft in state.drafts
    )
    return replace(
        state,
        deck=deck,
        discard=discard,
        policy_deck=policy_deck,
        sigils=sigils,
        hands=hands,
        drafts=(left, joker, right),
    )
