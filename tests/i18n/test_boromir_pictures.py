"""Boromir's pictures in every language: no translated text is cut or runs off the picture."""

from __future__ import annotations

import random

import pytest
from PIL import Image

import engines
import renderers.boromir as pictures
import renderers.widgets as widgets
from renderers.i18n import LANGUAGES
from tests.i18n.conftest import overflows

BOROMIR = engines.get("boromir")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
NAMES = ["Christopher", "Bot Rowan (hard)", "Ada", "Maximilian"]


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
        moments = _moments(players, players)
        problems += overflows(BOROMIR, pictures, moments, NAMES[:players], lang, drawn)
    assert not problems, sorted(set(problems))[:6]


def test_the_watch_sees_text_running_off_and_text_cut(drawn):
    image = Image.new("RGB", (100, 40))
    ink, paper = (0, 0, 0), (255, 255, 255)
    widgets.draw_text(image, (10, 10), "Colour not known yet", 18, ink, paper)
    widgets.draw_text(image, (10, 10), "Colour not known yet", 18, ink, paper, width=80)
    (_, right, canvas, _), (_, _, _, cut) = drawn
    assert right > canvas == 100 and cut.endswith(widgets.ELLIPSIS)


@pytest.mark.parametrize("lang", ["fi", "de", "fr"])
def test_the_pictures_words_for_screen_readers_speak_the_readers_language(lang):
    """Alt text: every sentence translated, the suits written out in the reader's words."""
    state = list(_moments(3, 3))[1]
    english = pictures.describe_table(BOROMIR.view(state, None), NAMES[:3])
    said = {
        kind: getattr(pictures, f"describe_{kind}")(BOROMIR.view(state, 0), NAMES[:3], locale=lang)
        for kind in ("table", "hand")
    }
    assert said["table"] != english and "The ring, spot by spot" not in said["table"]
    assert not any(
        word in text
        for text in said.values()
        for word in ("Players:", "Draw pile", "Your Boromir hand", " of hearts")
    )
