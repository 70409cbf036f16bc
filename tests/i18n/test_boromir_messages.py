"""Everything Boromir says is a Message the catalogs hold, in every language.

Seeded bot games at every player count: each public log line, progress line,
button label, refusal, summary line and score, as the table service hands them to
front ends, must be a Message whose msgid (and plural) every catalog translates.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import engines
from engines.boromir.actions import Capture, Pass
from engines.core.cards import Card, full_deck
from engines.core.choosing import label_for
from engines.core.messages import Line
from engines.core.protocol import IllegalAction
from renderers.i18n import text
from tests.i18n.catalogued import assert_translated

BOROMIR = engines.get("boromir")


def _said(players: int, seed: int) -> Iterator[Line]:
    """Whatever one seeded bot game shows its players."""
    state = BOROMIR.new_game(players, BOROMIR.Options(), seed)
    rng = random.Random(seed)
    yield from BOROMIR.view(state, None).log
    while not BOROMIR.is_over(state):
        seat = BOROMIR.to_act(state)[0]
        view = BOROMIR.view(state, seat)
        yield view.progress
        legal = BOROMIR.legal_actions(state, seat)
        for action in legal[:6]:
            for field in type(action).model_fields:
                value = getattr(action, field)
                label = label_for(BOROMIR, view, field, value)
                if isinstance(value, Card):
                    assert label == value.symbol  # "Q♥" reads the same in every language
                else:
                    yield label
        other = (seat + 1) % players
        not_held = next(card for card in full_deck() if card not in state.hands[seat])
        for who, wrong in ((other, legal[0]), (seat, Pass()),
                           (seat, Capture(stack=0, onto=1, fill=not_held))):  # fmt: skip
            try:
                BOROMIR.apply(state, who, wrong)
            except IllegalAction as refusal:
                yield refusal.reason
        state = BOROMIR.apply(state, seat, BOROMIR.bot_action(view, rng))
        yield from BOROMIR.view(state, None).log
    outcome = BOROMIR.outcome(state)
    yield from outcome.summary
    yield from (BOROMIR.score_words(score) for score in outcome.scores)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_line_of_seeded_bot_games_is_a_translated_message(players):
    seen: set[str] = set()
    for seed in range(12):
        for line in _said(players, seed):
            assert_translated(line, seen)
    # The games reached the lines that matter: captures, draws, refusals and the end.
    assert {"{name} draws {count} card.", "It is not your turn.", "{count} stack",
            "You do not hold the {card}.", "Capture with a stack"} <= seen  # fmt: skip
    assert any(key.startswith("{name} moves the {top} stack") for key in seen)


def test_a_finnish_line_is_finnish():
    state = BOROMIR.new_game(2, BOROMIR.Options(), 5)
    seat = BOROMIR.to_act(state)[0]
    state = BOROMIR.apply(state, seat, BOROMIR.legal_actions(state, seat)[0])
    said = [text(line, "fi") for line in state.log]
    assert said[0].startswith(f"{'AB'[seat]} siirtää ") and "paikasta" in said[0]
    assert said[-1] == f"{'AB'[seat]} nostaa 1 kortin."
