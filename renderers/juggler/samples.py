"""Seeded Juggler games and telling moments from them, for previews, benchmarks and tests.

A person checking the pictures wants the awkward moments side by side: the
first turn with an empty table, a discard with a card just taken, the last
turns after a declaration, the reveal half done, the start of the next
round with last round's words, the end of the game, and a table crowded
beyond any real moment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import engines
from engines.core.playout import bot_game
from engines.juggler.cards import HAND_LIMIT, LETTER_COUNTS
from engines.juggler.state import JugglerOptions, JugglerState, Phase, RoundResult, Stage
from engines.juggler.views import JugglerView

SAMPLE_NAMES = ("alice", "Bot Ada", "Christopher Columbus", "dave", "Eve", "Maximilian")


def play(players: int, seed: int, options: JugglerOptions | None = None) -> list[JugglerState]:
    """Every state of one game between the engine's bots, start to finish.

    Bots rather than random moves: they name real words, and they do not
    declare on their first turn.
    """
    return bot_game(engines.get("juggler"), players, seed, options or JugglerOptions())


def moments(states: list[JugglerState]) -> Iterator[tuple[str, JugglerState]]:
    """Named states worth looking at; a moment the game never reached is skipped."""
    yield "first-turn", states[0]
    playing = [state for state in states if state.phase is Phase.PLAY]
    discarding = [state for state in playing if state.stage is Stage.DISCARD and state.table]
    if discarding:
        yield "discard", max(discarding, key=lambda state: len(state.table))
    final = [state for state in playing if state.declarer is not None]
    if final:
        yield "final-turns", final[len(final) // 2]
    half_named = [
        state
        for state in states
        if state.phase is Phase.REVEAL and any(word is not None for word in state.words)
    ]
    if half_named:
        yield "reveal", half_named[0]
    fresh = [state for state in playing if state.results and state.turns_done == 1]
    if fresh:
        yield "next-round", fresh[0]
    yield "game-over", states[-1]


def crowded(view: JugglerView) -> JugglerView:
    """`view` filled to the brim, beyond what one real moment holds: every letter on
    the table, full hands of the widest letters, a declaration, last round's
    words still showing, totals near the target. For checking by eye that
    nothing overlaps."""
    table = tuple(
        letter for letter, number in LETTER_COUNTS["en"].items() for _ in range(max(1, number // 2))
    )
    hand = tuple(sorted("MMWWQZXJKVYBBFFHHOUA"[:HAND_LIMIT]))
    longest = "".join(sorted("JUXTAPOSITIONS"))
    result = RoundResult(
        round=view.round,
        dealer=view.dealer,
        declarer=0,
        hands=(longest + "QZXJKV",) * view.players,
        words=("JUXTAPOSITIONS", *("QXZ",) * (view.players - 1)),
        problems=(None, *("QXZ is not in the dictionary.",) * (view.players - 1)),
        points=(15,) + (0,) * (view.players - 1),
        totals=(view.target - 1,) * view.players,
    )
    return replace(
        view,
        table=table,
        red_left=0,
        black_left=0,
        hand_sizes=(HAND_LIMIT,) * view.players,
        red_in_hand=(HAND_LIMIT // 2,) * view.players,
        hand=hand if view.seat is not None else (),
        taken=hand[0] if view.seat is not None else None,
        totals=(view.target - 1,) * view.players,
        declarer=view.players - 1,
        turns_left=1,
        round=view.round + 1,
        phase=Phase.PLAY,
        stage=Stage.DISCARD,
        turn=0,
        to_act=(0,),
        turns_done=0,
        results=(*view.results, result),
    )
