"""The shared pictures in every language: no translated word is cut or runs off them.

The leaderboard's own words (the empty board's heading and hint, each row's
games, wins and share won) at their longest: three-digit counts, a full board
and an empty one.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engines.core.messages import nmsg
from renderers.i18n import LANGUAGES, text
from renderers.leaderboard import LeaderboardLine, describe_leaderboard, render_leaderboard
from tests.i18n.conftest import overflowing

TITLE, SUBTITLE = "Leaderboard · Boromir", "by rating · 5 finished games to be ranked"


def _rows(lang: str) -> list[LeaderboardLine]:
    """Ten players with the longest counts a board shows, values worded as chat words them."""
    return [
        LeaderboardLine(
            place,
            f"Player {place}",
            text(nmsg("{count} win", "{count} wins", 100), lang),
            games=100 + place,
            wins=100,
            win_rate=1.0,
        )
        for place in range(1, 11)
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_leaderboard_word_is_cut_or_runs_off(lang, drawn):
    problems = []
    for rows in (_rows(lang), []):
        drawn.clear()
        png = render_leaderboard(TITLE, SUBTITLE, rows, lang)
        problems += overflowing(drawn, Image.open(io.BytesIO(png)).width)
    assert not problems, problems


@pytest.mark.parametrize(
    ("lang", "empty", "details"),
    [
        ("en", "Nobody is ranked yet", "101 games · 100 wins · 100% won"),
        ("fi", "Kukaan ei ole vielä listalla", "101 peliä · 100 voittoa · 100 % voitettu"),
        ("de", "Noch niemand ist platziert", "101 Spiele · 100 Siege · 100 % gewonnen"),
        ("fr", "Personne n’est encore classé", "101 parties · 100 victoires · 100 % gagné"),
    ],
)
def test_the_board_and_its_description_speak_the_reader_s_language(lang, empty, details, drawn):
    render_leaderboard(TITLE, SUBTITLE, [], lang)
    assert empty in [words for _, _, _, words in drawn]
    assert empty in describe_leaderboard(TITLE, SUBTITLE, [], lang)
    drawn.clear()
    render_leaderboard(TITLE, SUBTITLE, _rows(lang)[:1], lang)
    assert details in [words for _, _, _, words in drawn]
    assert details in describe_leaderboard(TITLE, SUBTITLE, _rows(lang), lang)


def test_the_empty_board_s_hint_keeps_its_two_english_lines(drawn):
    render_leaderboard(TITLE, SUBTITLE, [])
    said = [words for _, _, _, words in drawn]
    assert said[-2:] == ["Finish a few games with other", "people to get on the board."]
