"""The Boromir table in the terminal: the ring drawn as a ring, then your hand.

The thirteen spots lie on an oval, clockwise from spot 1 at the top left:
1 to 6 along the top, 7 at the right end, 8 to 12 back along the bottom and
13 at the left end, so every spot's neighbours are the spots beside it on the
oval (13 and 1 too), as on the table picture.
"""

from __future__ import annotations

from engines.boromir.state import Phase
from engines.boromir.views import BoromirView, StackView
from engines.core.messages import msg, nmsg
from renderers.boromir.hand import side_line, stacks_line
from renderers.i18n import SOURCE, text
from renderers.text import pad, title_rule, turn_lines, wrapped

LETTERS = "ABCD"
CELL = 11  # "13 10♥ ×16" and a space
TOP = range(0, 6)  # spots 1-6, left to right
RIGHT = 6  # spot 7
BOTTOM = range(11, 6, -1)  # spots 12 down to 8, left to right
LEFT = 12  # spot 13
LAST = "*"


def _cell(spot: int, stack: StackView, landed: int | None) -> str:
    mark = LAST if spot == landed else " "
    height = f" ×{stack.height}" if stack.height > 1 else ""
    return pad(f"{mark}{spot + 1:>2} {stack.top.symbol}{height}", CELL)


def ring_lines(view: BoromirView) -> list[str]:
    """Three lines, the oval: the top six, the two ends, the bottom five."""
    landed = view.last_capture.target if view.last_capture is not None else None
    cells = [_cell(spot, stack, landed) for spot, stack in enumerate(view.ring)]
    half = CELL // 2
    top = " " * (half + 1) + "".join(cells[spot] for spot in TOP)
    ends = cells[LEFT] + " " * (CELL * 5) + cells[RIGHT]  # 7 just right of 6, as 13 of 1
    bottom = " " * (CELL + 1) + "".join(cells[spot] for spot in BOTTOM)
    return ["  " + line.rstrip() for line in (top, ends, bottom)]


def _turn(view: BoromirView, locale: str) -> str | None:
    if view.phase is Phase.OVER or view.seat not in view.to_act:
        return None
    return text(msg("move a stack onto a neighbour it beats, then refill its spot."), locale)


def _cards(count: int, locale: str) -> str:
    return text(nmsg("{count} card", "{count} cards", count), locale)


class BoromirText:
    def seat_names(self, view: BoromirView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: BoromirView, people: list[str], locale: str = SOURCE) -> list[str]:
        state = text(
            msg("game over") if view.phase is Phase.OVER
            else msg("{seat} to capture", seat=LETTERS[view.turn]),
            locale,
        )  # fmt: skip
        pile = text(nmsg("draw pile {count} card", "draw pile {count} cards", view.draw_pile),
                    locale)  # fmt: skip
        seats = [
            f"{LETTERS[seat]} {people[seat]} {_cards(view.hand_counts[seat], locale)}"
            for seat in range(view.players)
        ]
        ring = msg("The ring, clockwise; neighbours sit side by side ({mark} last capture):",
                   mark=LAST)  # fmt: skip
        lines = [
            title_rule("Boromir", state, pile),
            *wrapped("  " + text(msg("Seats"), locale).ljust(8), seats),
            f"  {stacks_line(view, locale)}",
            "",
            f"  {text(ring, locale)}",
            *ring_lines(view),
            "",
        ]
        if view.seat is not None:
            hand = " ".join(card.symbol for card in view.hand) or "—"
            lines.append(f"  {side_line(view, locale)}")
            lines.append("  " + text(msg("Your hand: {cards}", cards=hand), locale))
            lines.append("")
        waiting = [LETTERS[seat] for seat in view.to_act if seat != view.seat]
        lines += turn_lines(_turn(view, locale), waiting, locale)
        return lines


TEXT_TABLE = BoromirText()
