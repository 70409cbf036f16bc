"""The end of a Heroes game: every lineup revealed, with its points worked out in words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import msg, nmsg
from engines.heroes.roster import hero
from engines.heroes.scoring import FOUR_HOUSES_BONUS, SAME_HOUSE_BONUS
from engines.heroes.views import HeroesView
from renderers.heroes.cards import flow, hero_chip
from renderers.heroes.table import seat_names
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
)
from renderers.theme import (
    TEXT_SIZE as SIZE,
)
from renderers.widgets import draw_pill, draw_text, fit, short_name

WIDTH = PICTURE_WIDTH
PAD = 10


def breakdown(view: HeroesView, seat: int, locale: str = SOURCE) -> str:
    """Where a lineup's points come from: stars, house bonuses, the Star Bank."""
    assert view.lineups is not None
    chosen = [hero(h) for h in view.lineups[seat]]
    houses = Counter(h.house for h in chosen)
    stars = sum(h.stars for h in chosen)
    parts = [nmsg("{count} star", "{count} stars", stars)]
    if houses and max(houses.values()) >= 3:
        parts.append(msg("{bonus} one house", bonus=SAME_HOUSE_BONUS))
    if len(houses) >= 4:
        parts.append(msg("{bonus} four houses", bonus=FOUR_HOUSES_BONUS))
    parts.append(msg("{bank} bank", bank=view.bank[seat]))
    return " + ".join(text(part, locale) for part in parts)


def _rows(canvas: Image.Image | None, view: HeroesView, labels: list[str], locale: str) -> int:
    assert view.lineups is not None and view.points is not None
    best = max(view.points)
    top = HEADER + 8
    left, right = MARGIN, WIDTH - MARGIN
    for seat, lineup in enumerate(view.lineups):
        won = view.points[seat] == best
        fill = PLATE_ACTIVE if won else PLATE
        chips = [hero_chip(h, fill) for h in lineup]
        chips_top = top + PAD + 2 * LINE
        bottom = (flow(None, chips, (left + PAD, chips_top), right - PAD) if chips
                  else chips_top + LINE) + PAD  # fmt: skip
        if canvas is not None:
            ImageDraw.Draw(canvas).rounded_rectangle((left, top, right, bottom), radius=12,
                                                     fill=fill, outline=GOLD if won else None,
                                                     width=2)  # fmt: skip
            middle = top + PAD + LINE / 2
            points = text(nmsg("{count} point", "{count} points", view.points[seat]), locale)
            if won:
                points = text(msg("{points} · WINNER", points=points), locale)
            used = draw_text(canvas, (right - PAD, middle), points, SIZE, GOLD if won else TEXT,
                             fill, bold=True, align="right", anchor="middle")  # fmt: skip
            name = short_name(labels[seat], SIZE, True, right - left - 2 * PAD - used - 10)
            draw_text(canvas, (left + PAD, middle), name, SIZE, TEXT, fill, bold=True,
                      anchor="middle")  # fmt: skip
            sums = fit(breakdown(view, seat, locale), SIZE, False, right - left - 2 * PAD)
            draw_text(canvas, (left + PAD, middle + LINE), sums, SIZE,
                      TEXT_DIM if not won else TEXT, fill, anchor="middle")  # fmt: skip
            if chips:
                flow(canvas, chips, (left + PAD, chips_top), right - PAD)
            else:
                draw_text(canvas, (left + PAD, chips_top), text(msg("no lineup"), locale), SIZE,
                          TEXT_DIM, fill)  # fmt: skip
        top = bottom + 8
    return top


def draw_results(view: HeroesView, names: Sequence[str] | None, locale: str = SOURCE
                 ) -> Image.Image:  # fmt: skip
    if view.lineups is None or view.points is None:
        raise ValueError("lineups are revealed only when the game is over")
    labels = seat_names(view, names)
    canvas = Image.new("RGB", (WIDTH, _rows(None, view, labels, locale)), FELT)
    ImageDraw.Draw(canvas).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(canvas, (MARGIN + 4, 8 + LINE / 2), text(msg("HEROES · the lineups"), locale), 22,
              TEXT, FELT_DARK, bold=True, anchor="middle")  # fmt: skip
    best = max(view.points)
    winners = [labels[s] for s, points in enumerate(view.points) if points == best]
    headline = text(nmsg("Winner: {names}", "Winners: {names}", len(winners),
                         names=", ".join(winners)), locale)  # fmt: skip
    draw_pill(canvas, (MARGIN, HEADER - 8 - 15), fit(headline, SIZE, True, WIDTH - 60), SIZE,
              INK, GOLD, height=30)  # fmt: skip
    _rows(canvas, view, labels, locale)
    return canvas
