"""Final scores read in each game's own words, never a bare "score"."""

import engines
from engines.core.scores import score_text


def test_each_game_names_what_its_scores_count():
    assert score_text(engines.get("jugglers"), 1) == "1 round win"
    assert score_text(engines.get("jugglers"), 2) == "2 round wins"
    assert score_text(engines.get("juggler"), 72) == "72 points"
    assert score_text(engines.get("boromir"), 3) == "3 stacks"
    assert score_text(engines.get("siteswap"), -1) == "1 card left"
    assert score_text(engines.get("heroes"), 7.5) == "7.5 points"
    assert score_text(None, 1) == "1 point"  # a game no longer installed
