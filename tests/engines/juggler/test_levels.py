"""The three Juggler bot levels: legal, bounded by their vocabularies, hesitant where they
should be, deciding from views alone, and ranked easy < normal < hard."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from engines.core.choosing import field_tokens, matching
from engines.core.levels import LEVELS, Budget, level_of
from engines.juggler import bots
from engines.juggler.actions import Discard, Reveal
from engines.juggler.state import JugglerState, Phase, Stage
from engines.juggler.views import JugglerView
from engines.juggler.wordindex import common_words
from tests.engines.juggler.helpers import ENGINE, new, scramble_hidden

Decide = Callable[[JugglerView, random.Random], Any]


def _decider(level: str) -> Decide:
    decide = level_of(ENGINE, level).decide
    return lambda view, rng: decide(view, rng, Budget())


def _random(view: JugglerView, rng: random.Random) -> Any:
    return rng.choice(bots.legal_from_view(view))


def _steps(
    deciders: list[Decide], seed: int
) -> Iterator[tuple[JugglerState, int, JugglerView, Any]]:
    """One whole game of these bots (seat by seat): every (state, seat, view, action)."""
    state = new(len(deciders), seed=seed)
    rng = random.Random(seed)
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        action = deciders[seat](view, rng)
        yield state, seat, view, action
        state = ENGINE.apply(state, seat, action)


def _final(deciders: list[Decide], seed: int) -> JugglerState:
    state = new(len(deciders), seed=seed)
    rng = random.Random(seed)
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, deciders[seat](ENGINE.view(state, seat), rng))
    return state


def _win_share(high: Decide, low: Decide, players: int, games: int) -> float:
    """The share of wins of one `high` bot among `low` bots, its seat rotated."""
    share = 0.0
    for game in range(games):
        seat = game % players
        final = _final([high if s == seat else low for s in range(players)], seed=500 + game)
        winners = ENGINE.outcome(final).winners
        share += 1 / len(winners) if seat in winners else 0.0
    return share / games


def test_the_engine_offers_every_level_and_a_usual_table():
    assert tuple(ENGINE.bots) == LEVELS
    assert ENGINE.bots["normal"].decide is not ENGINE.bots["hard"].decide
    assert ENGINE.min_players <= ENGINE.usual_players <= ENGINE.max_players


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_level_answers_legally_in_every_phase(players):
    deciders = [_decider(LEVELS[seat % 3]) for seat in range(players)]
    seen = set()
    for state, seat, _view, action in _steps(deciders, seed=players):
        assert matching(ENGINE.legal_actions(state, seat), field_tokens(action)), action
        seen.add((state.phase, state.stage if state.phase is Phase.PLAY else None))
    assert seen == {(Phase.PLAY, Stage.TAKE), (Phase.PLAY, Stage.DISCARD), (Phase.REVEAL, None)}


def test_easy_and_normal_never_name_a_word_outside_their_list():
    known = {
        "easy": {w.upper() for w in common_words("en", bots.EASY_WORDS)},
        "normal": {w.upper() for w in common_words("en", bots.NORMAL_WORDS)},
    }
    levels = ["easy", "normal", "hard", "normal"]
    named: dict[str, list[str]] = {level: [] for level in LEVELS}
    for game in range(24):
        order = levels[game % 4 :] + levels[: game % 4]
        deciders = [_decider(level) for level in order]
        for _state, seat, _view, action in _steps(deciders, seed=1000 + game):
            if isinstance(action, Reveal) and action.word:
                named[order[seat]].append(action.word)
    for level in ("easy", "normal"):
        assert len(named[level]) > 100
        assert set(named[level]) <= known[level], set(named[level]) - known[level]
    # The check can fail: the hard bot, in the same games, names words neither knows.
    assert set(named["hard"]) - known["normal"]
    assert set(named["normal"]) - known["easy"]


def _first_chances(level: str, games: int) -> list[bool]:
    """Per round and seat of `level` bots: at the first turn where declaring scored best
    for that bot's own words, whether it declared then."""
    style = {"easy": bots.EASY, "normal": bots.NORMAL, "hard": bots.HARD}[level]
    eager = replace(style, hesitation=None)  # the same bot, never hesitating
    decide = _decider(level)
    firsts: list[bool] = []
    for game in range(games):
        chanced: set[tuple[int, int]] = set()
        for state, seat, view, action in _steps([decide] * 4, seed=2000 + game):
            if not isinstance(action, Discard) or (state.round, seat) in chanced:
                continue
            would = bots.play(view, random.Random(state.step), eager)
            if would.declare:
                chanced.add((state.round, seat))
                firsts.append(action.declare)
    return firsts


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_sometimes_wait_at_their_first_chance_to_declare(level):
    firsts = _first_chances(level, games=6)
    assert len(firsts) >= 20
    declared = sum(firsts) / len(firsts)
    assert 0.15 < declared < 0.85, declared


def test_hard_declares_at_its_first_chance():
    firsts = _first_chances("hard", games=3)
    assert len(firsts) >= 10 and all(firsts)


@pytest.mark.parametrize("level", LEVELS)
def test_a_level_decides_from_the_view_alone(level):
    """The scramble check: another deal of what the seat cannot see, the same decision."""
    decide = _decider(level)
    deciders = [_decider("normal")] * 3
    checked = 0
    for state, seat, view, _action in _steps(deciders, seed=77):
        if state.step % 5:
            continue
        other = scramble_hidden(state, seat, random.Random(state.step))
        assert ENGINE.view(other, seat) == view
        assert decide(ENGINE.view(other, seat), random.Random(9)) == decide(view, random.Random(9))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    ("high", "low", "least"),
    [("easy", "random", 0.8), ("normal", "easy", 0.5), ("hard", "normal", 0.45)],
)
def test_each_level_beats_the_one_below_at_the_usual_table(high, low, least):
    """Four seats, one bot of the higher level, seats rotated: far above a fair 1/4."""
    lower = _random if low == "random" else _decider(low)
    assert _win_share(_decider(high), lower, ENGINE.usual_players, games=24) > least
