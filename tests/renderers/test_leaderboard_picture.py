"""The leaderboard picture: its size and encoding, medals, the empty board, long names.

No golden images (too brittle): sizes, modes and a few pixel probes instead.
"""

from __future__ import annotations

import pytest

from renderers import leaderboard
from renderers.leaderboard import LeaderboardLine, render_leaderboard
from renderers.theme import GOLD, PANEL
from tests.renderers.helpers import decode

TITLE = "Leaderboard · Jugglers · all time"
RULE = "Ranked after 3 games with other people · by rating"
LIMIT_KB = 100
LONG_NAME = "Wolfeschlegelsteinhausenbergerdorff the Magnificent Juggler" * 2


def lines(count: int, name: str = "Player") -> list[LeaderboardLine]:
    return [
        LeaderboardLine(place, f"{name} {place}", f"{40 - place * 3.3:.1f}", 12, 12 - place, 0.5)
        for place in range(1, count + 1)
    ]


def row_top(index: int) -> int:
    return (
        leaderboard.HEADER
        + 2 * leaderboard.ROW_GAP
        + index * (leaderboard.ROW_HEIGHT + leaderboard.ROW_GAP)
    )


@pytest.mark.parametrize("count", [0, 1, 10])
def test_sizes_mode_and_weight(count):
    data = render_leaderboard(TITLE, RULE, lines(count))
    image = decode(data)
    assert image.format == "PNG" and image.mode == "P"
    # As wide as the games' pictures, so its 18 px text reads on a phone.
    assert image.width == leaderboard.WIDTH == 472 and 120 < image.height < 800
    assert len(data) < LIMIT_KB * 1024


def test_more_rows_make_a_taller_picture():
    heights = [decode(render_leaderboard(TITLE, RULE, lines(n))).height for n in (0, 3, 10)]
    assert heights == sorted(heights) and len(set(heights)) == 3


def test_the_top_three_get_medals_and_the_rest_do_not():
    image = decode(render_leaderboard(TITLE, RULE, lines(4))).convert("RGB")
    centre_x = leaderboard.MARGIN + 12 + leaderboard.BADGE // 2

    def badge_centre(index):
        y = row_top(index) + leaderboard.ROW_HEIGHT // 2
        # A little left of the digit, inside the disc.
        return image.getpixel((centre_x - leaderboard.BADGE // 3, y))

    assert badge_centre(0) == GOLD
    assert [badge_centre(i) for i in (1, 2)] == list(leaderboard.MEDALS[1:])
    assert badge_centre(3) == PANEL  # a hollow ring: panel inside


def test_an_empty_board_says_nobody_is_ranked():
    image = decode(render_leaderboard(TITLE, RULE, [])).convert("RGB")
    top = row_top(0)
    inside = image.crop((leaderboard.MARGIN + 20, top + 8, leaderboard.WIDTH // 5, top + 22))
    assert set(inside.get_flattened_data()) == {PANEL}  # a plain panel around the centred words
    words = image.crop((leaderboard.WIDTH // 3, top, 2 * leaderboard.WIDTH // 3, top + 100))
    assert len(set(words.get_flattened_data())) > 2


def test_long_names_are_cut_before_the_value_column():
    rows = [LeaderboardLine(1, LONG_NAME, "100 wins", 150, 100, 2 / 3)]
    image = decode(render_leaderboard(TITLE, RULE, rows)).convert("RGB")
    name_end = leaderboard.NAME_LEFT + leaderboard.NAME_ROOM
    value_start = leaderboard.VALUE_RIGHT - leaderboard.VALUE_ROOM
    top = row_top(0)
    gap = image.crop((name_end + 1, top + 6, value_start, top + leaderboard.ROW_HEIGHT // 2))
    assert set(gap.get_flattened_data()) == {PANEL}
    name = image.crop((leaderboard.NAME_LEFT, top + 6, name_end, top + leaderboard.ROW_HEIGHT // 2))
    assert len(set(name.get_flattened_data())) > 2


def test_details_read_as_words():
    line = LeaderboardLine(1, "Ada", "31.2", 1, 1, 1.0)
    assert leaderboard.details(line) == "1 game · 1 win · 100% won"
    assert leaderboard.details(lines(2)[1]) == "12 games · 10 wins · 50% won"
