"""Seeded Jugglers games and telling moments from them, for previews, benchmarks and tests.

A person checking the pictures wants the awkward moments side by side: the
chairman deciding, tall face-down piles, secret influence waiting, the turn
right after a gathering, the end of the match, and a table crowded beyond any
real moment.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import engines
from engines.core.cards import Card, full_deck
from engines.core.messages import msg
from engines.jugglers.hands import evaluate
from engines.jugglers.state import JugglersOptions, JugglersState, Phase, Spot
from engines.jugglers.views import SECRET_INFLUENCE, FaceDownView, JugglersView
from engines.jugglers.words import HAND, ROLL_PICK

SAMPLE_NAMES = ("alice", "Bot Ada", "Christopher Columbus", "dave", "Eve")


def play(players: int, seed: int, options: JugglersOptions | None = None) -> list[JugglersState]:
    """Every state of one game with random legal moves, start to finish."""
    engine = engines.get("jugglers")
    rng = random.Random(seed)
    state = engine.new_game(players, options or JugglersOptions(), seed)
    states = [state]
    while not engine.is_over(state):
        seat = rng.choice(engine.to_act(state))
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
        states.append(state)
    return states


def _face_down(state: JugglersState) -> int:
    return max(len(draft.face_down) for draft in state.drafts)


def moments(states: list[JugglersState]) -> Iterator[tuple[str, JugglersState]]:
    """Named states worth looking at; a moment the game never reached is skipped."""
    yield "influence", states[0]
    playing = [state for state in states if state.phase is Phase.PLAY]
    yield "tall-piles", max(playing, key=_face_down)
    waiting = [state for state in playing if any(draft.secret for draft in state.drafts)]
    if waiting:
        yield "secret-waiting", waiting[len(waiting) // 2]
    after = [
        state
        for state in states
        if state.recap is not None
        and not any(draft.face_up for draft in state.drafts)
        and state.phase is not Phase.OVER
    ]
    if after:
        yield "after-gathering", after[len(after) // 2]
    later = [state for state in playing if state.results and state.village_order]
    if later:
        yield "later-round", later[len(later) // 2]
    yield "game-over", states[-1]


def crowded(view: JugglersView) -> JugglersView:
    """`view` filled to the brim, beyond what one real moment holds at once: seven
    cards in every pile, five face up on every hand, fourteen policies, the
    longest values and rolls. For checking by eye that nothing overlaps."""
    heads = len(view.heads)
    pile = (FaceDownView(by=SECRET_INFLUENCE, by_head=None, source="secret"),) * 3 + tuple(
        FaceDownView(by=head.name, by_head=index % heads, source="deck" if index % 2 else "hand")
        for index, head in enumerate(view.heads * 2)
    )[:4]
    influence = tuple(full_deck(range(6, 11)))
    left, joker, right = (
        replace(
            draft,
            face_down=pile,
            face_up=influence[5 * index : 5 * index + 5],
            secret_count=view.max_secret,
            # Named by the engine's own evaluation, as a real view's are.
            best=evaluate(influence[5 * index : 5 * index + 5]).words,
        )
        for index, draft in enumerate(view.drafts)
    )
    policies = tuple(full_deck(range(11, 15)))
    ten = Card(10, "d")
    roll = msg(ROLL_PICK, roll=6, hand=HAND[Spot.JOKER], position=7, count=7, card=ten.words,
               symbol=ten.symbol)  # fmt: skip
    return replace(
        view,
        drafts=(left, joker, right),
        village_order=policies[:8],
        failed_policies=policies[8:14],
        last_rolls=(roll,) * 6,
        round_wins=(view.target_wins - 1,) * view.players,
    )
