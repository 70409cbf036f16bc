"""The Siteswap pictures in words, from the same view; never the numbers of a pattern
still being guessed: the animation is the only place they show, and a performance's
words say who juggles what kind of thing, how, and the hints given so far; never how
many cards it holds, which would tell its length."""

from __future__ import annotations

from collections.abc import Sequence

from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers.describe import cards_named, counted, paragraph
from renderers.siteswap.juggled import juggled_what
from renderers.siteswap.table import SHOWN_PATTERNS, require_view, seat_names, status


def _performance(view: SiteswapView, labels: list[str]) -> str:
    performance = view.performance
    if performance is None:
        return ""
    what = juggled_what(view, labels)
    how = f", juggled {performance.variation}" if performance.variation else ""
    hints = f" Hints so far: {', '.join(performance.hints)}." if performance.hints else ""
    return (
        f"{labels[performance.performer]} is juggling {what}{how}: watch the juggler and "
        f"guess it.{hints}"
    )


def describe_table(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    labels = seat_names(shown, names)
    held = "; ".join(
        f"{labels[seat]} {counted(count, 'card')}" for seat, count in enumerate(shown.hand_counts)
    )
    discard = shown.discard_top.name if shown.discard_top is not None else "nothing"
    return paragraph([
        f"Siteswap table. {status(shown, labels)}",
        _performance(shown, labels),
        f"Cards held: {held}",
        f"Pick-up pile: {counted(shown.pickup_count, 'card')}; discard pile: "
        f"{counted(shown.discard_count, 'card')}, {discard} on top",
        _patterns(shown, labels),
    ])  # fmt: skip


def _patterns(view: SiteswapView, labels: list[str]) -> str:
    """The latest patterns face up, as the picture shows them: numbers, owner, cards."""
    patterns = [
        f"{text(tuple(laid.values))} by {labels[laid.owner]} ({cards_named(laid.cards)})"
        for laid in view.table[-SHOWN_PATTERNS:]
    ]
    earlier = len(view.table) - len(patterns)
    shown = "; ".join(patterns) or "none yet"
    return f"Patterns on the table: {shown}" + (f"; and {earlier} earlier" if earlier else "")


def describe_hand(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat view")
    cards = ", ".join(
        f"{card.name} (throw {throw})"
        for card, throw in zip(shown.hand, shown.hand_values, strict=True)
    )
    return paragraph([
        "Your Siteswap cards, shown only to you",
        f"{counted(len(shown.hand), 'card')}: {cards or 'none'}",
        f"Most balls you have flashed: {shown.flashed[shown.seat]}",
    ])  # fmt: skip


def describe_results(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    labels = seat_names(shown, names)
    winners = ", ".join(labels[seat] for seat in shown.winners) or "nobody"
    left = "; ".join(
        f"{labels[seat]} {counted(count, 'card')} left"
        for seat, count in enumerate(shown.hand_counts)
    )
    return paragraph([
        f"Siteswap, game over. Winner{'s' if len(shown.winners) > 1 else ''}: {winners}",
        f"Cards left: {left}",
        _patterns(shown, labels),
    ])  # fmt: skip


def describe_performance(view: object, names: Sequence[str] | None = None) -> str:
    """The animation in words: who juggles, what kind, how, and the hints so far; never
    the throws, which are what the others are guessing, nor how many cards."""
    shown = require_view(view)
    if shown.performance is None:
        return paragraph(["Siteswap: nothing is being juggled now"])
    return paragraph(["An animation of a juggler", _performance(shown, seat_names(shown, names))])
