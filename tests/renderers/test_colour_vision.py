"""Colour is never the only sign: colours that carry meaning and could be mistaken for one
another with a colour-vision deficiency (Machado 2009, severity 1.0) each have a second
sign in the pictures, which these tests find there."""

from __future__ import annotations

import pytest
from PIL import ImageChops

import engines
from engines.core.cards import SUIT_SYMBOLS, Card
from engines.jugglers.state import Phase
from renderers import cards, preview
from renderers.heroes.cards import HOUSE_COLOURS, emblem
from renderers.jugglers import render_table
from renderers.jugglers.labels import head_tags, is_hollow
from renderers.jugglers.layout import who
from renderers.jugglers.table import status
from renderers.leaderboard import LeaderboardLine, render_leaderboard
from renderers.theme import CARD_FACE, FAIL, PANEL, PASS
from tests.renderers.colour_vision import (
    CONFUSED_BELOW,
    MACHADO_2009,
    MEANINGS,
    closest,
    report,
    simulate,
)
from tests.renderers.helpers import sample_states

ENGINE = engines.get("jugglers")


def test_the_simulation_keeps_greys_and_merges_red_with_green_for_protanopes():
    for deficiency in MACHADO_2009:
        assert all(abs(a - b) <= 1 for a, b in zip(simulate((128, 128, 128), deficiency),
                                                   (128, 128, 128), strict=True))  # fmt: skip
    red, green = simulate((210, 40, 40), "protanopia"), simulate((22, 128, 62), "protanopia")
    assert abs(red[0] - red[1]) < 30 and abs(green[0] - green[1]) < 30  # both drab olives


def test_the_report_names_every_meaning_under_every_vision():
    lines = report()
    assert len(lines) == 1 + 4 * len(MEANINGS)
    assert sum("confusable" in line for line in lines) >= 5  # what the checks below answer


def _suit_glyphs(drawn_texts) -> bool:
    for suit, glyph in SUIT_SYMBOLS.items():
        for size in (cards.SMALL, cards.LARGE):
            drawn_texts.clear()
            cards.face(Card(10, suit), size, True, PANEL)
            if glyph not in [text for *_, text in drawn_texts]:
                return False
    return True


def _verdicts_in_words(drawn_texts) -> bool:
    for game in ("jugglers", "juggler"):
        for _ in preview.pictures(game, 1):
            pass
    marked = [text for _, _, ink, _, text in drawn_texts if ink in (PASS, FAIL)]
    return bool(marked) and all(any(ch.isalnum() for ch in text) for text in marked)


def _tokens_lettered(_) -> bool:
    for state in sample_states(per_game=3):
        view = ENGINE.view(state, None)
        heads = who(view, None)
        tags = head_tags(view, heads.names)
        seats = tags[: view.players]
        if len(set(seats)) != len(seats) or not all(tags):
            return False
        if not all(is_hollow(view, h) for h in range(view.players, len(view.heads))):
            return False
    return True


def _awaited_named(_) -> bool:
    checked = 0
    for state in sample_states(per_game=6):
        view = ENGINE.view(state, None)
        if view.phase is not Phase.PLAY or view.acting_head is None:
            continue
        heads = who(view, None)
        seat = view.to_act[0] if view.to_act else view.acting_head
        if heads.names[seat] not in status(view, heads, 10_000):
            return False
        checked += 1
    return checked > 5


def _emblems_differ(_) -> bool:
    masks = {
        house: emblem(house, CARD_FACE).convert("L").point(lambda v: 255 if v < 200 else 0)
        for house in HOUSE_COLOURS
    }
    for first in masks:
        for second in masks:
            if first < second:
                difference = ImageChops.difference(masks[first], masks[second])
                if sum(1 for v in difference.get_flattened_data() if v) < 40:
                    return False
    return True


def _numbered_medals(drawn_texts) -> bool:
    drawn_texts.clear()
    rows = [LeaderboardLine(place, f"p{place}", "1", 3, 1, 0.3) for place in (1, 2, 3)]
    render_leaderboard("Board", "rule", rows)
    return {"1", "2", "3"} <= {text for *_, text in drawn_texts}


def _failed_titled(drawn_texts) -> bool:
    state = next(s for s in sample_states() if s.failed_policies)
    drawn_texts.clear()
    render_table(ENGINE.view(state, None))
    return any(text.startswith("✗ FAILED") for *_, text in drawn_texts)


SECOND_SIGNS = {
    "suits (four-colour cards)": _suit_glyphs,
    "pass and fail": _verdicts_in_words,
    "seats and heads": _tokens_lettered,
    "awaited plate": _awaited_named,
    "hero houses": _emblems_differ,
    "failed policies": _failed_titled,
    "medals": _numbered_medals,
}


@pytest.mark.parametrize("meaning", MEANINGS, ids=lambda meaning: meaning.what)
def test_colours_that_could_be_confused_have_a_second_sign(meaning, drawn_texts):
    confusable = [
        deficiency
        for deficiency in MACHADO_2009
        if closest(meaning, deficiency)[0] < CONFUSED_BELOW
    ]
    check = SECOND_SIGNS.get(meaning.what)
    if check is None:  # then colour must do: told apart under every simulated vision
        assert not confusable, f"{meaning.what}: confusable with {confusable}, no second sign"
        return
    assert check(drawn_texts), f"{meaning.what}: its second sign ({meaning.second_sign}) is missing"
