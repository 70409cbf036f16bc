"""The easy bot's turn: how a newcomer plays, so that a newcomer can beat it.

A newcomer lays what they can see at a glance: short patterns (at most
`EASY_LONGEST` cards) and extensions by a single card, weighed like the game's
bot weighs them (cards shed times the chance of ending face up), and now and then
lets a turn pass while still making up their mind. Watching, their eye is slower
(`EASY_SHARPNESS` scales the chance of recognising a pattern, see `bots`), and
they do not think about whether naming a pattern might hand its performer the
game. It still plays every move it makes for a reason, so it beats random play.
"""

from __future__ import annotations

import random

from engines.siteswap.actions import Extend, Pass, SiteswapAction
from engines.siteswap.patterns import inserted_positions, parse
from engines.siteswap.planning import weighed_extensions, weighed_lays
from engines.siteswap.views import SiteswapView

EASY_LONGEST = 4  # cards in the longest new pattern it lays
EASY_SHARPNESS = 0.6  # its chance of recognising a pattern, against the game's bot's
HESITATES = 0.35  # how often it lets a turn pass that it could have played


def _inserted(view: SiteswapView, action: Extend) -> int:
    added = inserted_positions(tuple(view.table[action.target].values), parse(action.throws))
    return len(added or ())


def easy_turn(view: SiteswapView, rng: random.Random) -> SiteswapAction:
    """The best of the short lays and one-card extensions; sometimes a pass."""
    if rng.random() < HESITATES:
        return Pass()
    weighed = [(worth, action) for worth, action in weighed_lays(view)
               if len(parse(action.throws)) <= EASY_LONGEST]  # fmt: skip
    weighed += [(worth, action) for worth, action in weighed_extensions(view, 0.0)
                if isinstance(action, Extend) and _inserted(view, action) == 1]  # fmt: skip
    best: tuple[float, SiteswapAction] = (0.0, Pass())
    for worth, action in weighed:
        if worth > best[0]:
            best = (worth, action)
    return best[1]
