"""Juggler's pictures in every language: no translated text is cut or runs off the picture."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from functools import cache
from itertools import pairwise

import pytest
from PIL import Image

import engines
import renderers.juggler as pictures
from engines.core.messages import msg
from engines.juggler.state import JugglerOptions, JugglerState, Phase, Stage
from renderers.i18n import LANGUAGES, text
from renderers.juggler import plates
from renderers.juggler.layout import PAD, PLATE_HEIGHT, WIDTH, plate_box
from renderers.juggler.middle import tiles_height
from renderers.juggler.samples import crowded
from renderers.theme import SMALLEST_ON_PHONE, text_height_on_phone
from tests.i18n.conftest import overflowing

JUGGLER = engines.get("juggler")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
LONG_NAME = "Maximilian Longname-Smythe of Somewhere Far"
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


def _dealer_declared(players: int, phase: Phase):
    """A crowded table (full hands, long names) whose dealer declared: the plate holding
    the most, in the play or, with half the words named, in the reveal."""
    view = crowded(JUGGLER.view(_game(players)[len(_game(players)) // 2], 0))
    view = replace(view, declarer=view.dealer)
    if phase is Phase.REVEAL:
        named = tuple(seat % 2 == 1 for seat in range(players))
        waiting = tuple(seat for seat in range(players) if not named[seat])
        view = replace(view, phase=phase, named=named, to_act=waiting, turn=None)
    return view


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_declaring_dealers_chips_stay_readable_and_inside_the_plate(lang, monkeypatch):
    """Both chips at the plate's full text size (readable on a phone), whole, clear of
    the name, the hand's words and the total, and inside the plate, in every language."""
    placed: list[tuple[float, float, float, int, str]] = []  # left, right, middle, size, text

    def watch(draw, pill: bool):
        def watched(canvas, xy, words, size, *args, **options):
            width = draw(canvas, xy, words, size, *args, **options)
            x, middle = xy
            left = x - width if options.get("align") == "right" else x
            placed.append((left, left + width, middle, size, words if pill else ""))
            return width

        return watched

    monkeypatch.setattr(plates, "draw_text", watch(plates.draw_text, False))
    monkeypatch.setattr(plates, "draw_pill", watch(plates.draw_pill, True))
    roles = [text(msg(role), lang) for role in ("DEALER", "DECLARED")]
    for players in range(JUGGLER.min_players, JUGGLER.max_players + 1):
        for phase in (Phase.PLAY, Phase.REVEAL):
            view = _dealer_declared(players, phase)
            placed.clear()
            pictures.render_table(view, [LONG_NAME] * players, locale=lang)
            left, top, right, _ = plate_box(view.dealer, tiles_height(view))
            mine = sorted(item for item in placed if top < item[2] < top + PLATE_HEIGHT)
            assert sorted(item[4] for item in mine if item[4]) == sorted(roles)
            for line in {item[2] for item in mine}:
                row = [item for item in mine if item[2] == line]
                assert left < row[0][0] and row[-1][1] <= right - PAD, (players, phase, row)
                assert all(a[1] < b[0] for a, b in pairwise(row)), (players, phase, row)
            for _, _, _, size, words in mine:
                assert not words or text_height_on_phone(size, WIDTH, True) >= SMALLEST_ON_PHONE
