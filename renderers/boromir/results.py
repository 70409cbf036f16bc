"""The end of a Boromir game: the final ring, every side revealed, and the count."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.boromir.views import BoromirView
from engines.core.cards import SUIT_NAMES, SUIT_SYMBOLS
from renderers.boromir.table import WIDTH, draw_table, seat_names
from renderers.theme import GOLD, PANEL, TEXT
from renderers.widgets import draw_text, wrap

LINE = 30
SIZE = 20


def result_lines(view: BoromirView, names: list[str]) -> list[str]:
    """One headline, then each seat's side and stacks."""
    if view.players == 2:
        black, red = view.stacks.get("black", 0), view.stacks.get("red", 0)
        if view.stalemate or view.black_seat is None:
            return [f"Stalemate: nobody drew the Jack of Spades (black {black}, red {red})"]
        holder, other = view.black_seat, 1 - view.black_seat
        headline = (
            "A draw" if black == red
            else f"{names[holder if black > red else other]} wins"
        )  # fmt: skip
        return [
            headline,
            f"{names[holder]}: black, {_stacks(black)} (held the Jack of Spades)",
            f"{names[other]}: red, {_stacks(red)}",
        ]
    assert view.suits is not None
    counts = [view.stacks.get(suit, 0) for suit in view.suits]
    best = max(counts)
    winners = [names[seat] for seat, count in enumerate(counts) if count == best]
    lines = [("Winners: " if len(winners) > 1 else "Winner: ") + ", ".join(winners)]
    lines += [
        f"{names[seat]}: {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}, {_stacks(counts[seat])}"
        for seat, suit in enumerate(view.suits)
    ]
    return lines


def draw_results(view: BoromirView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    if view.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    table = draw_table(view, names, four_colour)
    lines = [
        (piece, index == 0)
        for index, line in enumerate(result_lines(view, seat_names(view, names)))
        for piece in wrap(line, 22 if index == 0 else SIZE, index == 0, WIDTH - 32)
    ]
    panel = 20 + LINE * len(lines)
    canvas = Image.new("RGB", (WIDTH, table.height + panel), PANEL)
    canvas.paste(table, (0, 0))
    for index, (line, first) in enumerate(lines):
        draw_text(canvas, (16, table.height + 24 + index * LINE), line, 22 if first else SIZE,
                  GOLD if first else TEXT, PANEL, bold=first, anchor="middle")  # fmt: skip
    return canvas


def _stacks(count: int) -> str:
    return "1 stack" if count == 1 else f"{count} stacks"
