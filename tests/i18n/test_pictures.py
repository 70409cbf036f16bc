"""Boromir's pictures in every language: no translated text is cut or runs off the picture."""

from __future__ import annotations

import io
import random
import sys

import pytest
from PIL import Image

import engines
import renderers.boromir as pictures
import renderers.widgets as widgets
from renderers.i18n import LANGUAGES

BOROMIR = engines.get("boromir")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
NAMES = ["Christopher", "Bot Rowan (hard)", "Ada", "Maximilian"]


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


def _moments(players: int, seed: int):
    """Views at the start, mid-game and the end of a seeded bot game."""
    state = BOROMIR.new_game(players, BOROMIR.Options(), seed)
    rng = random.Random(seed)
    moves = 0
    yield state
    while not BOROMIR.is_over(state):
        seat = BOROMIR.to_act(state)[0]
        state = BOROMIR.apply(state, seat, BOROMIR.bot_action(BOROMIR.view(state, seat), rng))
        moves += 1
        if moves == 9:
            yield state
    yield state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translated_text_is_cut_or_runs_off_a_picture(lang, drawn):
    problems = []
    for players in (2, 3, 4):
        for state in _moments(players, players):
            names = NAMES[:players]
            for seat in (None, 0):
                view = BOROMIR.view(state, seat)
                kinds = ["table", "hand"] if seat is not None else ["table"]
                kinds += ["results"] if BOROMIR.is_over(state) else []
                for kind in kinds:
                    drawn.clear()
                    render = getattr(pictures, f"render_{kind}")
                    width = Image.open(io.BytesIO(render(view, names, locale=lang))).width
                    problems += [
                        (kind, text) for left, right, canvas, text in drawn
                        if canvas == width
                        and (text.endswith(widgets.ELLIPSIS) or left < 0 or right > width)
                    ]  # fmt: skip
    assert not problems, sorted(set(problems))[:6]


def test_the_watch_sees_text_running_off_and_text_cut(drawn):
    image = Image.new("RGB", (100, 40))
    ink, paper = (0, 0, 0), (255, 255, 255)
    widgets.draw_text(image, (10, 10), "Colour not known yet", 18, ink, paper)
    widgets.draw_text(image, (10, 10), "Colour not known yet", 18, ink, paper, width=80)
    (_, right, canvas, _), (_, _, _, cut) = drawn
    assert right > canvas == 100 and cut.endswith(widgets.ELLIPSIS)
