"""The Heroes pictures in words, from the same view: pools and every player's public
heroes; a hand for its owner; every lineup and its points once revealed. Written in
the reader's language (`locale`), as the pictures are."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.messages import msg, nmsg
from engines.heroes.roster import HOUSE_WORDS, hero
from renderers.describe import paragraph
from renderers.heroes.results import breakdown
from renderers.heroes.table import joker_words, player_facts, require_view, seat_names, status
from renderers.i18n import SOURCE, text


def heroes_named(heroes: Sequence[int], locale: str = SOURCE) -> str:
    """ "Blaze (Ember, 3 stars), Surf (Tide, 2 stars)", or "none"."""
    return ", ".join(
        text(nmsg("{name} ({house}, {count} star)", "{name} ({house}, {count} stars)",
                  info.stars, name=info.name, house=HOUSE_WORDS[info.house]), locale)
        for info in map(hero, heroes)
    ) or text(msg("none"), locale)  # fmt: skip


def describe_table(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
                   ) -> str:  # fmt: skip
    shown = require_view(view)
    labels = seat_names(shown, names)
    parts = [
        text(msg("Heroes table. {status}", status=status(shown, labels, locale)), locale),
        text(nmsg("Open Pool: {heroes}; {count} hero face down in the Hidden Pool",
                  "Open Pool: {heroes}; {count} heroes face down in the Hidden Pool",
                  shown.hidden_count, heroes=heroes_named(shown.open_pool, locale)),
             locale),
    ]  # fmt: skip
    parts += [
        text(msg("{name}: {facts}; on the table: {heroes}", name=labels[seat],
                 facts=player_facts(shown, seat, locale),
                 heroes=heroes_named(shown.tables[seat], locale)), locale)
        for seat in range(shown.players)
    ]  # fmt: skip
    parts += [
        text(msg("Rugged Zone: {heroes}", heroes=heroes_named(shown.rugged, locale)), locale),
        text(msg("Banned Pool: {heroes}", heroes=heroes_named(shown.banned, locale)), locale),
    ]
    return paragraph(parts)


def describe_hand(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
                  ) -> str:  # fmt: skip
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat view")
    seat = shown.seat
    hand = "; ".join(
        f"#{position + 1} {heroes_named([hero_id], locale)}"
        for position, hero_id in enumerate(shown.hand)
    )
    parts = [
        text(msg("Your heroes, shown only to you. Star Bank {bank}, {joker}", bank=shown.bank[seat],
                 joker=joker_words(shown, seat, locale)), locale),
        text(msg("In your hand: {heroes}", heroes=hand or text(msg("none"), locale)), locale),
        text(msg("On your table: {heroes}", heroes=heroes_named(shown.tables[seat], locale)),
             locale),
    ]  # fmt: skip
    if shown.my_lineup:
        parts.append(text(msg("Your lineup so far: {heroes}",
                              heroes=heroes_named(shown.my_lineup, locale)), locale))  # fmt: skip
    return paragraph(parts)


def describe_results(view: object, names: Sequence[str] | None = None, *, locale: str = SOURCE
                     ) -> str:  # fmt: skip
    shown = require_view(view)
    if shown.lineups is None or shown.points is None:
        raise ValueError("lineups are revealed only when the game is over")
    labels = seat_names(shown, names)
    best = max(shown.points)
    winners = [labels[s] for s, points in enumerate(shown.points) if points == best]
    parts = [
        text(nmsg("Heroes, game over. Winner: {names}", "Heroes, game over. Winners: {names}",
                  len(winners), names=", ".join(winners)), locale)
    ]  # fmt: skip
    parts += [
        text(nmsg("{name}: {count} point ({breakdown}), lineup {heroes}",
                  "{name}: {count} points ({breakdown}), lineup {heroes}", shown.points[seat],
                  name=labels[seat], breakdown=breakdown(shown, seat, locale),
                  heroes=heroes_named(lineup, locale)), locale)
        for seat, lineup in enumerate(shown.lineups)
    ]  # fmt: skip
    return paragraph(parts)
