"""Siteswap's pictures in every language: no translated text is cut or runs off the picture.

Seeded bot games at every player count give the moments: the deal, the first
performance (guessing tags, hints, wrong guesses), a swap, and the end; a built
table adds the longest words a performance shows (an extension of someone's
pattern, juggled in a varied way, with every hint and wrong guesses).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

import engines
import renderers.siteswap as pictures
from engines.siteswap import rules
from engines.siteswap.actions import Extend, Guess, Hint
from engines.siteswap.state import Phase, SiteswapState
from renderers.i18n import LANGUAGES
from tests.engines.siteswap.helpers import table_state
from tests.i18n.conftest import overflows

SITESWAP = engines.get("siteswap")
# Long names, at lengths the English pictures hold whole (longer ones are shortened).
NAMES = ["Christopher", "Bot Rowan (hard)", "Ada", "Maximilian", "Bot Kim (easy)", "Zoë"]


def _moments(players: int, seed: int) -> Iterator[SiteswapState]:
    """The deal, the first performance after its first wrong guess, the first swap,
    and the end of a seeded bot game."""
    state = SITESWAP.new_game(players, SITESWAP.Options(), seed)
    rng = random.Random(seed)
    yield state
    wanted = {"guessed": True, "swap": True}
    while not SITESWAP.is_over(state):
        seat = SITESWAP.to_act(state)[0]
        state = SITESWAP.apply(state, seat, SITESWAP.bot_action(SITESWAP.view(state, seat), rng))
        performance = state.performance
        if wanted["guessed"] and state.phase is Phase.PERFORMANCE and performance.missed:
            wanted["guessed"] = False
            yield state
        if wanted["swap"] and state.phase is Phase.SWAP_TAKE:
            wanted["swap"] = False
            yield state
    yield state


def _longest_performance() -> SiteswapState:
    """B extends A's pattern, a repeat juggled with the other hand first, every hint
    given and two wrong guesses made: the performance panel at its fullest."""
    state = table_state(["333", "5139", "444", "222"], laid=[(0, "423"), (2, "531")])
    state = replace(state, turn=1, played=((4, 5, 1, 2, 3, 3), (4, 5, 1, 2, 3, 3)))
    state = rules.apply(state, 1, Extend(target=0, throws="451233"))
    state = rules.apply(state, 1, Hint())
    state = rules.apply(state, 1, Hint())
    state = rules.apply(state, 2, Guess(throws="441"))
    return rules.apply(state, 3, Guess(throws="51"))


def _drawn_texts(state: SiteswapState, lang: str, drawn: list) -> list[tuple[str, str]]:
    return overflows(SITESWAP, pictures, [state], NAMES[: state.players], lang, drawn)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translated_text_is_cut_or_runs_off_a_picture(lang, drawn):
    problems = []
    for players in range(SITESWAP.min_players, SITESWAP.max_players + 1):
        for state in _moments(players, players):
            problems += _drawn_texts(state, lang, drawn)
    longest = _longest_performance()
    assert longest.performance.variation and len(longest.performance.missed) == 2
    problems += _drawn_texts(longest, lang, drawn)
    assert not problems, sorted(set(problems))


def test_the_moments_show_what_the_pictures_must_hold(drawn):
    """The seeded games reach guessing tags, wrong guesses, a swap and the end."""
    states = [state for players in range(2, 7) for state in _moments(players, players)]
    assert any(state.phase is Phase.SWAP_TAKE for state in states)
    assert any(state.performance and state.performance.missed for state in states)
    assert sum(SITESWAP.is_over(state) for state in states) == 5


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_pictures_words_for_screen_readers_are_translated(lang):
    """The alt text of each picture reads in the picture's language, whole."""
    state = _longest_performance()
    over = list(_moments(3, 3))[-1]
    for kind, view in (("table", SITESWAP.view(state, None)), ("hand", SITESWAP.view(state, 1)),
                       ("performance", SITESWAP.view(state, 2)),
                       ("results", SITESWAP.view(over, None))):  # fmt: skip
        describe = getattr(pictures, f"describe_{kind}")
        english, translated = describe(view, NAMES[:4]), describe(view, NAMES[:4], locale=lang)
        assert translated != english and "{" not in translated, (kind, translated)
        assert not set(english.split()) >= set(translated.split()), (kind, translated)
