"""The Heroes pictures in words, from the same view: pools and every player's public
heroes; a hand for its owner; every lineup and its points once revealed."""

from __future__ import annotations

from collections.abc import Sequence

from engines.heroes.roster import hero
from renderers.describe import counted, paragraph
from renderers.heroes.results import breakdown
from renderers.heroes.table import player_facts, require_view, seat_names, status


def heroes_named(heroes: Sequence[int]) -> str:
    """ "Blaze (Ember, 3 stars), Surf (Tide, 2 stars)", or "none"."""
    return ", ".join(
        f"{info.name} ({info.house}, {counted(info.stars, 'star')})"
        for info in map(hero, heroes)
    ) or "none"  # fmt: skip


def describe_table(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    labels = seat_names(shown, names)
    parts = [
        f"Heroes table. {status(shown, labels)}",
        f"Open Pool: {heroes_named(shown.open_pool)}; "
        f"{counted(shown.hidden_count, 'hero', 'heroes')} face down in the Hidden Pool",
    ]
    parts += [
        f"{labels[seat]}: {player_facts(shown, seat)}; on the table: "
        f"{heroes_named(shown.tables[seat])}"
        for seat in range(shown.players)
    ]
    parts += [
        f"Rugged Zone: {heroes_named(shown.rugged)}",
        f"Banned Pool: {heroes_named(shown.banned)}",
    ]
    return paragraph(parts)


def describe_hand(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat view")
    seat = shown.seat
    hand = "; ".join(
        f"#{position + 1} {heroes_named([hero_id])}" for position, hero_id in enumerate(shown.hand)
    )
    joker = "joker used" if shown.joker_used[seat] else "joker unused"
    parts = [
        f"Your heroes, shown only to you. Star Bank {shown.bank[seat]}, {joker}",
        f"In your hand: {hand or 'none'}",
        f"On your table: {heroes_named(shown.tables[seat])}",
    ]
    if shown.my_lineup:
        parts.append(f"Your lineup so far: {heroes_named(shown.my_lineup)}")
    return paragraph(parts)


def describe_results(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.lineups is None or shown.points is None:
        raise ValueError("lineups are revealed only when the game is over")
    labels = seat_names(shown, names)
    best = max(shown.points)
    winners = [labels[s] for s, points in enumerate(shown.points) if points == best]
    title = "Winners" if len(winners) > 1 else "Winner"
    parts = [f"Heroes, game over. {title}: {', '.join(winners)}"]
    parts += [
        f"{labels[seat]}: {shown.points[seat]} points ({breakdown(shown, seat)}), lineup "
        f"{heroes_named(lineup)}"
        for seat, lineup in enumerate(shown.lineups)
    ]
    return paragraph(parts)
