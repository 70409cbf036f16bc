"""Juggler sample pictures for `python -m renderers.preview juggler`: 2, 4 and 6
players at their telling moments, crowded tables and the plain look.

Not named `preview`: importing a submodule of that name would replace the
package's `preview` function with the module.
"""

from __future__ import annotations

from collections.abc import Iterator

import engines
from renderers.juggler.pictures import render_hand, render_results, render_table
from renderers.juggler.samples import SAMPLE_NAMES, crowded, moments, play


def pictures(seed: int) -> Iterator[tuple[str, bytes]]:
    """Named pictures of telling moments at 2, 4 and 6 players, for `renderers.preview`."""
    engine = engines.get("juggler")
    for players in (2, 4, 6):
        # Letters for 4 players, real-looking (and one overlong) names otherwise.
        names = None if players == 4 else SAMPLE_NAMES[:players]
        states = play(players, seed + players)
        for moment, state in moments(states):
            yield (
                f"{players}p-{moment}",
                render_table(engine.view(state, None), names),
            )
            # The first turn's table is the same for every deal (nothing is face up
            # yet): the hand of the player to move is what tells deals apart.
            if moment in ("first-turn", "discard", "reveal"):
                seat = engine.to_act(state)[0]
                hand = render_hand(engine.view(state, seat), names)
                yield (f"{players}p-{moment}-hand", hand)
        final = engine.view(states[-1], None)
        yield (f"{players}p-results", render_results(final, names))
        crowded_view = crowded(engine.view(states[len(states) // 2], 0))
        long_names = ["Maximilian Longname-Smythe"] * players
        yield (f"{players}p-crowded", render_table(crowded_view, long_names))
        if players == 6:  # the crowded hand is the same at every table size: drawn once
            yield (f"{players}p-crowded-hand", render_hand(crowded_view, long_names))
        yield (f"{players}p-crowded-results", render_results(crowded_view, long_names))
    view = engine.view(play(3, seed)[40], 0)
    yield ("3p-plain-table", render_table(view, four_colour=False))
    yield ("3p-plain-hand", render_hand(view, four_colour=False))
