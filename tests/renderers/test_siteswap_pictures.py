"""Siteswap pictures and terminal text: drawn from views, and blind to a pattern under guess."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engines.siteswap import rules
from engines.siteswap.actions import Extend, Guess, Hint, Lay
from engines.siteswap.views import view
from renderers import widgets
from renderers.siteswap import (
    TEXT_TABLE,
    render_hand,
    render_results,
    render_table,
    table,
)
from renderers.siteswap.samples import SAMPLE_NAMES, crowded, moments
from renderers.theme import GOLD, TEXT
from tests.engines.siteswap.helpers import everyone_stops, table_state

PNG = b"\x89PNG"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_moment_draws_small_pictures(players):
    names = list(SAMPLE_NAMES[:players])
    for name, public, own in moments(players, seed=players):
        for picture in (render_table(public, names), render_hand(own, names),
                        render_table(crowded(public), names)):  # fmt: skip
            assert picture.startswith(PNG) and len(picture) < 100_000
        if name == "over":
            assert render_results(public, names).startswith(PNG)
        else:
            with pytest.raises(ValueError):
                render_results(public, names)
    with pytest.raises(ValueError):
        render_hand(public, names)


def test_the_table_and_text_do_not_depend_on_the_throws_being_juggled():
    _, public, _own = next(m for m in moments(3, seed=7) if m[0] == "juggling")
    assert public.performance is not None and public.performance.throws
    other = replace(public, performance=replace(public.performance, throws=[7, 5, 3, 1, 4]))
    assert render_table(other) == render_table(public)
    people = ["you", "bot", "bot"]
    assert TEXT_TABLE.render(other, people) == TEXT_TABLE.render(public, people)
    assert any("is juggling" in line for line in TEXT_TABLE.render(public, people))


def _drawn(monkeypatch, view) -> list[tuple[str, tuple[int, int, int]]]:
    """Every text the table picture draws, with its ink (pills included)."""
    drawn = []

    def record(real):
        def draw(canvas, xy, text, size, ink, *args, **kwargs):
            drawn.append((text, ink))
            return real(canvas, xy, text, size, ink, *args, **kwargs)

        return draw

    monkeypatch.setattr(table, "draw_text", record(table.draw_text))
    monkeypatch.setattr(widgets, "draw_text", record(widgets.draw_text))
    render_table(view, ["ann", "bob", "cy"])
    return drawn


def test_gold_marks_whose_turn_it_is_and_guessers_carry_their_own_tag(monkeypatch):
    """As in every game, gold is the turn (the juggler's, while they juggle); those still
    guessing say so, with their guesses left (issue 31, point 6)."""
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    state = rules.apply(state, 1, Guess(throws="3"))
    drawn = dict(_drawn(monkeypatch, view(state, None)))
    assert drawn["A · ann"] == GOLD
    assert drawn["B · bob"] == drawn["C · cy"] == TEXT
    assert "guessing · 2 left" in drawn and "guessing · 3 left" in drawn
    before = dict(_drawn(monkeypatch, view(table_state(["97531", "444", "222"]), None)))
    assert before["A · ann"] == GOLD and not any(text.startswith("guessing") for text in before)


def test_the_picture_shows_the_hints_so_far_the_wrong_guesses_and_no_card_count(monkeypatch):
    state = rules.apply(table_state(["97531", "444", "222"]), 0, Lay(throws="97531"))
    state = rules.apply(rules.apply(state, 0, Hint()), 1, Guess(throws="3"))
    texts = [text for text, _ink in _drawn(monkeypatch, view(state, None))]
    assert "A · ann is juggling a new pattern: guess it!" in " ".join(texts)  # may wrap
    assert "Hints: 5 balls · highest throw 9" in texts and "Not: 3" in texts
    assert "5 cards" in texts  # A's count, the face-down cards included: nothing moved


def test_an_extension_is_drawn_under_its_extender_as_extending_the_old_pattern(monkeypatch):
    state = rules.apply(table_state(["5139", "777"], laid=[(1, "423")]), 0,
                        Extend(target=0, throws="451233"))  # fmt: skip
    texts = [text for text, _ink in _drawn(monkeypatch, view(state, None))]
    assert "A · ann is juggling an extension of B's 423: guess it!" in " ".join(texts)
    laid = everyone_stops(state, clean=True)
    texts = [text for text, _ink in _drawn(monkeypatch, view(laid, None))]
    row = texts.index("451233")
    assert texts[row + 1] == "by A · ann" and "extends B's 423" in texts[row:]
    assert "  1. A's 451233 (extends B's 423)" in TEXT_TABLE.render(view(laid, 1), ["a", "b"])
