"""What every game's picture test in every language needs: the texts a picture draws."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from types import ModuleType
from typing import Any

import pytest
from PIL import Image

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


def overflows(
    engine: Any, pictures: ModuleType, states: Iterable[Any], names: list[str], lang: str,
    drawn: list[tuple[float, float, int, str]],
) -> list[tuple[str, str]]:  # fmt: skip
    """(kind, text) of every text cut or running off a picture of `states`: the table as
    everyone sees it and as seat 0 does, seat 0's hand, and the results once it is over."""
    problems = []
    for state in states:
        for seat in (None, 0):
            view = engine.view(state, seat)
            kinds = ["table", "hand"] if seat is not None else ["table"]
            kinds += ["results"] if engine.is_over(state) else []
            for kind in kinds:
                drawn.clear()
                render = getattr(pictures, f"render_{kind}")
                width = Image.open(io.BytesIO(render(view, names, locale=lang))).width
                problems += [(kind, text) for text in overflowing(drawn, width)]
    return problems
