"""The Siteswap bot at each level (see `engines.core.levels`).

- easy: short patterns, a slower eye, a turn let pass now and then (`easy`);
- normal: the game's bot (`bots.bot_action`);
- hard: a turn weighed a draw ahead over deals of the unseen cards, an expert's eye,
  and in live mode a reading of the performer's hand from the hints (`hard`). Its
  budget counts those deals.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engines.core.levels import BotLevel, fixed
from engines.siteswap.bots import bot_action, easy_action
from engines.siteswap.hard import HARD_ITERATIONS, hard_action

# The ladder's player count: two to four players get the full 8 cards, and four is
# the table the rules and the guessing were tuned at.
USUAL_PLAYERS = 4

BOTS: Mapping[str, BotLevel] = MappingProxyType({
    "easy": BotLevel(fixed(easy_action)),
    "normal": BotLevel(fixed(bot_action)),
    "hard": BotLevel(hard_action, searches=True, iterations=HARD_ITERATIONS),
})  # fmt: skip
