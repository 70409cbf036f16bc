"""The Heroes table in the terminal: pools, every player's heroes, and your own hand.

Long lists (the Open Pool, a table of heroes, your hand) wrap between heroes,
never inside one, so each name stays whole at the terminal's width.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.heroes.roster import hero
from engines.heroes.state import Phase
from engines.heroes.views import HeroesView
from renderers.text import title_rule, turn_lines, wrapped

LETTERS = "ABCDEF"
LABEL = 15  # "  Hidden Pool  " and the other row names


def _cards(heroes: Sequence[int]) -> list[str]:
    return [hero(h).card for h in heroes] or ["—"]


def _row(name: str, parts: list[str]) -> list[str]:
    return wrapped(f"  {name}".ljust(LABEL), parts)


def _stage(view: HeroesView) -> list[str]:
    """The rule line's words: the round and whose turn, as the progress line has them."""
    if view.phase is Phase.OVER:
        return ["game over"]
    parts = [part.strip() for part in view.progress.split("·")]
    return [parts[0][:1].lower() + parts[0][1:], *parts[1:]]


def _lineups(view: HeroesView, people: list[str]) -> list[str]:
    """Once revealed: every lineup and its points."""
    if view.lineups is None or view.points is None:
        return []
    rows = ["", "  Lineups revealed"]
    for seat, lineup in enumerate(view.lineups):
        name = f"{LETTERS[seat]} {people[seat]}"
        rows += _row(name, [f"{view.points[seat]} points", *_cards(lineup)])
    return rows


def _your_turn(view: HeroesView) -> str | None:
    if view.seat is None or view.seat not in view.to_act:
        return None
    if view.phase is Phase.LOCK_IN:
        return "pick four of your heroes for your lineup, then lock it in."
    joker = "play your joker" if view.joker_ready else ""
    if view.phase is Phase.AFTER_TAKE:
        return f"{joker} or end the turn." if joker else "end the turn."
    take = "take a hero: from the Open Pool onto your table, or blind from the Hidden Pool"
    return f"{take} (or {joker} first)." if joker else f"{take}."


def _seat_rows(view: HeroesView, people: list[str]) -> list[str]:
    rows = []
    for seat in range(view.players):
        joker = "joker used" if view.joker_used[seat] else "joker unused"
        locked = " · locked in" if view.phase is Phase.LOCK_IN and view.locked[seat] else ""
        status = f"{view.hand_counts[seat]} in hand · bank {view.bank[seat]} · {joker}{locked}"
        rows += _row(f"{LETTERS[seat]} {people[seat]}", [status])
        rows += wrapped(" " * LABEL + "table: ", _cards(view.tables[seat]))
    return rows


class HeroesText:
    def seat_names(self, view: HeroesView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: HeroesView, people: list[str]) -> list[str]:
        lines = [title_rule("Heroes", *_stage(view))]
        lines += _row("Open Pool", _cards(view.open_pool))
        lines += _row("Hidden Pool", [f"{view.hidden_count} face down"])
        lines += _seat_rows(view, people)
        lines += _row("Rugged Zone", _cards(view.rugged))
        lines += _row("Banned", _cards(view.banned))
        if view.seat is not None:
            own = [f"{i + 1}. {hero(h).card}" for i, h in enumerate(view.hand)]
            lines += ["", *_row("Your hand", own or ["—"])]
            if view.my_lineup and view.lineups is None:
                lines += _row("Your lineup", _cards(view.my_lineup))
        lines += _lineups(view, people)
        waiting = [LETTERS[seat] for seat in view.to_act if seat != view.seat]
        return [*lines, "", *turn_lines(_your_turn(view), waiting)]


TEXT_TABLE = HeroesText()
