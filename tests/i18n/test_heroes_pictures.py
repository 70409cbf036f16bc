"""Heroes' pictures in every language: no translated text is cut or runs off the picture,
and the words drawn are the reader's language."""

from __future__ import annotations

import random

import pytest

import engines
import renderers.heroes as pictures
from engines.heroes.state import Phase
from renderers.i18n import LANGUAGES
from tests.i18n.conftest import overflows

HEROES = engines.get("heroes")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
NAMES = ["Christopher", "Bot Rowan (hard)", "Ada", "Maximilian", "Bot Iris (easy)", "Jo"]


def _moments(players: int, seed: int):
    """Views at the start, in round 2 (jokers), in Lock-in with a pick made, and the end
    of a seeded bot game."""
    state = HEROES.new_game(players, HEROES.Options(), seed)
    rng = random.Random(seed)
    yield state
    wanted = {"round 2": False, "lock-in": False}
    while not HEROES.is_over(state):
        seat = HEROES.to_act(state)[0]
        state = HEROES.apply(state, seat, HEROES.bot_action(HEROES.view(state, seat), rng))
        if state.round == 2 and state.turn_index == players and not wanted["round 2"]:
            wanted["round 2"] = True
            yield state
        if state.phase is Phase.LOCK_IN and any(state.lineups) and not wanted["lock-in"]:
            wanted["lock-in"] = True
            yield state
    assert all(wanted.values())
    yield state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translated_text_is_cut_or_runs_off_a_picture(lang, drawn):
    problems = []
    for players in (3, 4, 5, 6):
        moments = _moments(players, players)
        problems += overflows(HEROES, pictures, moments, NAMES[:players], lang, drawn)
    assert not problems, sorted(set(problems))[:6]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fi", {"AVOIN VARANTO", "KARU VYÖHYKE", "SANKARISI", "Voittaja", "tähteä"}),
        ("de", {"OFFENER VORRAT", "RAUE ZONE", "DEINE HELDEN", "Sieger", "Sterne"}),
        ("fr", {"RÉSERVE OUVERTE", "ZONE ACCIDENTÉE", "TES HÉROS", "Gagnant", "étoiles"}),
    ],
)
def test_the_pictures_and_their_descriptions_speak_the_reader_s_language(lang, words, drawn):
    """The table, the hand and the results draw their words in `lang`, none in English,
    and the descriptions (alt text) say the same facts in `lang` too."""
    *_, end = _moments(4, 4)
    view = HEROES.view(end, 0)
    said = []
    for kind in ("table", "hand", "results"):
        getattr(pictures, f"render_{kind}")(view, NAMES[:4], locale=lang)
        said.append(getattr(pictures, f"describe_{kind}")(view, NAMES[:4], locale=lang))
    shown = " ".join(text for *_, text in drawn)
    assert all(any(word in text for text in (shown, *said)) for word in words), words
    for english in ("OPEN POOL", "YOUR HEROES", "Winner", "stars", "in hand", "Open Pool"):
        assert english not in shown and all(english not in text for text in said), english
