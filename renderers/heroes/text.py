"""The Heroes table in the terminal: pools, every player's heroes, and your own hand.

Long lists (the Open Pool, a table of heroes, your hand) wrap between heroes,
never inside one, so each name stays whole at the terminal's width. Row names
are as wide as the longest in the reader's language, so the lists start in
one column whatever the language.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.messages import Message, msg, nmsg
from engines.heroes.roster import hero
from engines.heroes.state import Phase
from engines.heroes.views import HeroesView
from renderers.heroes.table import player_facts
from renderers.i18n import SOURCE, text
from renderers.text import display_width, pad, title_rule, turn_lines, wrapped

LETTERS = "ABCDEF"
ROWS = {
    "open": msg("Open Pool"),
    "hidden": msg("Hidden Pool"),
    "rugged": msg("Rugged Zone"),
    "banned": msg("Banned"),
    "hand": msg("Your hand"),
    "lineup": msg("Your lineup"),
}


class _Rows:
    """Rows of one table in one language: a name column, then the row's parts."""

    def __init__(self, locale: str, seats: list[str]) -> None:
        self.locale = locale
        names = [text(name, locale) for name in ROWS.values()] + seats
        self.width = max(map(display_width, names)) + 4  # two spaces before, two after

    def row(self, name: str | Message, parts: list[str]) -> list[str]:
        return wrapped(pad(f"  {text(name, self.locale)}", self.width), parts)

    def under(self, start: str, parts: list[str]) -> list[str]:
        """A row with no name, its first part starting with `start`, in the parts' column."""
        return wrapped(" " * self.width + start, parts)

    def cards(self, heroes: Sequence[int]) -> list[str]:
        return [text(hero(h).words, self.locale) for h in heroes] or ["—"]


def _lineups(view: HeroesView, people: list[str], rows: _Rows) -> list[str]:
    """Once revealed: every lineup and its points."""
    if view.lineups is None or view.points is None:
        return []
    lines = ["", "  " + text(msg("Lineups revealed"), rows.locale)]
    for seat, lineup in enumerate(view.lineups):
        points = text(nmsg("{count} point", "{count} points", view.points[seat]), rows.locale)
        lines += rows.row(f"{LETTERS[seat]} {people[seat]}", [points, *rows.cards(lineup)])
    return lines


def _your_turn(view: HeroesView) -> Message | None:
    if view.seat is None or view.seat not in view.to_act:
        return None
    if view.phase is Phase.LOCK_IN:
        return msg("pick four of your heroes for your lineup, then lock it in.")
    if view.phase is Phase.AFTER_TAKE:
        return msg("play your joker or end the turn.") if view.joker_ready else msg("end the turn.")
    if view.joker_ready:
        return msg(
            "take a hero: from the Open Pool onto your table, or blind from the Hidden Pool "
            "(or play your joker first)."
        )
    return msg("take a hero: from the Open Pool onto your table, or blind from the Hidden Pool.")


def _seat_rows(view: HeroesView, people: list[str], rows: _Rows) -> list[str]:
    lines = []
    table = text(msg("table:"), rows.locale) + " "
    for seat in range(view.players):
        facts = player_facts(view, seat, rows.locale)
        lines += rows.row(f"{LETTERS[seat]} {people[seat]}", [facts])
        lines += rows.under(table, rows.cards(view.tables[seat]))
    return lines


class HeroesText:
    def seat_names(self, view: HeroesView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: HeroesView, people: list[str], locale: str = SOURCE) -> list[str]:
        rows = _Rows(locale, [f"{LETTERS[seat]} {people[seat]}" for seat in range(view.players)])
        stage = text(msg("game over") if view.phase is Phase.OVER else view.progress, locale)
        lines = [title_rule("Heroes", *stage.split(" · "))]
        lines += rows.row(ROWS["open"], rows.cards(view.open_pool))
        hidden = text(msg("{count} face down", count=view.hidden_count), locale)
        lines += rows.row(ROWS["hidden"], [hidden])
        lines += _seat_rows(view, people, rows)
        lines += rows.row(ROWS["rugged"], rows.cards(view.rugged))
        lines += rows.row(ROWS["banned"], rows.cards(view.banned))
        if view.seat is not None:
            own = [f"{i + 1}. {text(hero(h).words, locale)}" for i, h in enumerate(view.hand)]
            lines += ["", *rows.row(ROWS["hand"], own or ["—"])]
            if view.my_lineup and view.lineups is None:
                lines += rows.row(ROWS["lineup"], rows.cards(view.my_lineup))
        lines += _lineups(view, people, rows)
        waiting = [LETTERS[seat] for seat in view.to_act if seat != view.seat]
        turn = _your_turn(view)
        mine = text(turn, locale) if turn is not None else None
        return [*lines, "", *turn_lines(mine, waiting, locale)]


TEXT_TABLE = HeroesText()
