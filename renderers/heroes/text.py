"""The Heroes table in the terminal: pools, every player's heroes, and your own hand."""

from __future__ import annotations

from engines.heroes.roster import hero
from engines.heroes.views import HeroesView

LETTERS = "ABCDEF"


def _names(heroes: list[int]) -> str:
    return ", ".join(hero(h).card for h in heroes) or "—"


class HeroesText:
    def seat_names(self, view: HeroesView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: HeroesView, people: list[str]) -> list[str]:
        lines = [view.progress, f"Open Pool: {_names(view.open_pool)}",
                 f"Hidden Pool: {view.hidden_count} face down"]  # fmt: skip
        for seat in range(view.players):
            joker = "joker used" if view.joker_used[seat] else "joker unused"
            lines.append(f"{LETTERS[seat]} ({people[seat]}): table {_names(view.tables[seat])}"
                         f" · {view.hand_counts[seat]} in hand · bank {view.bank[seat]}"
                         f" · {joker}")  # fmt: skip
        lines += [f"Rugged Zone: {_names(view.rugged)}", f"Banned: {_names(view.banned)}"]
        if view.seat is not None:
            hand = ", ".join(f"{i + 1}. {hero(h).card}" for i, h in enumerate(view.hand))
            lines.append(f"Your hand: {hand or '—'}")
            if view.my_lineup:
                lines.append(f"Your lineup so far: {_names(view.my_lineup)}")
        return lines


TEXT_TABLE = HeroesText()
