"""Every text in every game's pictures meets the WCAG AA contrast ratio on its background.

All text goes through `renderers.widgets.draw_text`, which is handed the ink and
the background it is drawn on; the previews draw every picture kind of every
game at its telling moments, so watching those calls covers what players see.
"""

from __future__ import annotations

import importlib
import io
import pkgutil
import sys

import pytest
from PIL import Image

import engines
import renderers
import renderers.widgets as widgets
from renderers import preview
from renderers.leaderboard import LeaderboardLine, render_leaderboard
from renderers.theme import PHONE_WIDTH, SMALLEST_ON_PHONE, smallest_font

AA_NORMAL, AA_LARGE = 4.5, 3.0  # WCAG 2 AA: normal text, and large text (24 px, or bold 19)


def luminance(colour: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def channel(value: int) -> float:
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(value) for value in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: tuple[int, int, int], second: tuple[int, int, int]) -> float:
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_the_contrast_formula_matches_wcag():
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


def needed(size: int, bold: bool) -> float:
    return AA_LARGE if size >= 24 or (bold and size >= 19) else AA_NORMAL


@pytest.fixture
def drawn_texts(monkeypatch):
    """Every (size, bold, ink, background, text) drawn while the test runs."""
    seen: list[tuple[int, bool, tuple, tuple, str]] = []
    original = widgets.draw_text

    def watched(canvas, xy, text, size, ink, background, **options):
        seen.append((size, options.get("bold", False), ink, background, text))
        return original(canvas, xy, text, size, ink, background, **options)

    for found in pkgutil.walk_packages(renderers.__path__, "renderers."):
        importlib.import_module(found.name)
    for name, module in list(sys.modules.items()):
        if not name.startswith("renderers"):
            continue
        if getattr(module, "draw_text", None) is original:
            monkeypatch.setattr(module, "draw_text", watched)
        for value in vars(module).values():  # a cached card or label would draw no text
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    return seen


@pytest.mark.parametrize("game", engines.keys())
def test_every_text_of_every_picture_meets_the_aa_contrast_ratio(game, drawn_texts):
    for _ in preview.pictures(game, 1):
        pass
    assert drawn_texts, "the previews drew no text at all"
    too_faint = {
        (ink, background, round(contrast(ink, background), 2), text)
        for size, bold, ink, background, text in drawn_texts
        if contrast(ink, background) < needed(size, bold)
    }
    assert not too_faint, sorted(too_faint)[:5]


def test_the_smallest_font_shows_at_least_the_phone_minimum():
    for width in (360, 620, 760, 800, 1120):
        assert smallest_font(width) * PHONE_WIDTH / width >= SMALLEST_ON_PHONE
        assert (smallest_font(width) - 1) * PHONE_WIDTH / width < SMALLEST_ON_PHONE


@pytest.mark.parametrize("game", engines.keys())
def test_every_text_of_every_picture_is_readable_in_a_phone_preview(game, drawn_texts):
    """Shrunk to the width Discord gives it on a phone, no text falls under the minimum."""
    too_small = []
    for name, data in preview.pictures(game, 1):
        width = Image.open(io.BytesIO(data)).width
        too_small += [
            (name, text, size, round(size * PHONE_WIDTH / width, 1))
            for size, _, _, _, text in drawn_texts
            if text.strip() and size < smallest_font(width)
        ]
        drawn_texts.clear()
    assert not too_small, sorted(set(too_small))[:8]


def test_the_leaderboard_picture_is_readable_in_a_phone_preview(drawn_texts):
    rows = [
        LeaderboardLine(place, f"player {place}", "rating 23.4", 12, 7, 7 / 12)
        for place in range(1, 11)
    ]
    width = Image.open(io.BytesIO(render_leaderboard("Jugglers · all time", "rating", rows))).width
    drawn = [(size, text) for size, _, _, _, text in drawn_texts if text.strip()]
    assert drawn
    assert all(size >= smallest_font(width) for size, _ in drawn), min(drawn)
