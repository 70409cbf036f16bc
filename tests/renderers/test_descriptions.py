"""Every picture has words (its alt text), built from the same view as the picture:
what a player could see, public facts only in public pictures, never a pattern still
being guessed, and never longer than Discord keeps."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

import engines
from engines.core.messages import english
from engines.core.playout import bot_game
from renderers.describe import LIMIT, paragraph, suits_in_words
from renderers.presentation import Presentation, presentation_for
from renderers.siteswap.samples import moments
from renderers.text import GenericTable

NAMES = ["alice", "Bot Ada", "Christopher Columbus", "dave", "Eve", "Maximilian"]


@cache
def states(game: str) -> tuple:
    engine = engines.get(game)
    players = min(engine.max_players, engine.min_players + 1)
    played = bot_game(engine, players, 5)
    return tuple([*played[:: max(1, len(played) // 8)], played[-1]])


@pytest.mark.parametrize("game", engines.keys())
def test_every_picture_kind_has_words_within_discords_limit(game):
    engine, presentation = engines.get(game), presentation_for(game)
    described = 0
    for state in states(game):
        names = NAMES[: state.players]
        public = engine.view(state, None)
        seat = (engine.to_act(state) or [0])[0]
        for kind, view in (("table", public), ("hand", engine.view(state, seat))):
            words = presentation.describe(kind, view, names)
            assert words and len(words) <= LIMIT and words.endswith((".", "…"))
            described += 1
    final = engine.view(states(game)[-1], None)
    assert presentation.describe("results", final, NAMES[: final.players])
    assert described > 10


@pytest.mark.parametrize("game", engines.keys())
def test_a_seat_view_given_to_the_table_words_adds_nothing(game):
    """The table's words read only the public parts of a view, as its picture does."""
    engine, presentation = engines.get(game), presentation_for(game)
    for state in states(game):
        public = presentation.describe("table", engine.view(state, None))
        for seat in range(state.players):
            assert presentation.describe("table", engine.view(state, seat)) == public


def test_hand_words_name_that_seats_own_cards():
    engine, presentation = engines.get("jugglers"), presentation_for("jugglers")
    state = states("jugglers")[2]
    for seat in range(state.players):
        view = engine.view(state, seat)
        words = presentation.describe("hand", view)
        assert all(card.name in words for card in view.hand)
        assert f"Sigil: {view.sigil.name}" in words


def test_results_words_say_who_won_and_with_what():
    for game in ("boromir", "heroes", "siteswap"):
        engine = engines.get(game)
        final = engine.view(states(game)[-1], None)
        words = presentation_for(game).describe("results", final, NAMES[: final.players])
        assert "Winner" in words or " wins" in words, (game, words)
    heroes = engines.get("heroes").view(states("heroes")[-1], None)
    words = presentation_for("heroes").describe("results", heroes)
    from engines.heroes.roster import hero

    assert all(hero(h).name in words for lineup in heroes.lineups for h in lineup)


def test_a_performance_is_never_described_by_its_pattern():
    """The juggler's animation is what the others guess from: its words say who juggles,
    what kind, how and the hints so far, never how many cards, and stay the same
    whatever the throws."""
    presentation = presentation_for("siteswap")
    for players in (2, 4):
        juggling = [public for name, public, _ in moments(players, players) if name == "juggling"]
        for public in juggling:
            words = presentation.describe("performance", public)
            assert "juggling" in words and "watch the juggler" in words
            assert "card" not in words.split("Hints")[0]  # no count of the cards juggled
            for throws in ([7, 5, 3, 1, 4], [9, 9, 9], public.performance.throws[::-1]):
                other = replace(public, performance=replace(public.performance, throws=throws))
                assert presentation.describe("performance", other) == words
                assert presentation.describe("table", other) == presentation.describe(
                    "table", public
                )
            pattern = "".join(map(str, public.performance.throws or []))
            assert pattern not in words.replace(" ", "")


def test_a_game_without_words_of_its_own_gets_the_generic_line():
    engine = engines.get("jugglers")
    view = engine.view(states("jugglers")[1], None)
    bare = Presentation("jugglers", None, GenericTable())
    words = bare.describe("table", view)
    assert words.startswith(f"{engine.title}: a picture of the table.")
    assert english(view.progress) in words


def test_long_words_keep_whole_sentences_within_the_limit():
    parts = [f"Sentence number {n} says something about the table" for n in range(100)]
    words = paragraph(parts)
    assert len(words) <= LIMIT and words.endswith("…")
    assert all(sentence.endswith(("table", "…")) for sentence in words.split(". ")[:-1])
    assert suits_in_words("Your suit: ♥ hearts") == "Your suit: hearts"
    assert suits_in_words("Stacks now: ♣ 4 · ♦ 2") == "Stacks now: clubs 4 · diamonds 2"
