"""Sample Siteswap views at telling moments, for looking at the pictures and for tests.

Moments from games between the engine's bots: the first turn, a pattern
being juggled (with patterns already face up), the same once all its hints are
out, a right guesser's swap, and the end; plus a crowded table built by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import engines
from engines.core.playout import bot_game
from engines.siteswap.state import Phase, SiteswapState
from engines.siteswap.views import SiteswapView

SAMPLE_NAMES = ("alice", "Bot Ada", "Christopher Columbus", "dave", "Eve", "Maximilian")


def play(players: int, seed: int) -> list[SiteswapState]:
    """Every state of one game between the engine's bots, start to finish."""
    return bot_game(engines.get("siteswap"), players, seed)


def moments(players: int, seed: int) -> Iterator[tuple[str, SiteswapView, SiteswapView]]:
    """(name, public view, a seat's view) at the first turn, the last performance
    (and it with every hint out), a swap if one happened, and the end."""
    engine = engines.get("siteswap")
    states = play(players, seed)
    picked = {"start": states[0]}
    for state in states:
        if state.phase is Phase.PERFORMANCE:
            picked["juggling"] = state
        if state.phase is Phase.SWAP_GIVE:
            picked["swap"] = state
    picked["over"] = states[-1]
    if "juggling" in picked:  # a bots' game gives no hint after the first: the table does
        hinted = picked["juggling"]
        while moves := engine.moment_actions(hinted):
            for seat, action in moves:
                hinted = engine.apply(hinted, seat, action)
        picked["hints"] = hinted
    for name, state in picked.items():
        seat = engine.to_act(state)[0] if engine.to_act(state) else 0
        yield name, engine.view(state, None), engine.view(state, seat)


def crowded(view: SiteswapView) -> SiteswapView:
    """A view with more patterns on the table than a real game is likely to hold."""
    return replace(view, table=(view.table * 7)[:14])


def pictures(seed: int) -> Iterator[tuple[str, bytes]]:
    """Named pictures of the telling moments at 2, 4 and 6 players, and a crowded table."""
    from renderers.siteswap import render_hand, render_results, render_table

    for players in (2, 4, 6):
        names = list(SAMPLE_NAMES[:players])
        for name, public, own in moments(players, seed + players):
            yield f"{players}p-{name}", render_table(public, names)
            if name == "over":  # the results show every hand now
                yield f"{players}p-results", render_results(public, names)
            else:
                yield f"{players}p-{name}-hand", render_hand(own, names)
            if name == "juggling":
                yield f"{players}p-crowded", render_table(crowded(public), names)
