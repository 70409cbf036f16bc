"""Boromir says its last capture in words under the ring; Heroes shows hands as counts and
heroes as chips, so its pictures stay short and nothing wraps a row of backs."""

from __future__ import annotations

from functools import cache

import engines
from engines.core.playout import bot_game
from renderers.boromir import render_table as boromir_table
from renderers.heroes import render_hand, render_table
from tests.renderers.helpers import decode


@cache
def heroes_games() -> tuple:
    engine = engines.get("heroes")
    return tuple(tuple(bot_game(engine, players, 7)) for players in (3, 6))


def test_the_last_capture_is_said_in_words_that_explain_its_gold_marks(drawn_texts):
    engine = engines.get("boromir")
    state = next(s for s in bot_game(engine, 3, 4) if s.last_capture and s.last_capture.source)
    view = engine.view(state, None)
    boromir_table(view, ["alice", "Bot Ada", "carol"])
    words = " ".join(text for *_, text in drawn_texts)
    last = view.last_capture
    assert f"spot {last.source + 1} (gold number)" in words
    assert f"onto spot {last.target + 1} (gold frame)" in words


def test_every_heroes_hand_is_a_count_in_words_on_the_table(drawn_texts):
    engine = engines.get("heroes")
    for states in heroes_games():
        state = states[len(states) // 2]
        view = engine.view(state, None)
        drawn_texts.clear()
        render_table(view)
        texts = [text for *_, text in drawn_texts]
        for seat in range(view.players):
            assert any(
                text.startswith(f"{view.hand_counts[seat]} in hand · bank") for text in texts
            )


def test_heroes_pictures_stay_a_phone_column_short_of_the_old_sizes():
    """Once 760 px wide and up to 1546 tall (a hand picture 760x1216): now 472 wide, a
    6-player table under 1200 px (about 1000 on a phone) and a hand under 400."""
    engine = engines.get("heroes")
    for states in heroes_games():
        for state in states[:: max(1, len(states) // 12)]:
            table = decode(render_table(engine.view(state, None)))
            assert table.width == 472 and table.height < 1200
            for seat in range(state.players):
                hand = decode(render_hand(engine.view(state, seat)))
                assert hand.width == 472 and hand.height < 400
