"""Nothing hidden reaches a view or a log line."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from engines.core.messages import english
from engines.juggler.actions import Reveal, Take
from engines.juggler.state import JugglerOptions, Phase
from tests.engines.conformance import Playout, choose_bot, choose_random, play_out
from tests.engines.juggler.helpers import ENGINE, scramble_hidden

DECK_TAKE = re.compile(r"[A-F] takes the top (red|black) card \(\d+ left\)\.")


@cache
def _playout(players: int, bots: bool) -> Playout:
    # Random players seldom score, so their games would run to the safety stop:
    # two rounds (a house rule) show every phase just as well.
    options = None if bots else JugglerOptions(max_rounds=2)
    return play_out(ENGINE, players, 40 + players, choose_bot if bots else choose_random,
                    options)  # fmt: skip


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("bots", [False, True])
def test_views_do_not_change_when_hidden_cards_and_words_change(players, bots):
    playout = _playout(players, bots)
    rng = random.Random(players)
    changed = 0
    for state in playout.states[::3]:
        for seat in [None, *range(players)]:
            scrambled = scramble_hidden(state, seat, rng)
            changed += scrambled != state
            assert ENGINE.view(scrambled, seat) == ENGINE.view(state, seat)
    assert changed > 0


def test_a_seat_view_shows_its_own_hand_and_no_one_elses():
    state = next(s for s in _playout(4, True).states if s.turns_done == 5)
    for seat in range(4):
        view = ENGINE.view(state, seat)
        assert view.hand == tuple(sorted(state.hands[seat])) and view.seat == seat
        assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
        assert view.red_in_hand == tuple(sum(c in "AEIOU" for c in h) for h in state.hands)
    public = ENGINE.view(state, None)
    assert public.hand == () and public.seat is None and public.word is None
    assert public.letter_values["Q"] == 9


def test_the_log_never_names_a_card_drawn_from_a_deck_or_a_pending_word():
    playout = _playout(3, True)
    for (_, raw), after in zip(playout.log, playout.states[1:], strict=True):
        action = ENGINE.parse_action(raw)
        if isinstance(action, Take) and action.source == "deck":
            assert len(after.log) == 1 and DECK_TAKE.fullmatch(english(after.log[0]))
        if isinstance(action, Reveal) and after.phase is Phase.REVEAL:
            assert len(after.log) == 1 and re.fullmatch(
                r"[A-F] has named a word\.", english(after.log[0])
            )


def test_after_the_reveal_every_hand_and_word_is_public():
    state = _playout(3, True).final
    public = ENGINE.view(state, None)
    assert public.results == tuple(state.results)
    assert all(len(result.hands) == 3 and len(result.words) == 3 for result in public.results)
