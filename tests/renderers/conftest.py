"""Fixtures for the renderer tests: watching every text a picture draws."""

from __future__ import annotations

import sys

import pytest

import renderers.widgets as widgets
from tests.renderers.helpers import forget_drawn, renderer_caches


@pytest.fixture
def drawn_texts(monkeypatch):
    """Every (size, bold, ink, background, text) drawn while the test runs; the caches
    of drawn cards and labels start empty, so nothing is left out for being cached."""
    seen: list[tuple[int, bool, tuple, tuple, str]] = []
    original = widgets.draw_text

    def watched(canvas, xy, text, size, ink, background, **options):
        seen.append((size, options.get("bold", False), ink, background, text))
        return original(canvas, xy, text, size, ink, background, **options)

    caches = renderer_caches()
    for name, module in list(sys.modules.items()):
        if name.startswith("renderers") and getattr(module, "draw_text", None) is original:
            monkeypatch.setattr(module, "draw_text", watched)
    forget_drawn(caches)
    return seen
