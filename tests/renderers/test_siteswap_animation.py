"""The juggler GIF: one seamless loop, the right number of frames, no text, small,
and the variations of a repeated pattern visible."""

import io

import pytest
from PIL import Image, ImageChops, ImageDraw

from renderers.siteswap import animation
from renderers.siteswap.animation import FRAMES_PER_BEAT, animate_gif, frames
from renderers.siteswap.motion import loop_beats, positions

PATTERNS = [(3,), (4, 4, 1), (5, 3, 1), (5, 1), (6, 3, 3), (9, 7, 5, 3, 1)]


@pytest.mark.parametrize("throws", PATTERNS)
def test_one_loop_has_the_right_frames_and_closes_seamlessly(throws):
    shown = frames(throws)
    beats = len(throws) if len(throws) % 2 == 0 else 2 * len(throws)
    assert loop_beats(throws) == beats and len(shown) == beats * FRAMES_PER_BEAT
    next_loop = animation._frame(throws, beats, "")  # the frame one loop later
    assert ImageChops.difference(next_loop, shown[0]).getbbox() is None
    assert ImageChops.difference(shown[1], shown[0]).getbbox() is not None  # it moves


def test_no_frame_draws_any_text(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the juggler must not write anything")

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", refuse)
    for throws in PATTERNS:
        frames(throws, "with clubs instead of balls")


@pytest.mark.parametrize("throws", PATTERNS)
def test_the_file_is_a_small_looping_gif(throws):
    data = animate_gif(throws)
    assert data.startswith(b"GIF8") and len(data) < 300 * 1024
    with Image.open(io.BytesIO(data)) as image:
        assert image.is_animated and image.n_frames == len(frames(throws))
        assert image.info.get("loop") == 0


def test_variations_change_the_picture():
    plain = frames((5, 3, 1))[5]
    clubs = frames((5, 3, 1), "with clubs instead of balls")[5]
    colours = frames((5, 3, 1), "in other colours")[5]
    mirrored = frames((5, 3, 1), "starting with the other hand")[5]
    assert ImageChops.difference(plain, clubs).getbbox() is not None
    assert ImageChops.difference(plain, colours).getbbox() is not None
    assert ImageChops.difference(plain, mirrored).getbbox() is not None
    for time in (0.0, 0.7, 2.4):  # the other hand first: every ball on the other side
        plain_balls = positions((5, 3, 1), time)
        other = positions((5, 3, 1), time, mirrored=True)
        assert [(-b.x, b.y) for b in plain_balls] == [(b.x, b.y) for b in other]


def test_twos_are_held_odd_throws_cross_and_even_ones_stay():
    assert all(ball.held for t in (0.0, 0.5, 1.3) for ball in positions((2,), t))
    # A 3 thrown by the right hand (beat 0, x > 0) is caught by the left one (x < 0).
    start = [b for b in positions((3,), 0.0) if not b.held and b.y < 0.05 and b.x > 0]
    later = positions((3,), 1.9)
    assert start and any(b.x < 0 for b in later)
    # In 4 4 1, the 4s rise and fall on their own side.
    for ball in positions((4, 4, 1), 1.5):
        assert ball.held or abs(ball.x) <= 1.0
