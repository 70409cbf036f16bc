"""What a performance is, in the words every Siteswap picture, text table and
description use: a trick, a new pattern, or an extension of a named pattern on the
table (never how many cards it holds, which would tell its length)."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.messages import Message, msg
from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers.i18n import SOURCE, translate


def juggled_what(view: SiteswapView, names: Sequence[str]) -> Message:
    """ "a trick", "a new pattern" or "an extension of B's 423"; `names` name the seats."""
    performance = view.performance
    assert performance is not None, "nothing is being juggled"
    if performance.kind == "trick":
        return msg("a trick")
    if performance.target is not None:
        laid = view.table[performance.target]
        return msg("an extension of {name}'s {pattern}", name=names[laid.owner],
                   pattern=text(tuple(laid.values)))  # fmt: skip
    return msg("a new pattern")


def variation_words(variation: str, locale: str = SOURCE) -> str:
    """How a repeat is juggled ("with clubs instead of balls") in the reader's language:
    views keep the engine's English words (marked in `engines.siteswap.turn`)."""
    return translate(variation, locale)
