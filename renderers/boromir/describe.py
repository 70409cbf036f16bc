"""The Boromir pictures in words, from the same view: the ring spot by spot, the last
capture, the players; a hand for its owner; the final count. In the reader's language
(`locale`), as the pictures are."""

from __future__ import annotations

from collections.abc import Sequence

from engines.boromir.views import BoromirView
from engines.core.cards import Card
from engines.core.messages import msg, nmsg
from renderers.boromir.hand import side_line, stacks_line
from renderers.boromir.results import result_lines
from renderers.boromir.ring import capture_words
from renderers.boromir.table import require_view, seat_names, side_words, status
from renderers.describe import paragraph, suits_in_words
from renderers.i18n import SOURCE, text


def _ring(view: BoromirView, locale: str) -> str:
    spots = []
    for spot, stack in enumerate(view.ring):
        card = stack.top.words
        spots.append(
            msg("{spot}: {card}, a stack of {height}", spot=spot + 1, card=card,
                height=stack.height)
            if stack.height > 1 else msg("{spot}: {card}", spot=spot + 1, card=card)
        )  # fmt: skip
    shown = "; ".join(text(spot, locale) for spot in spots)
    return text(msg("The ring, spot by spot: {spots}", spots=shown), locale)


def _players(view: BoromirView, names: list[str], locale: str) -> str:
    shown = []
    for seat in range(view.players):
        captures = view.captures[seat]
        facts = [
            text(msg("{count} in hand", count=view.hand_counts[seat]), locale),
            text(nmsg("{count} capture", "{count} captures", captures), locale),
        ]
        side = suits_in_words(side_words(view, seat, locale), locale)
        facts += [side] if side else []
        shown.append(f"{names[seat]}: {', '.join(facts)}")
    return text(msg("Players: {players}", players="; ".join(shown)), locale)


def _cards(cards: Sequence[Card], locale: str) -> str:
    named = ", ".join(text(card.words, locale) for card in cards) or text(msg("none"), locale)
    return text(nmsg("{count} card: {cards}", "{count} cards: {cards}", len(cards),
                     cards=named), locale)  # fmt: skip


def describe_table(
    view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
) -> str:
    shown = require_view(view)
    labels = seat_names(shown, names)
    pile = shown.draw_pile
    return paragraph([
        text(msg("Boromir table. {status}", status=status(shown, labels, locale)), locale),
        capture_words(shown, labels, locale, marks=False),
        text(nmsg("Draw pile: {count} card left", "Draw pile: {count} cards left", pile), locale),
        _players(shown, labels, locale),
        _ring(shown, locale),
    ])  # fmt: skip


def describe_hand(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE) -> str:
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat view")
    return paragraph([
        text(msg("Your Boromir hand, shown only to you"), locale),
        suits_in_words(side_line(shown, locale), locale),
        _cards(shown.hand, locale),
        suits_in_words(stacks_line(shown, locale), locale),
    ])  # fmt: skip


def describe_results(
    view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
) -> str:
    shown = require_view(view)
    if shown.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    labels = seat_names(shown, names)
    lines = (suits_in_words(line, locale) for line in result_lines(shown, labels, locale))
    return paragraph([text(msg("Boromir, game over"), locale), *lines, _ring(shown, locale)])
