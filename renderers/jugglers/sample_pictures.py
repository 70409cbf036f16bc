"""Jugglers sample pictures for `python -m renderers.preview jugglers`: every player
count at its telling moments, a crowded table and the two-colour look."""

from __future__ import annotations

from collections.abc import Iterator

import engines
from engines.jugglers.state import JugglersState
from renderers.jugglers.pictures import render_hand, render_results, render_table
from renderers.jugglers.samples import SAMPLE_NAMES, crowded, moments, play


def _busiest_seat(state: JugglersState) -> int:
    """The seat with most of its own cards face down, so its hand picture lists them."""
    return max(
        range(state.players),
        key=lambda seat: sum(
            entry.by == seat and entry.source == "hand"
            for draft in state.drafts
            for entry in draft.face_down
        ),
    )


def pictures(seed: int) -> Iterator[tuple[str, bytes]]:
    """Named pictures of telling moments at every player count, for `renderers.preview`."""
    engine = engines.get("jugglers")
    for players in range(engine.min_players, engine.max_players + 1):
        # Letters for 3 players, real-looking (and one overlong) names otherwise.
        names = None if players == 3 else SAMPLE_NAMES[:players]
        states = play(players, seed + players)
        for moment, state in moments(states):
            yield (f"{players}p-{moment}", render_table(engine.view(state, None), names))
            if moment in ("tall-piles", "influence"):
                seat = _busiest_seat(state)
                yield (f"{players}p-{moment}-hand", render_hand(engine.view(state, seat), names))
        yield (f"{players}p-results", render_results(engine.view(states[-1], None), names))
        crowded_view = crowded(engine.view(states[len(states) // 2], 0))
        yield (f"{players}p-crowded", render_table(crowded_view, names))
    classic = play(4, seed)
    view = engine.view(max(classic, key=lambda s: len(s.village_order)), 0)
    yield ("4p-two-colour-table", render_table(view, four_colour=False))
    yield ("4p-two-colour-hand", render_hand(view, four_colour=False))
