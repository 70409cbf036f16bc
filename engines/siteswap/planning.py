"""The game's bot on its turn: the move that sheds the most cards on average, with
the price of a performance counted.

A pattern nobody names is laid only if its performer juggles it 20 cycles clean
(see `juggling`), so laying every card at once is seldom worth it: the bot weighs
each candidate by the chance that it ends face up (named by someone, or juggled
clean) times the cards it sheds. Candidates are the lightest patterns of each
length its hand makes (fewer balls, lower throws: easier to juggle), and
extensions of the patterns on the table inserting 1 to 3 cards.
"""

from __future__ import annotations

from engines.siteswap.actions import Extend, Lay, Pass, SiteswapAction
from engines.siteswap.guessing import recognition_chance
from engines.siteswap.juggling import clean_chance
from engines.siteswap.patterns import Throws, inserted_positions, reduced, text
from engines.siteswap.search import (
    LONGEST,
    MOST_INSERTED,
    extensions_inserting,
    patterns_of_length,
)
from engines.siteswap.views import SiteswapView

PER_KIND = 2  # patterns of each length (or extensions of each size) weighed, each way


def laid_chance(view: SiteswapView, pattern: Throws, left: int) -> float:
    """How likely `pattern` ends face up: named by a watcher (who will not name one that
    might empty the performer's hand, `left` cards after it), or juggled clean."""
    seat = view.seat or 0
    flashed = view.flashed[seat]
    clean = clean_chance(reduced(pattern, flashed), len(pattern), flashed)
    named = 0.0
    if left > 0:
        watchers = view.players - 1
        named = 1 - (1 - recognition_chance(reduced(pattern, flashed))) ** watchers
    return named + (1 - named) * clean


def weighed_lays(view: SiteswapView) -> list[tuple[float, SiteswapAction]]:
    """Each new pattern worth weighing, with its worth: the cards it sheds times the
    chance it ends face up (also how the other levels rate what a hand could still do)."""
    own = tuple(view.hand_values)
    least = 2 if view.advanced else 3
    weighed: list[tuple[float, SiteswapAction]] = []
    for length in range(least, min(len(own), LONGEST) + 1):
        # The lightest first: fewer balls and lower throws are easier to juggle clean
        # (searching heavy ones too doubled the time and changed no result measured).
        for pattern in patterns_of_length(own, length, PER_KIND, low_first=True):
            worth = laid_chance(view, pattern, len(own) - length) * length
            weighed.append((worth, Lay(throws=text(pattern))))
    return weighed


def weighed_extensions(view: SiteswapView, to_beat: float) -> list[tuple[float, SiteswapAction]]:
    """Extensions worth weighing: one inserting `extra` cards is worth `extra + 1` at
    most (a laid extension sheds its cards and skips the end-of-turn draw), so sizes
    that cannot beat `to_beat` are not searched for."""
    own = tuple(view.hand_values)
    weighed: list[tuple[float, SiteswapAction]] = []
    for target, laid in enumerate(view.table):
        old = tuple(laid.values)
        for extra in range(1, min(len(own), MOST_INSERTED) + 1):
            if extra + 1 <= to_beat:
                continue
            found = {*extensions_inserting(old, own, extra, PER_KIND, low_first=False),
                     *extensions_inserting(old, own, extra, PER_KIND, low_first=True)}  # fmt: skip
            for pattern in sorted(found):
                added = len(inserted_positions(old, pattern) or ())
                worth = laid_chance(view, pattern, len(own) - added) * (added + 1)
                weighed.append((worth, Extend(target=target, throws=text(pattern))))
    return weighed


def _best(weighed: list[tuple[float, SiteswapAction]], best: tuple[float, SiteswapAction]
          ) -> tuple[float, SiteswapAction]:  # fmt: skip
    for worth, action in weighed:
        if worth > best[0]:
            best = (worth, action)
    return best


def best_try(view: SiteswapView) -> SiteswapAction:
    """The candidate worth the most cards shed on average; a pass when none is worth any."""
    best = _best(weighed_lays(view), (0.0, Pass()))
    return _best(weighed_extensions(view, best[0]), best)[1]
