"""The end of a Boromir game: the final ring, every side revealed, and the count."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.boromir.views import BoromirView
from engines.core.messages import msg, nmsg
from renderers.boromir.table import WIDTH, draw_table, seat_names, suit_words
from renderers.i18n import SOURCE, text
from renderers.theme import GOLD, PANEL, TEXT
from renderers.widgets import draw_text, wrap

LINE = 30
SIZE = 20


def result_lines(view: BoromirView, names: list[str], locale: str = SOURCE) -> list[str]:
    """One headline, then each seat's side and stacks."""
    if view.players == 2:
        black, red = view.stacks.get("black", 0), view.stacks.get("red", 0)
        if view.stalemate or view.black_seat is None:
            return [text(msg("Stalemate: nobody drew the Jack of Spades (black {black}, red {red})",
                             black=black, red=red), locale)]  # fmt: skip
        holder, other = view.black_seat, 1 - view.black_seat
        headline = (
            msg("A draw") if black == red
            else msg("{name} wins", name=names[holder if black > red else other])
        )  # fmt: skip
        return [
            text(headline, locale),
            text(nmsg("{name}: black, {count} stack (held the Jack of Spades)",
                      "{name}: black, {count} stacks (held the Jack of Spades)",
                      black, name=names[holder]), locale),
            text(nmsg("{name}: red, {count} stack", "{name}: red, {count} stacks", red,
                      name=names[other]), locale),
        ]  # fmt: skip
    assert view.suits is not None
    counts = [view.stacks.get(suit, 0) for suit in view.suits]
    best = max(counts)
    winners = [names[seat] for seat, count in enumerate(counts) if count == best]
    lines = [text(nmsg("Winner: {names}", "Winners: {names}", len(winners),
                       names=", ".join(winners)), locale)]  # fmt: skip
    lines += [
        text(nmsg("{name}: {suit}, {count} stack", "{name}: {suit}, {count} stacks", counts[seat],
                  name=names[seat], suit=suit_words(suit, locale)), locale)
        for seat, suit in enumerate(view.suits)
    ]  # fmt: skip
    return lines


def draw_results(
    view: BoromirView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    if view.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    table = draw_table(view, names, four_colour, locale)
    lines = [
        (piece, index == 0)
        for index, line in enumerate(result_lines(view, seat_names(view, names), locale))
        for piece in wrap(line, 22 if index == 0 else SIZE, index == 0, WIDTH - 32)
    ]
    panel = 20 + LINE * len(lines)
    canvas = Image.new("RGB", (WIDTH, table.height + panel), PANEL)
    canvas.paste(table, (0, 0))
    for index, (line, first) in enumerate(lines):
        draw_text(canvas, (16, table.height + 24 + index * LINE), line, 22 if first else SIZE,
                  GOLD if first else TEXT, PANEL, bold=first, anchor="middle")  # fmt: skip
    return canvas
