"""The Boromir table in the terminal: the ring as thirteen numbered spots, then your hand."""

from __future__ import annotations

from engines.boromir.views import BoromirView
from renderers.boromir.hand import side_line, stacks_line

LETTERS = "ABCD"


class BoromirText:
    def seat_names(self, view: BoromirView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: BoromirView, people: list[str]) -> list[str]:
        spots = []
        landed = view.last_capture.target if view.last_capture is not None else None
        for spot, stack in enumerate(view.ring):
            mark = "*" if spot == landed else " "
            height = f"×{stack.height}" if stack.height > 1 else "  "
            spots.append(f"{spot + 1:>2}:{stack.top.symbol:<3}{height:<3}{mark}")
        lines = ["Ring (spot: top card ×height, * last capture):"]
        lines += ["  " + "  ".join(spots[row : row + 5]) for row in range(0, len(spots), 5)]
        seats = " · ".join(
            f"{LETTERS[seat]} ({people[seat]}) {_cards(view.hand_counts[seat])}"
            for seat in range(view.players)
        )
        lines += [f"Players: {seats}", f"Draw pile: {view.draw_pile} cards · {stacks_line(view)}"]
        if view.seat is not None:
            lines.append(side_line(view))
            lines.append("Your hand: " + (" ".join(c.symbol for c in view.hand) or "—"))
        return lines


TEXT_TABLE = BoromirText()


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"
