"""Juggler's pictures in every language: no translated text is cut or runs off the picture."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image

import engines
import renderers.juggler as pictures
from engines.juggler.state import JugglerOptions, JugglerState, Phase, Stage
from renderers.i18n import LANGUAGES
from renderers.juggler.samples import crowded
from tests.i18n.conftest import overflowing

JUGGLER = engines.get("juggler")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
NAMES = ["Christopher", "Bot Rowan (hard)", "Ada", "Maximilian", "Eve", "Bot Ida (easy)"]


@cache
def _game(players: int) -> list[JugglerState]:
    """Every state of a short seeded bot game."""
    state = JUGGLER.new_game(players, JugglerOptions(target=25, max_rounds=3), players)
    rng = random.Random(players)
    states = [state]
    while not JUGGLER.is_over(state):
        seat = JUGGLER.to_act(state)[0]
        state = JUGGLER.apply(state, seat, JUGGLER.bot_action(JUGGLER.view(state, seat), rng))
        states.append(state)
    return states


def _moments(players: int) -> list[JugglerState]:
    """The start, a discard with cards on the table, the last turns after a declaration,
    the reveal half done, the next round's first turn (last round's words showing), the end."""
    states = _game(players)
    playing = [s for s in states if s.phase is Phase.PLAY]
    picked = [
        states[0],
        max((s for s in playing if s.stage is Stage.DISCARD), key=lambda s: len(s.table)),
        next((s for s in playing if s.declarer is not None), None),
        next((s for s in states if s.phase is Phase.REVEAL and any(s.words)), None),
        next((s for s in playing if s.results and s.turns_done == 1), None),
        states[-1],
    ]
    return [state for state in picked if state is not None]


def _views(players: int):
    for state in _moments(players):
        seat = JUGGLER.to_act(state)[0] if JUGGLER.to_act(state) else 0
        yield JUGGLER.view(state, None)
        yield JUGGLER.view(state, seat)
    # Fuller than any real moment: every letter face up, a full hand, a declaration.
    yield crowded(JUGGLER.view(_game(players)[len(_game(players)) // 2], 0))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translated_text_is_cut_or_runs_off_a_picture(lang, drawn):
    problems = []
    for players in range(JUGGLER.min_players, JUGGLER.max_players + 1):
        names = NAMES[:players]
        for view in _views(players):
            kinds = ["table"] + (["hand"] if view.seat is not None else [])
            kinds += ["results"] if view.results else []
            for kind in kinds:
                drawn.clear()
                render = getattr(pictures, f"render_{kind}")
                width = Image.open(io.BytesIO(render(view, names, locale=lang))).width
                problems += [(players, kind, text) for text in overflowing(drawn, width)]
    assert not problems, sorted(set(problems))[:6]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_pictures_and_their_words_are_in_the_readers_language(lang, drawn):
    """A mid-game table, a hand and the results draw their words from the catalog, and
    their descriptions (alt text) are in the same language."""
    view = JUGGLER.view(_moments(4)[1], JUGGLER.to_act(_moments(4)[1])[0])
    english, translated = set(), set()
    for kind in ("table", "hand"):
        for locale, seen in (("en", english), (lang, translated)):
            drawn.clear()
            getattr(pictures, f"render_{kind}")(view, NAMES[:4], locale=locale)
            seen.update(text for _, _, _, text in drawn)
    assert "TABLE" not in translated or lang == "fr"  # "TABLE" is French too
    assert len(english - translated) >= 5, english & translated
    described = pictures.describe_table(view, NAMES[:4], locale=lang)
    assert described != pictures.describe_table(view, NAMES[:4])
    assert {"fi": "Pöydällä", "de": "Offen auf dem Tisch", "fr": "sur la table"}[lang] in described
    words = pictures.describe_hand(view, NAMES[:4], locale=lang)
    assert {"fi": "kirjaimet", "de": "Buchstaben", "fr": "lettres"}[lang] in words
    final = JUGGLER.view(_game(4)[-1], None)
    results = pictures.describe_results(final, NAMES[:4], locale=lang)
    assert results.startswith({"fi": "Juggler, kierroksen", "de": "Juggler, Ergebnis",
                               "fr": "Juggler, résultats"}[lang])  # fmt: skip
