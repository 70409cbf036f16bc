"""The Siteswap pictures in words, from the same view; never the numbers of a pattern
still being guessed: the animation is the only place they show, and a performance's
words say who juggles what kind of thing, how, and the hints given so far; never how
many cards it holds, which would tell its length. Each takes `locale`, the language
of the picture it goes with."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engines.core.cards import Card
from engines.core.messages import msg, nmsg
from engines.siteswap.patterns import text
from engines.siteswap.views import SiteswapView
from renderers.describe import paragraph
from renderers.i18n import SOURCE
from renderers.i18n import text as say
from renderers.siteswap.juggled import juggled_what, variation_words
from renderers.siteswap.table import SHOWN_PATTERNS, require_view, seat_names, status


def _cards(count: int, locale: str) -> str:
    return say(nmsg("{count} card", "{count} cards", count), locale)


def _named(cards: Iterable[Card], locale: str) -> str:
    """ "J of spades, 10 of hearts" in the reader's language, or "none"."""
    return ", ".join(say(card.words, locale) for card in cards) or say(msg("none"), locale)


def _performance(view: SiteswapView, labels: list[str], locale: str) -> str:
    performance = view.performance
    if performance is None:
        return ""
    name, what = labels[performance.performer], juggled_what(view, labels)
    line = (
        msg("{name} is juggling {what}, juggled {how}: watch the juggler and guess it.",
            name=name, what=what, how=variation_words(performance.variation, locale))
        if performance.variation
        else msg("{name} is juggling {what}: watch the juggler and guess it.", name=name,
                 what=what)
    )  # fmt: skip
    said = say(line, locale)
    if performance.hints:
        hints = ", ".join(say(hint, locale) for hint in performance.hints)
        said += " " + say(msg("Hints so far: {hints}.", hints=hints), locale)
    return said


def describe_table(view: object, names: Sequence[str] | None = None, *,
                   locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    labels = seat_names(shown, names)
    held = "; ".join(
        f"{labels[seat]} {_cards(count, locale)}" for seat, count in enumerate(shown.hand_counts)
    )
    pickup = nmsg("Pick-up pile: {count} card", "Pick-up pile: {count} cards", shown.pickup_count)
    discard = (
        nmsg("discard pile: {count} card, {card} on top",
             "discard pile: {count} cards, {card} on top", shown.discard_count,
             card=shown.discard_top.words)
        if shown.discard_top is not None
        else nmsg("discard pile: {count} card, nothing on top",
                  "discard pile: {count} cards, nothing on top", shown.discard_count)
    )  # fmt: skip
    return paragraph([
        say(msg("Siteswap table. {status}", status=status(shown, labels)), locale),
        _performance(shown, labels, locale),
        say(msg("Cards held: {held}", held=held), locale),
        f"{say(pickup, locale)}; {say(discard, locale)}",
        _patterns(shown, labels, locale),
    ])  # fmt: skip


def _patterns(view: SiteswapView, labels: list[str], locale: str) -> str:
    """The latest patterns face up, as the picture shows them: numbers, owner, cards."""
    patterns = [
        say(msg("{pattern} by {name} ({cards})", pattern=text(tuple(laid.values)),
                name=labels[laid.owner], cards=_named(laid.cards, locale)), locale)
        for laid in view.table[-SHOWN_PATTERNS:]
    ]  # fmt: skip
    earlier = len(view.table) - len(patterns)
    if not patterns:
        return say(msg("Patterns on the table: none yet"), locale)
    shown = "; ".join(patterns)
    line = (
        nmsg("Patterns on the table: {patterns}; and {count} earlier",
             "Patterns on the table: {patterns}; and {count} earlier", earlier, patterns=shown)
        if earlier
        else msg("Patterns on the table: {patterns}", patterns=shown)
    )  # fmt: skip
    return say(line, locale)


def describe_hand(view: object, names: Sequence[str] | None = None, *,
                  locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat view")
    cards = ", ".join(
        say(msg("{card} (throw {throw})", card=card.words, throw=throw), locale)
        for card, throw in zip(shown.hand, shown.hand_values, strict=True)
    ) or say(msg("none"), locale)
    held = nmsg("{count} card: {cards}", "{count} cards: {cards}", len(shown.hand), cards=cards)
    return paragraph([
        say(msg("Your Siteswap cards, shown only to you"), locale),
        say(held, locale),
        say(msg("Most balls you have flashed: {flashed}", flashed=shown.flashed[shown.seat]),
            locale),
    ])  # fmt: skip


def describe_results(view: object, names: Sequence[str] | None = None, *,
                     locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    if shown.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    labels = seat_names(shown, names)
    winners = ", ".join(labels[seat] for seat in shown.winners) or say(msg("nobody"), locale)
    left = "; ".join(
        say(nmsg("{name} {count} card left", "{name} {count} cards left", count,
                 name=labels[seat]), locale)
        for seat, count in enumerate(shown.hand_counts)
    )  # fmt: skip
    return paragraph([
        say(nmsg("Siteswap, game over. Winner: {names}", "Siteswap, game over. Winners: {names}",
                 max(1, len(shown.winners)), names=winners), locale),
        say(msg("Cards left: {left}", left=left), locale),
        _patterns(shown, labels, locale),
    ])  # fmt: skip


def describe_performance(view: object, names: Sequence[str] | None = None, *,
                         locale: str = SOURCE) -> str:  # fmt: skip
    """The animation in words: who juggles, what kind, how, and the hints so far; never
    the throws, which are what the others are guessing, nor how many cards."""
    shown = require_view(view)
    if shown.performance is None:
        return paragraph([say(msg("Siteswap: nothing is being juggled now"), locale)])
    return paragraph([
        say(msg("An animation of a juggler"), locale),
        _performance(shown, seat_names(shown, names), locale),
    ])  # fmt: skip
