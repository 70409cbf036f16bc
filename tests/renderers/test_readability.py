"""Every text in every game's pictures meets the WCAG AA contrast ratio on its background.

All text goes through `renderers.widgets.draw_text`, which is handed the ink and
the background it is drawn on; the previews draw every picture kind of every
game at its telling moments, so watching those calls covers what players see.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

import engines
from renderers import preview
from renderers.leaderboard import LeaderboardLine, render_leaderboard
from renderers.theme import (
    SMALLEST_ON_PHONE,
    cap_height,
    smallest_font,
    text_height_on_phone,
)
from tests.renderers.helpers import forget_drawn, renderer_caches

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
    for width in (400, 472, 620, 760, 800, 1120):
        assert text_height_on_phone(smallest_font(width), width) >= SMALLEST_ON_PHONE
        assert text_height_on_phone(smallest_font(width) - 1, width) < SMALLEST_ON_PHONE
    # Measured on the font, not assumed: 18 px DejaVu capitals are 13 px tall.
    assert cap_height(18) == cap_height(18, bold=True) == 13


def too_small(texts: list, width: int) -> list[tuple[str, int, float]]:
    """The texts of a picture `width` px wide whose capitals fall under 11 px on a phone."""
    return [
        (text, size, round(text_height_on_phone(size, width, bold), 1))
        for size, bold, _, _, text in texts
        if text.strip() and text_height_on_phone(size, width, bold) < SMALLEST_ON_PHONE
    ]


@pytest.mark.parametrize("game", engines.keys())
def test_every_text_of_every_picture_is_readable_in_a_phone_preview(game, drawn_texts):
    """Shrunk to the 400 px Discord gives it on a phone, no text's capitals are under 11 px:
    every picture kind (table, hand, results) at the previews' telling moments."""
    caches = renderer_caches()
    failures = []
    pictures = preview.pictures(game, 1)
    while True:
        forget_drawn(caches)
        drawn_texts.clear()
        try:
            name, data = next(pictures)
        except StopIteration:
            break
        width = Image.open(io.BytesIO(data)).width
        failures += [(name, *small) for small in too_small(drawn_texts, width)]
    assert not failures, sorted(set(failures))[:8]


def test_the_leaderboard_picture_is_readable_in_a_phone_preview(drawn_texts):
    rows = [
        LeaderboardLine(place, f"player {place}", "rating 23.4", 12, 7, 7 / 12)
        for place in range(1, 11)
    ]
    boards = [
        render_leaderboard("Jugglers · all time", "rating", rows),
        render_leaderboard("Jugglers · all time", "rating", []),
    ]
    width = max(Image.open(io.BytesIO(board)).width for board in boards)
    assert drawn_texts
    assert not too_small(drawn_texts, width)


def test_the_check_finds_text_too_small_for_a_phone():
    """The measure is the capitals' height: 18 px text passes at 472 px wide, not at 480."""
    texts = [(18, False, None, None, "5 cards")]
    assert not too_small(texts, 472)
    assert too_small(texts, 480) == [("5 cards", 18, 10.8)]


@pytest.mark.parametrize("game", engines.keys())
def test_no_text_is_cut_short_in_the_previews(game, monkeypatch):
    """Names, hand values and facts fit or are shortened as people shorten them
    ("Christopher C."), never cut mid-word ("Christophe…", "straight flush, 10 h…"),
    even at the previews' crowded tables with overlong names."""
    import sys

    import renderers.widgets as widgets

    cut = []
    original = widgets.draw_text

    def watched(canvas, xy, text, size, ink, background, **options):
        width = options.get("width")
        shown = widgets.fit(text, size, options.get("bold", False), width) if width else text
        if shown.endswith(widgets.ELLIPSIS):
            cut.append(shown)
        return original(canvas, xy, text, size, ink, background, **options)

    for name, module in list(sys.modules.items()):
        if name.startswith("renderers") and getattr(module, "draw_text", None) is original:
            monkeypatch.setattr(module, "draw_text", watched)
    for _ in preview.pictures(game, 1):
        pass
    assert not cut, sorted(set(cut))[:8]
