"""Whole games with every option switched on, by random play and by the bots.

The conformance suite plays the default options; live mode, advanced play
and the wild-guess penalty take other paths (reports, tricks, two-card
patterns, penalty draws) that must end as surely.
"""

from __future__ import annotations

import pytest

import engines
from engines.core.records import to_json
from engines.siteswap.state import SiteswapOptions
from tests.engines.conformance import choose_bot, choose_random, play_out, replay

OPTIONS = [
    SiteswapOptions(mode="live"),
    SiteswapOptions(advanced=True, wild_guess_penalty=True),
    SiteswapOptions(mode="live", advanced=True, flashed=(4, 11, 10, 6, 9, 3)),
]


@pytest.mark.parametrize("options", OPTIONS, ids=["live", "advanced", "live-capabilities"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_games_with_options_end_and_replay(options, players):
    engine = engines.get("siteswap")
    for seed, chooser in ((1, choose_random), (2, choose_bot)):
        playout = play_out(engine, players, seed, chooser, options=options)
        assert engine.is_over(playout.final)
        for state in playout.states[:-1]:
            for seat in engine.to_act(state):
                assert engine.legal_actions(state, seat)
        rebuilt = replay(engine, players, options, seed, playout.log)
        assert to_json(rebuilt) == to_json(playout.final)
