"""What a performance is, in the words every Siteswap picture, text table and
description use: a trick, a new pattern, or an extension of a named pattern on the
table (never how many cards it holds, which would tell its length)."""

from __future__ import annotations

from collections.abc import Sequence

from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView


def juggled_what(view: SiteswapView, names: Sequence[str]) -> str:
    """ "a trick", "a new pattern" or "an extension of B's 423"; `names` name the seats."""
    performance = view.performance
    assert performance is not None, "nothing is being juggled"
    if performance.kind == "trick":
        return "a trick"
    if performance.target is not None:
        laid = view.table[performance.target]
        return f"an extension of {names[laid.owner]}'s {text(tuple(laid.values))}"
    return "a new pattern"
