"""A simulation's scores, game lengths and bot-against-random wins, drawn with Pillow alone.

A plotting library would be a heavy dependency for two bar charts; these are
plain rectangles with labelled axes, enough to see a distribution's shape.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.local.simulation import GameRecord

PANEL = (520, 360)
MARGIN = (70, 44, 20, 60)  # left, top, right, bottom: room for titles and axis labels
MAX_BARS = 24
FEW_BARS = 6
BACKGROUND = (255, 255, 255)
INK = (40, 40, 48)
GRID = (225, 225, 232)
BAR = (52, 110, 180)


@dataclass(frozen=True)
class Bin:
    label: str
    count: int


def number(value: float, decimals: int = 2) -> str:
    """A value as an axis shows it: at most `decimals` places ("1.33", not "1.33333"),
    and never "-0" (Siteswap's scores are minus cards left, and minus nothing is 0)."""
    text = f"{round(value, decimals):g}" if decimals else f"{value:.0f}"
    return "0" if text.lstrip("-").strip("0.") == "" else text


def bins(values: Sequence[float]) -> list[Bin]:
    """One bar per value when there are few, otherwise equal ranges of values."""
    distinct = sorted(set(values))
    counts = Counter(values)
    if len(distinct) <= MAX_BARS:
        return [Bin(number(value), counts[value]) for value in distinct]
    low, high = distinct[0], distinct[-1]
    width = (high - low) / MAX_BARS
    totals = [0] * MAX_BARS
    for value, count in counts.items():
        totals[min(int((value - low) / width), MAX_BARS - 1)] += count
    return [Bin(number(low + index * width, 0), total) for index, total in enumerate(totals)]


def _tick_step(highest: int) -> int:
    """The first of 1, 2, 5, 10, 20, 50... that marks the axis in at most five steps."""
    power = 1
    while True:
        for factor in (1, 2, 5):
            if highest <= 5 * factor * power:
                return factor * power
        power *= 10


def win_rates(records: Sequence[GameRecord]) -> list[Bin]:
    """Per bot kind, the share of the seats it played that won, in whole percent."""
    played = Counter(kind for record in records for kind in record.kinds)
    won = Counter(record.kinds[seat] for record in records for seat in record.winners)
    return [Bin(kind, round(100 * won[kind] / played[kind])) for kind in sorted(played)]


def draw_histograms(
    path: Path,
    records: Sequence[GameRecord],
    score_name: str,
    length_unit: str,
    comparison: Sequence[GameRecord],
) -> None:
    """Scores, game lengths in the game's unit, and the game's bot against random play
    (`comparison`: games with both kinds at the table)."""
    scores = [sample for record in records for sample in record.samples]
    lengths = [record.length for record in records]
    image = Image.new("RGB", (PANEL[0] * 3, PANEL[1]), BACKGROUND)
    _panel(image, 0, f"Scores ({len(scores)} samples)", (score_name, "count"), bins(scores))
    lengths_title = f"Game lengths ({len(lengths)} games)"
    _panel(image, PANEL[0], lengths_title, (length_unit, "games"), bins(lengths))
    versus = f"Bot against random ({len(comparison)} games)"
    _panel(image, 2 * PANEL[0], versus, ("players", "% of seats won"), win_rates(comparison))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, optimize=True)


def _panel(
    image: Image.Image, left: int, title: str, labels: tuple[str, str], bars: list[Bin]
) -> None:
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=13)
    bold = ImageFont.load_default(size=15)
    x0, y0 = left + MARGIN[0], MARGIN[1]
    x1, y1 = left + PANEL[0] - MARGIN[2], PANEL[1] - MARGIN[3]
    draw.text(((x0 + x1) / 2, 12), title, fill=INK, font=bold, anchor="mt")
    highest = max((bar.count for bar in bars), default=0)
    step = _tick_step(highest)
    top = step * math.ceil(highest / step) or step
    if len(bars) <= FEW_BARS and highest == top:
        top += step  # room above the tallest bar for its value, clear of the title
    for tick in range(0, top + 1, step):
        y = y1 - (y1 - y0) * tick / top
        draw.line((x0, y, x1, y), fill=GRID)
        draw.text((x0 - 6, y), str(tick), fill=INK, font=font, anchor="rm")
    slot = (x1 - x0) / max(len(bars), 1)
    # Label every bar when the labels fit, otherwise every few.
    widest = max((draw.textlength(bar.label, font=font) for bar in bars), default=0)
    every = max(1, int((widest + 8) // slot) + 1)
    for index, bar in enumerate(bars):
        bar_left = x0 + index * slot
        height = (y1 - y0) * bar.count / top
        draw.rectangle((bar_left + 2, y1 - height, bar_left + slot - 2, y1), fill=BAR)
        if len(bars) <= FEW_BARS:  # few bars: each value written on top, a zero visible too
            draw.text((bar_left + slot / 2, y1 - height - 4), str(bar.count), fill=INK,
                      font=font, anchor="mb")  # fmt: skip
        if index % every == 0:
            draw.text((bar_left + slot / 2, y1 + 6), bar.label, fill=INK, font=font, anchor="mt")
    draw.line((x0, y0, x0, y1, x1, y1), fill=INK, width=2)
    x_label, y_label = labels
    draw.text(((x0 + x1) / 2, PANEL[1] - 14), x_label, fill=INK, font=font, anchor="ms")
    # Pillow draws no rotated text: the y label is drawn flat, then turned.
    sideways = Image.new("RGB", (160, 18), BACKGROUND)
    ImageDraw.Draw(sideways).text((80, 9), y_label, fill=INK, font=font, anchor="mm")
    image.paste(sideways.rotate(90, expand=True), (left + 8, (y0 + y1) // 2 - 80))
