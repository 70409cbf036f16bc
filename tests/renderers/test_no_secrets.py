"""Nothing secret can be drawn: pictures are made from views, and views hold no secrets.

For many random states at every player count and phase, the view handed to a
renderer must hold no card from a hidden place of the state (deck, discard,
other hands, unrevealed sigils, secret influence, face-down cards), except
cards that are public anyway. Card by card: a card that is public through an
earlier round's results cannot be told apart from the same card hidden now.
"""

from dataclasses import replace

import engines
from engines.core.cards import Card
from engines.jugglers.state import JugglersState
from renderers.jugglers import render_hand, render_results, render_table
from tests.renderers.helpers import cards_in, phases, sample_states

ENGINE = engines.get("jugglers")


def public_cards(state: JugglersState) -> set[Card]:
    seen = {*state.village_order, *state.failed_policies}
    for draft in state.drafts:
        seen.update(draft.face_up)
        seen.add(draft.policy)
    if state.recap is not None:
        for hand in state.recap.hands:
            seen.update(hand.cards)
            seen.add(hand.policy)
    for result in state.results:
        seen.update(result.sigils)
        seen.update(result.village_order)
    return seen - {None}


def hidden_cards(state: JugglersState, seat: int | None) -> set[Card]:
    """What `seat` (None: a spectator) must not learn from its view."""
    hidden = {*state.deck, *state.discard}
    for owner, hand in enumerate(state.hands):
        if owner != seat:
            hidden.update(hand)
    hidden.update(sigil for head, sigil in enumerate(state.sigils) if head != seat)
    for draft in state.drafts:
        hidden.update(draft.secret)
        hidden.update(
            entry.card
            for entry in draft.face_down
            if not (seat is not None and entry.by == seat and entry.source == "hand")
        )
    return hidden - public_cards(state) - {None}


def test_public_views_given_to_renderers_hold_no_hidden_card():
    states = sample_states(per_game=12)
    assert len(phases(states)) == 3
    for state in states:
        view = ENGINE.view(state, None)
        render_table(view)
        if view.results:
            render_results(view)
        assert not cards_in(view) & hidden_cards(state, None), (state.players, state.step)
        assert view.hand == () and view.sigil is None


def test_seat_views_given_to_the_hand_picture_hold_only_that_seats_secrets():
    for state in sample_states(per_game=6):
        for seat in range(state.players):
            view = ENGINE.view(state, seat)
            render_hand(view)
            assert not cards_in(view) & hidden_cards(state, seat), (state.players, state.step, seat)


def test_the_table_picture_is_the_same_from_any_seat():
    # A seat view passed to the table by mistake must draw nothing extra.
    for number, state in enumerate(sample_states(per_game=4)):
        seat = number % state.players
        assert render_table(ENGINE.view(state, seat)) == render_table(ENGINE.view(state, None))


def test_the_check_finds_a_hidden_card_leaked_into_a_face_down_entry():
    """`cards_in` walks a view's records (dataclasses here), down to each face-down
    entry: a public view given the identities of the cards lying face down is caught."""
    state = next(s for s in sample_states(per_game=12) if any(d.face_down for d in s.drafts))
    view = ENGINE.view(state, None)
    left, joker, right = (
        replace(
            shown,
            face_down=tuple(
                replace(entry_view, card=entry.card)
                for entry_view, entry in zip(shown.face_down, draft.face_down, strict=True)
            ),
        )
        for shown, draft in zip(view.drafts, state.drafts, strict=True)
    )
    leaky = replace(view, drafts=(left, joker, right))
    face_down = {entry.card for draft in state.drafts for entry in draft.face_down}
    assert face_down & hidden_cards(state, None)
    assert face_down & hidden_cards(state, None) <= cards_in(leaky) & hidden_cards(state, None)
    assert not cards_in(view) & face_down - public_cards(state)
