"""Final scores read in each game's own words, never a bare "score"."""

import engines
from engines.core.scores import score_text
from renderers.i18n import text


def words(game: str | None, score: float, locale: str = "en") -> str:
    return text(score_text(engines.get(game) if game else None, score), locale)


def test_each_game_names_what_its_scores_count():
    assert words("jugglers", 1) == "1 round win"
    assert words("jugglers", 2) == "2 round wins"
    assert words("juggler", 72) == "72 points"
    assert words("boromir", 3) == "3 stacks"
    assert words("siteswap", -1) == "1 card left"
    assert words("heroes", 7.5) == "7.5 points"
    assert words(None, 1) == "1 point"  # a game no longer installed


def test_translated_score_words_follow_the_reader():
    assert words("boromir", 3, "fi") == "3 pinoa" and words("boromir", 1, "fi") == "1 pino"
    assert words("heroes", 7.5, "de") == "7,5 Punkte" and words(None, 1, "fr") == "1 point"
