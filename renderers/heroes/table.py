"""The Heroes table picture: the Open Pool, every player's heroes and hand backs with
their Star Bank and joker, the Rugged Zone and the Banned Pool, round and turn."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.heroes.views import HeroesView
from renderers.heroes.cards import CARD, hero_back, hero_card
from renderers.theme import FELT, GOLD, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import draw_text, seat_labels

WIDTH = 760
HEADER, SECTION = 56, 30
LETTERS = "ABCDEF"
PER_ROW = 7
BACK = (58, 78)
HALF = (WIDTH - 24) // 2  # a player's share of the width
PLATE_HEIGHT = 62


def require_view(view: object) -> HeroesView:
    if not isinstance(view, HeroesView):
        kind = type(view).__name__
        raise TypeError(f"Heroes pictures are drawn from a HeroesView, not {kind}")
    return view


def seat_names(view: HeroesView, names: Sequence[str] | None) -> list[str]:
    return seat_labels(view.players, names)


def _status(view: HeroesView, labels: list[str]) -> str:
    if view.phase.value == "over":
        return "Game over"
    if view.phase.value == "lock_in":
        return f"Lock-in: {sum(view.locked)} of {view.players} locked"
    return f"Round {view.round} of 3 · {labels[view.turn or 0]} to take"


def _row(canvas: Image.Image, title: str, heroes: list[int], top: int, backs: int = 0) -> int:
    draw_text(canvas, (16, top + 10), title, 18, TEXT_DIM, FELT, bold=True, width=WIDTH - 32)
    top += SECTION
    shown = [hero_card(h, CARD, FELT) for h in heroes] + [hero_back(CARD, FELT)] * backs
    if not shown:
        draw_text(canvas, (16, top + 12), "none", 18, TEXT_DIM, FELT)
        return top + 34
    return _grid(canvas, shown, top) + 6


def _grid(
    canvas: Image.Image, shown: list[Image.Image], top: int, span: tuple[int, int] = (16, WIDTH - 6)
) -> int:
    """Cards left to right within `span`, wrapping at its end; each row as tall as its
    tallest card. Returns the bottom of the last row."""
    left, right = span
    x, row_height = left, 0
    for image in shown:
        if x + image.width > right:
            x, top, row_height = left, top + row_height + 8, 0
        canvas.paste(image, (x, top))
        x += image.width + 6
        row_height = max(row_height, image.height)
    return top + row_height + 8


def _rows(count: int, per_row: int = PER_ROW) -> int:
    return max(1, (count + per_row - 1) // per_row)


def _player(canvas: Image.Image, view: HeroesView, seat: int, label: str,
            where: tuple[int, int]) -> int:  # fmt: skip
    """One player in a half of the picture: a plate with who and their bank, then their
    heroes and hand backs. Returns the bottom."""
    left, top = where
    right = left + HALF
    active = seat in view.to_act
    fill = PLATE_ACTIVE if active else PLATE
    ImageDraw.Draw(canvas).rounded_rectangle(
        (left, top, right, top + PLATE_HEIGHT), radius=10, fill=fill
    )
    joker = "joker used" if view.joker_used[seat] else "joker unused"
    locked = " · locked" if view.locked[seat] else ""
    details = f"Star Bank {view.bank[seat]} · {joker} · {view.hand_counts[seat]} in hand{locked}"
    draw_text(canvas, (left + 12, top + 10), label, 20, GOLD if active else TEXT, fill,
              bold=True, width=HALF - 24)  # fmt: skip
    draw_text(canvas, (left + 12, top + 38), details, 17, TEXT, fill, width=HALF - 24)
    shown = [hero_card(h, CARD, FELT) for h in view.tables[seat]]
    # Numbered, as jokers name a hand position; small, as a back shows nothing else.
    shown += [hero_back(BACK, FELT, str(i + 1)) for i in range(view.hand_counts[seat])]
    return _grid(canvas, shown, top + PLATE_HEIGHT + 6, (left + 8, right - 2)) + 4


def table_height(view: HeroesView) -> int:
    """Room enough for everything; the picture is cut to what was drawn."""
    pools = _rows(len(view.open_pool) + 1) + _rows(len(view.rugged)) + _rows(len(view.banned))
    per_half = (HALF - 10) // (CARD[0] + 6)
    seats = sum(
        _rows(len(view.tables[s]) + view.hand_counts[s], per_half) for s in range(view.players)
    )
    return (
        HEADER
        + 10
        + 3 * (SECTION + 10)
        + pools * (CARD[1] + 8)
        + seats * (CARD[1] + 8)
        + view.players * (PLATE_HEIGHT + 14)
        + 20
    )


def draw_table(view: HeroesView, names: Sequence[str] | None) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, table_height(view)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    draw_text(canvas, (16, HEADER // 2), "HEROES", 26, GOLD, PANEL, bold=True, anchor="middle")
    draw_text(canvas, (WIDTH - 16, HEADER // 2), _status(view, labels), 24, TEXT, PANEL,
              bold=True, align="right", anchor="middle", width=WIDTH - 200)  # fmt: skip
    top = HEADER + 6
    top = _row(canvas, f"OPEN POOL · HIDDEN POOL: {view.hidden_count} face down",
               view.open_pool, top, backs=1 if view.hidden_count else 0)  # fmt: skip
    for first in range(0, view.players, 2):  # two players side by side: half the height
        pair = range(first, min(first + 2, view.players))
        top = max(
            _player(canvas, view, seat, labels[seat], (8 + (seat - first) * (HALF + 8), top))
            for seat in pair
        )
    top = _row(canvas, "RUGGED ZONE (out of play)", view.rugged, top)
    bottom = _row(canvas, "BANNED POOL (gone for good)", view.banned, top)
    return canvas.crop((0, 0, WIDTH, bottom + 10))
