"""The Heroes table picture: the Open Pool, every player's heroes and hand backs with
their Star Bank and joker, the Rugged Zone and the Banned Pool, round and turn."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.heroes.views import HeroesView
from renderers.heroes.cards import SMALL, hero_back, hero_card
from renderers.theme import FELT, GOLD, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import draw_text, seat_labels

WIDTH = 980
HEADER, SECTION, ROW = 56, 30, SMALL[1] + 44
LETTERS = "ABCDEF"
PER_ROW = 12


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
    shown = [hero_card(h, SMALL, FELT) for h in heroes] + [hero_back(SMALL, FELT)] * backs
    if not shown:
        draw_text(canvas, (16, top + 12), "none", 18, TEXT_DIM, FELT)
        return top + 34
    for index, image in enumerate(shown):
        canvas.paste(image, (16 + (index % PER_ROW) * (SMALL[0] + 8),
                             top + (index // PER_ROW) * (SMALL[1] + 8)))  # fmt: skip
    rows = (len(shown) + PER_ROW - 1) // PER_ROW
    return top + rows * (SMALL[1] + 8) + 6


def _player(canvas: Image.Image, view: HeroesView, seat: int, label: str, top: int) -> int:
    active = seat in view.to_act
    fill = PLATE_ACTIVE if active else PLATE
    ImageDraw.Draw(canvas).rounded_rectangle((8, top, WIDTH - 8, top + 36), radius=10, fill=fill)
    joker = "joker used" if view.joker_used[seat] else "joker unused"
    locked = " · lineup locked" if view.locked[seat] else ""
    details = f"Star Bank {view.bank[seat]} · {joker} · {view.hand_counts[seat]} in hand{locked}"
    draw_text(canvas, (20, top + 18), label, 20, GOLD if active else TEXT, fill, bold=True,
              anchor="middle", width=330)  # fmt: skip
    draw_text(canvas, (WIDTH - 20, top + 18), details, 18, TEXT, fill, align="right",
              anchor="middle", width=WIDTH - 380)  # fmt: skip
    top += 42
    shown = [hero_card(h, SMALL, FELT) for h in view.tables[seat]]
    shown += [hero_back(SMALL, FELT, str(i + 1)) for i in range(view.hand_counts[seat])]
    for index, image in enumerate(shown):
        canvas.paste(image, (16 + index * (SMALL[0] + 8), top))
    return top + SMALL[1] + 12


def table_height(view: HeroesView) -> int:
    def rows(count: int) -> int:
        return max(1, (count + PER_ROW - 1) // PER_ROW)

    pools = rows(len(view.open_pool) + 1) + rows(len(view.rugged)) + rows(len(view.banned))
    return (
        HEADER
        + 10
        + 3 * (SECTION + 10)
        + pools * (SMALL[1] + 8)
        + view.players * (SMALL[1] + 54)
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
    for seat in range(view.players):
        top = _player(canvas, view, seat, labels[seat], top)
    top = _row(canvas, "RUGGED ZONE (out of play)", view.rugged, top)
    _row(canvas, "BANNED POOL (gone for good)", view.banned, top)
    return canvas
