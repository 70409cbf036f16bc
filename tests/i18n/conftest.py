"""What every game's picture test in every language needs: the texts a picture draws."""

from __future__ import annotations

import sys

import pytest

import renderers.widgets as widgets


@pytest.fixture
def drawn(monkeypatch):
    """Every text drawn on a whole picture (not on the small sprites it is built from):
    (left, right, its canvas's width, text) in pixels, as `draw_text` places it."""
    seen: list[tuple[float, float, int, str]] = []
    original = widgets.draw_text

    def watched(canvas, xy, text, size, ink, background, **options):
        shown = widgets.fit(text, size, options.get("bold", False), options["width"]) if (
            options.get("width")
        ) else text  # fmt: skip
        width = widgets.text_width(shown, size, options.get("bold", False))
        align = options.get("align", "left")
        left = xy[0] - (width / 2 if align == "centre" else width if align == "right" else 0)
        seen.append((left, left + width, canvas.width, shown))
        return original(canvas, xy, text, size, ink, background, **options)

    for name, module in list(sys.modules.items()):
        if name.startswith("renderers") and getattr(module, "draw_text", None) is original:
            monkeypatch.setattr(module, "draw_text", watched)
    return seen


def overflowing(drawn: list[tuple[float, float, int, str]], width: int) -> list[str]:
    """Texts drawn on the whole picture (`width` wide) that were cut short or run off it."""
    return [
        text for left, right, canvas, text in drawn
        if canvas == width and (text.endswith(widgets.ELLIPSIS) or left < 0 or right > width)
    ]  # fmt: skip
