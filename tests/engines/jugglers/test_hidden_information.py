"""Nothing hidden reaches a view or a log line; no card is ever created or lost."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core.records import to_json
from engines.jugglers.secrets import hidden_from
from engines.jugglers.state import JugglersState
from tests.engines.conformance import choose_bot, choose_random, play_out
from tests.engines.jugglers.helpers import (
    ALL_52,
    ENGINE,
    named_cards,
    public_cards,
    where_cards_are,
)

PLAYER_COUNTS = (2, 3, 4, 5)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("chooser", [choose_random, choose_bot])
def test_every_card_is_in_exactly_one_place_at_every_step(players, chooser):
    playout = play_out(ENGINE, players, 17, chooser)
    for state in playout.states:
        assert where_cards_are(state) == ALL_52


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    players=st.sampled_from(PLAYER_COUNTS),
    target=st.integers(1, 2),
    dummy_sigils=st.booleans(),
)
def test_card_conservation_holds_for_any_seed_and_options(seed, players, target, dummy_sigils):
    options = ENGINE.Options(target_wins=target, dummy_sigils=dummy_sigils)
    playout = play_out(ENGINE, players, seed, choose_random, options=options)
    for state in playout.states[:: max(1, len(playout.states) // 50)]:
        assert where_cards_are(state) == ALL_52
    assert where_cards_are(playout.final) == ALL_52


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_log_lines_name_only_cards_that_are_public(players):
    playout = play_out(ENGINE, players, 23, choose_random)
    for before, after in zip(playout.states, playout.states[1:], strict=False):
        leaked = named_cards(after.log) - public_cards(before) - public_cards(after)
        assert not leaked, (after.log, leaked)


def _scramble_hidden(state: JugglersState, seat: int | None, rng: random.Random) -> JugglersState:
    """The engine's scrambler, checked to move no card from where it belongs."""
    scrambled = ENGINE.scramble_hidden(state, seat, rng)
    assert where_cards_are(scrambled) == where_cards_are(state)
    return scrambled


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    players=st.sampled_from(PLAYER_COUNTS),
    moment=st.floats(0, 1),
    viewer=st.integers(-1, 4),
)
def test_views_do_not_change_when_hidden_cards_change(seed, players, moment, viewer):
    playout = play_out(ENGINE, players, seed % 1000, choose_random)
    state = playout.states[int(moment * (len(playout.states) - 1))]
    seat = viewer if 0 <= viewer < players else None
    scrambled = _scramble_hidden(state, seat, random.Random(seed))
    assert ENGINE.view(scrambled, seat) == ENGINE.view(state, seat)


def test_scrambling_really_changes_hidden_cards():
    state = play_out(ENGINE, 4, 2, choose_random).states[40]
    scrambled = _scramble_hidden(state, 0, random.Random(1))
    assert scrambled.deck != state.deck or scrambled.hands[1] != state.hands[1]
    assert ENGINE.view(scrambled, 1) != ENGINE.view(state, 1)  # seat 1's own hand moved


def test_seat_view_shows_own_secrets_and_no_one_elses():
    state = play_out(ENGINE, 4, 2, choose_random).states[30]
    for seat in range(4):
        view = ENGINE.view(state, seat)
        assert view.sigil == state.sigils[seat] and list(view.hand) == sorted(state.hands[seat])
        for draft, seen in zip(state.drafts, view.drafts, strict=True):
            for entry, shown in zip(draft.face_down, seen.face_down, strict=True):
                own = entry.source == "hand" and entry.by == seat
                assert shown.card == (entry.card if own else None)
                assert shown.by_head == entry.by
    public = ENGINE.view(state, None)
    assert public.sigil is None and public.hand == () and public.seat is None
    text = to_json(public)
    for card in set(hidden_from(state, None)) - public_cards(state):
        assert f'"{card}"' not in text
