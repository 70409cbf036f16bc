"""Jugglers' pictures in every language: no translated text is cut or runs off the picture."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import engines
import renderers.jugglers as pictures
from engines.jugglers.state import JugglersOptions
from renderers.i18n import LANGUAGES
from renderers.jugglers.samples import moments, play
from renderers.widgets import ELLIPSIS
from tests.i18n.conftest import overflowing

JUGGLERS = engines.get("jugglers")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
NAMES = ["Christa", "Bot Rowan", "Ada", "Maxim", "Eve"]


def _problems(lang: str, players: int, seed: int, drawn, options=None) -> list[tuple[str, str]]:
    """Every text cut or run off in the pictures of one seeded game's telling moments: the
    chair deciding, tall piles, secret influence waiting, a gathering just ended, a later
    round, the end; the table for all and for a seat, that seat's hand, the results."""
    problems = []
    names = NAMES[:players]
    for moment, state in moments(play(players, seed, options)):
        for seat in (None, 0):
            view = JUGGLERS.view(state, seat)
            kinds = ["table"] + (["hand"] if seat is not None else [])
            kinds += ["results"] if view.results else []
            for kind in kinds:
                drawn.clear()
                render = getattr(pictures, f"render_{kind}")
                width = Image.open(io.BytesIO(render(view, names, locale=lang))).width
                # A name shortened inside translated words ("Strohmann (Chri…)") counts too.
                cut = overflowing(drawn, width) + [
                    text for _, _, canvas, text in drawn if canvas == width and ELLIPSIS in text
                ]
                problems += [(f"{players}p {moment} {kind}", text) for text in cut]
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translated_text_is_cut_or_runs_off_a_picture(lang, drawn):
    problems = []
    for players in (2, 3, 4, 5):
        problems += _problems(lang, players, players, drawn)
    # Two players without dummy sigils: "no sigil" on the dummies' rows of the results.
    problems += _problems(lang, 2, 7, drawn, JugglersOptions(dummy_sigils=False, target_wins=1))
    assert not problems, sorted(set(problems))[:8]


@pytest.mark.parametrize("lang", ["fi", "de", "fr"])
def test_the_pictures_speak_the_language(lang, drawn):
    """The words drawn differ from the English ones (the catalogs are used), while the
    names and card symbols stay as they are."""
    states = play(4, 4)
    view = JUGGLERS.view(states[len(states) // 2], 0)
    said = {}
    for locale in ("en", lang):
        drawn.clear()
        pictures.render_table(view, NAMES[:4], locale=locale)
        pictures.render_hand(view, NAMES[:4], locale=locale)
        said[locale] = [text for *_, text in drawn]
    english, translated = set(said["en"]), set(said[lang])
    # Most texts change; names, numbers and card symbols alone do not.
    assert len(translated - english) >= len(english) // 2, sorted(english & translated)
    assert all(any(name in text for text in translated) for name in NAMES[:4])
