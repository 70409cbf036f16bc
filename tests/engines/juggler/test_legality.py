"""`apply` checks a move field by field; it must agree with the legal list everywhere."""

from __future__ import annotations

import random
import string

import pytest

from engines.core.choosing import field_tokens, matching
from engines.juggler import rules
from engines.juggler.actions import DECK, NONE, Discard, Reveal, Take
from engines.juggler.bots import bot_action
from engines.juggler.views import view
from tests.engines.juggler.helpers import new

LETTERS = list(string.ascii_uppercase)
CANDIDATES = [
    *(Take(colour=colour, source=source) for colour in ("red", "black", "none")
      for source in (DECK, NONE, *LETTERS)),
    *(Discard(card=card, declare=declare) for card in (NONE, *LETTERS)
      for declare in (False, True)),
    Reveal(), Reveal(word="CAT"),
]  # fmt: skip


@pytest.mark.parametrize("players", [2, 3, 5])
def test_is_legal_agrees_with_the_legal_list_through_whole_games(players):
    state = new(players, seed=players, max_rounds=1)
    rng = random.Random(players)
    checked = 0
    while state.phase.value != "over":
        for seat in range(players):
            legal = rules.legal_actions(state, seat)
            fits = [a for a in CANDIDATES if matching(legal, field_tokens(a))]
            assert [a for a in CANDIDATES if rules.is_legal(state, seat, a)] == fits
        seat = rules.to_act(state)[0]
        state = rules.apply(state, seat, bot_action(view(state, seat), rng))
        checked += 1
    assert checked > 10
