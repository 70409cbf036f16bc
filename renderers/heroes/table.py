"""The Heroes table picture: the Open Pool, every player with their bank, joker, hand
count and table heroes, the Rugged Zone and the Banned Pool, round and turn.

Heroes are chips (`renderers.heroes.cards`), a line of text each, so six
players' tables fit a phone's column; a hand is a count, since its backs
carried nothing but their positions, 1 to the count.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import msg, nmsg
from engines.heroes.views import HeroesView
from renderers.heroes.cards import flow, hero_chip
from renderers.i18n import SOURCE, text
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


def status(view: HeroesView, labels: list[str], locale: str = SOURCE) -> str:
    if view.phase.value == "over":
        return text(msg("Game over: the lineups are revealed"), locale)
    if view.phase.value == "lock_in":
        return text(nmsg("Lock-in: {locked} of {count} lineup locked",
                         "Lock-in: {locked} of {count} lineups locked", view.players,
                         locked=sum(view.locked)), locale)  # fmt: skip
    return text(msg("Round {round} of 3 · {name} to take", round=view.round,
                    name=labels[view.turn or 0]), locale)  # fmt: skip


def joker_words(view: HeroesView, seat: int, locale: str = SOURCE) -> str:
    return text(msg("joker used") if view.joker_used[seat] else msg("joker unused"), locale)


def player_facts(view: HeroesView, seat: int, locale: str = SOURCE) -> str:
    """Bank, joker, hand and lock-in in words: what a plate's second line says."""
    facts = [
        text(msg("{count} in hand", count=view.hand_counts[seat]), locale),
        text(msg("bank {bank}", bank=view.bank[seat]), locale),
        joker_words(view, seat, locale),
    ]
    if view.locked[seat]:
        facts.append(text(msg("locked in"), locale))
    return " · ".join(facts)


def _section(canvas: Image.Image | None, title: str, heroes: Sequence[int], top: int,
             locale: str, background: Colour = FELT) -> int:  # fmt: skip
    """A titled row of chips (or "none"); returns its bottom."""
    if canvas is not None:
        draw_text(canvas, (MARGIN + 4, top + 6), title, SIZE, TEXT_DIM, background, bold=True,
                  width=WIDTH - 2 * MARGIN)  # fmt: skip
    top += LINE + 8
    if not heroes:
        if canvas is not None:
            draw_text(canvas, (MARGIN + 4, top + 4), text(msg("none"), locale), SIZE, TEXT_DIM,
                      background)  # fmt: skip
        return top + LINE
    chips = [hero_chip(h, background) for h in heroes]
    return flow(canvas, chips, (MARGIN + 4, top), WIDTH - MARGIN) + 8


def _player(canvas: Image.Image | None, view: HeroesView, seat: int, label: str,
            top: int, locale: str) -> int:  # fmt: skip
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
    mark = text(msg("TO TAKE"), locale) if active and view.phase.value != "lock_in" else ""
    room = right - left - 2 * PAD
    if mark:
        room -= draw_text(canvas, (right - PAD, middle), mark, SIZE, GOLD, fill, bold=True,
                          align="right", anchor="middle") + 10  # fmt: skip
    draw_text(canvas, (left + PAD, middle), short_name(label, SIZE + 2, True, room), SIZE + 2,
              GOLD if active else TEXT, fill, bold=True, anchor="middle")  # fmt: skip
    facts = fit(player_facts(view, seat, locale), SIZE, False, right - left - 2 * PAD)
    draw_text(canvas, (left + PAD, middle + LINE), facts, SIZE, TEXT, fill, anchor="middle")
    if chips:
        flow(canvas, chips, (left + PAD, chips_top), right - PAD)
    return bottom


def _draw(canvas: Image.Image | None, view: HeroesView, labels: list[str], locale: str) -> int:
    """Everything below the header, top to bottom; returns the bottom (drawing only measures
    when there is no canvas yet)."""
    pool = text(
        msg("OPEN POOL · hidden pool: {count} face down", count=view.hidden_count)
        if view.hidden_count
        else msg("OPEN POOL · hidden pool: empty"),
        locale,
    )
    top = _section(canvas, pool, view.open_pool, HEADER + 4, locale)
    for seat in range(view.players):
        top = _player(canvas, view, seat, labels[seat], top + 6, locale)
    rugged = text(msg("RUGGED ZONE (out of play)"), locale)
    top = _section(canvas, rugged, view.rugged, top + 6, locale)
    return _section(canvas, text(msg("BANNED POOL (gone for good)"), locale), view.banned, top,
                    locale)  # fmt: skip


def draw_table(view: HeroesView, names: Sequence[str] | None, locale: str = SOURCE
               ) -> Image.Image:  # fmt: skip
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, _draw(None, view, labels, locale) + MARGIN), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), "HEROES", 22, GOLD, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    short = [short_name(label, SIZE, True, 200) for label in labels]
    pill = fit(status(view, short, locale), SIZE, True, WIDTH - 2 * MARGIN - 40)
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), pill, SIZE, INK, GOLD, height=30)
    _draw(canvas, view, labels, locale)
    return canvas
