"""The Heroes table picture: the Open Pool, every player with their bank, joker, hand
count and table heroes, the Rugged Zone and the Banned Pool, round and turn.

Heroes are chips (`renderers.heroes.cards`), a line of text each, so six
players' tables fit a phone's column; a hand is a count, since its backs
carried nothing but their positions, 1 to the count.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.heroes.views import HeroesView
from renderers.heroes.cards import flow, hero_chip
from renderers.theme import (
    FELT,
    FELT_DARK,
    GOLD,
    HEADER,
    INK,
    LINE,
    MARGIN,
    PICTURE_WIDTH,
    PLATE,
    PLATE_ACTIVE,
    TEXT,
    TEXT_DIM,
    Colour,
)
from renderers.theme import (
    TEXT_SIZE as SIZE,
)
from renderers.widgets import draw_pill, draw_text, fit, seat_labels, short_name

WIDTH = PICTURE_WIDTH
PAD = 10
LETTERS = "ABCDEF"


def require_view(view: object) -> HeroesView:
    if not isinstance(view, HeroesView):
        kind = type(view).__name__
        raise TypeError(f"Heroes pictures are drawn from a HeroesView, not {kind}")
    return view


def seat_names(view: HeroesView, names: Sequence[str] | None) -> list[str]:
    return seat_labels(view.players, names)


def status(view: HeroesView, labels: list[str]) -> str:
    if view.phase.value == "over":
        return "Game over: the lineups are revealed"
    if view.phase.value == "lock_in":
        return f"Lock-in: {sum(view.locked)} of {view.players} lineups locked"
    return f"Round {view.round} of 3 · {labels[view.turn or 0]} to take"


def player_facts(view: HeroesView, seat: int) -> str:
    """Bank, joker, hand and lock-in in words: what a plate's second line says."""
    joker = "joker used" if view.joker_used[seat] else "joker unused"
    locked = " · locked in" if view.locked[seat] else ""
    return f"{view.hand_counts[seat]} in hand · bank {view.bank[seat]} · {joker}{locked}"


def _section(canvas: Image.Image | None, title: str, heroes: Sequence[int], top: int,
             background: Colour = FELT) -> int:  # fmt: skip
    """A titled row of chips (or "none"); returns its bottom."""
    if canvas is not None:
        draw_text(canvas, (MARGIN + 4, top + 6), title, SIZE, TEXT_DIM, background, bold=True,
                  width=WIDTH - 2 * MARGIN)  # fmt: skip
    top += LINE + 8
    if not heroes:
        if canvas is not None:
            draw_text(canvas, (MARGIN + 4, top + 4), "none", SIZE, TEXT_DIM, background)
        return top + LINE
    chips = [hero_chip(h, background) for h in heroes]
    return flow(canvas, chips, (MARGIN + 4, top), WIDTH - MARGIN) + 8


def _player(canvas: Image.Image | None, view: HeroesView, seat: int, label: str,
            top: int) -> int:  # fmt: skip
    """One player's panel: name, the facts in words, then their table's heroes."""
    active = seat in view.to_act
    fill = PLATE_ACTIVE if active else PLATE
    chips = [hero_chip(h, fill) for h in view.tables[seat]]
    left, right = MARGIN, WIDTH - MARGIN
    chips_top = top + PAD + 2 * LINE
    bottom = (flow(None, chips, (left + PAD, chips_top), right - PAD) if chips else
              chips_top - 6) + PAD  # fmt: skip
    if canvas is None:
        return bottom
    ImageDraw.Draw(canvas).rounded_rectangle(
        (left, top, right, bottom), radius=12, fill=fill, outline=GOLD if active else None, width=2
    )
    middle = top + PAD + LINE / 2
    # Whose take it is, in a word too (in Lock-in everyone still to lock is lit, and the
    # plates of those done say "locked in").
    mark = "TO TAKE" if active and view.phase.value != "lock_in" else ""
    room = right - left - 2 * PAD
    if mark:
        room -= draw_text(canvas, (right - PAD, middle), mark, SIZE, GOLD, fill, bold=True,
                          align="right", anchor="middle") + 10  # fmt: skip
    draw_text(canvas, (left + PAD, middle), short_name(label, SIZE + 2, True, room), SIZE + 2,
              GOLD if active else TEXT, fill, bold=True, anchor="middle")  # fmt: skip
    facts = fit(player_facts(view, seat), SIZE, False, right - left - 2 * PAD)
    draw_text(canvas, (left + PAD, middle + LINE), facts, SIZE, TEXT, fill, anchor="middle")
    if chips:
        flow(canvas, chips, (left + PAD, chips_top), right - PAD)
    return bottom


def _draw(canvas: Image.Image | None, view: HeroesView, labels: list[str]) -> int:
    """Everything below the header, top to bottom; returns the bottom (drawing only measures
    when there is no canvas yet)."""
    hidden = f"{view.hidden_count} face down" if view.hidden_count else "empty"
    top = _section(canvas, f"OPEN POOL · hidden pool: {hidden}", view.open_pool, HEADER + 4)
    for seat in range(view.players):
        top = _player(canvas, view, seat, labels[seat], top + 6)
    top = _section(canvas, "RUGGED ZONE (out of play)", view.rugged, top + 6)
    return _section(canvas, "BANNED POOL (gone for good)", view.banned, top)


def draw_table(view: HeroesView, names: Sequence[str] | None) -> Image.Image:
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, _draw(None, view, labels) + MARGIN), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), "HEROES", 22, GOLD, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    short = [short_name(label, SIZE, True, 200) for label in labels]
    text = fit(status(view, short), SIZE, True, WIDTH - 2 * MARGIN - 40)
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), text, SIZE, INK, GOLD, height=30)
    _draw(canvas, view, labels)
    return canvas
