"""The Boromir pictures in words, from the same view: the ring spot by spot, the last
capture, the players; a hand for its owner; the final count."""

from __future__ import annotations

from collections.abc import Sequence

from engines.boromir.views import BoromirView
from renderers.boromir.hand import side_line, stacks_line
from renderers.boromir.results import result_lines
from renderers.boromir.ring import capture_words
from renderers.boromir.table import require_view, seat_names, side_words, status
from renderers.describe import cards_named, counted, paragraph, suits_in_words


def _ring(view: BoromirView) -> str:
    spots = []
    for spot, stack in enumerate(view.ring):
        height = f" (stack of {stack.height})" if stack.height > 1 else ""
        spots.append(f"{spot + 1}: {stack.top.name}{height}")
    return "The ring, spot by spot: " + "; ".join(spots)


def _players(view: BoromirView, names: list[str]) -> str:
    shown = []
    for seat in range(view.players):
        facts = [f"{view.hand_counts[seat]} in hand", counted(view.captures[seat], "capture")]
        side = suits_in_words(side_words(view, seat))
        facts += [side] if side else []
        shown.append(f"{names[seat]}: {', '.join(facts)}")
    return "Players: " + "; ".join(shown)


def describe_table(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    labels = seat_names(shown, names)
    pile = counted(shown.draw_pile, "card")
    return paragraph([
        f"Boromir table. {status(shown, labels)}",
        capture_words(shown, labels, marks=False),
        f"Draw pile: {pile} left",
        _players(shown, labels),
        _ring(shown),
    ])  # fmt: skip


def describe_hand(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat view")
    return paragraph([
        "Your Boromir hand, shown only to you",
        suits_in_words(side_line(shown)),
        f"{counted(len(shown.hand), 'card')}: {cards_named(shown.hand)}",
        suits_in_words(stacks_line(shown)),
    ])  # fmt: skip


def describe_results(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.phase.value != "over":
        raise ValueError("there are no results before the game is over")
    labels = seat_names(shown, names)
    lines = map(suits_in_words, result_lines(shown, labels))
    return paragraph(["Boromir, game over", *lines, _ring(shown)])
