"""The juggler GIF: the same length for every pattern, balls told apart, hands that mark
the beat, readable on a phone, small, no text, and the variations of a repeated pattern."""

import io
from collections import Counter

import pytest
from PIL import Image, ImageChops, ImageDraw

from renderers.siteswap import animation, loop
from renderers.siteswap.animation import FRAME_MS, animate_gif, frames
from renderers.siteswap.look import COLOURS, SHAPES, look
from renderers.siteswap.motion import ball_numbers, positions

# Periods 2 to 12, three to ten balls, the tallest throw the game has (b = 11).
PATTERNS = [
    (5, 1), (4, 4, 1), (5, 3, 1), (7, 5, 3, 1), (9, 7, 5, 3, 1), (11, 9, 7, 5, 3, 1),
    (9, 7, 8, 2, 0, 1, 1), (7, 4, 2, 0, 6, 3, 0, 2), (5, 6, 8, 8, 9, 1, 2, 2, 4),
    (9, 6, 1, 7, 8, 3, 0, 9, 3, 6, 3), (3, 3, 7, 8, 2, 7, 7, 3, 0, 5, 9, 6), (11, 9),
]  # fmt: skip
# Periods that divide the loop's 24 beats: 2, 3, 4, 6, 8, 12.
CLOSING = [PATTERNS[0], PATTERNS[1], PATTERNS[3], PATTERNS[5], PATTERNS[7], PATTERNS[10]]


def _gif(data: bytes) -> list[tuple[Image.Image, int]]:
    with Image.open(io.BytesIO(data)) as image:
        assert image.info.get("loop") == 0  # loops for ever
        shown = []
        for index in range(image.n_frames):
            image.seek(index)
            shown.append((image.convert("RGB"), image.info["duration"]))
        return shown


def _colour_count(image: Image.Image, colour: tuple[int, int, int]) -> int:
    return dict((rgb, n) for n, rgb in image.getcolors(1 << 16)).get(colour, 0)


def _box(image: Image.Image, colour: tuple[int, int, int]) -> tuple[int, int, int, int] | None:
    """Where `colour` shows in `image`."""
    difference = ImageChops.difference(image, Image.new("RGB", image.size, colour))
    return difference.convert("L").point(lambda value: 255 if value == 0 else 0).getbbox()


def test_every_gif_has_the_same_frames_timing_and_size_whatever_the_pattern():
    """A loop's length never tells the period: same frame count, same frame time."""
    shapes = set()
    for throws in PATTERNS:
        shown = _gif(animate_gif(throws))
        shapes.add((len(shown), shown[0][0].size, frozenset(duration for _, duration in shown)))
    assert shapes == {(loop.FRAMES, animation.SIZE, frozenset({FRAME_MS}))}
    assert loop.FRAMES == loop.LOOP_BEATS * loop.FRAMES_PER_BEAT
    beat_seconds = FRAME_MS * loop.FRAMES_PER_BEAT / 1000
    assert 0.3 <= beat_seconds <= 0.45  # a little slower than a juggler's 0.2-0.3 s


def test_how_many_cards_were_laid_does_not_show():
    """51 laid as four cards juggles exactly as 51 laid as two."""
    assert animate_gif((5, 1, 5, 1)) == animate_gif((5, 1))
    other = "in other colours"
    assert animate_gif((4, 4, 1) * 3, other) == animate_gif((4, 4, 1), other)


def test_it_is_phone_sized_small_and_has_one_palette_for_every_pattern():
    palettes = set()
    for throws in PATTERNS:
        data = animate_gif(throws)
        assert data.startswith(b"GIF8") and len(data) < 300 * 1024
        with Image.open(io.BytesIO(data)) as image:
            assert image.width >= 400
            palettes.add(bytes(image.getpalette() or []))
    assert len(palettes) == 1  # not even the colour table depends on the pattern


def test_no_frame_draws_any_text(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the juggler must not write anything")

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", refuse)
    for throws in PATTERNS[:4]:
        frames(throws, "with clubs instead of balls")


@pytest.mark.parametrize("throws", CLOSING)
def test_the_motion_closes_where_the_loop_restarts_for_periods_that_divide_it(throws):
    """24 beats is a whole number of rounds for periods 2, 3, 4, 6, 8, 12."""
    ends = [(round(b.x, 9), round(b.y, 9)) for b in positions(throws, loop.LOOP_BEATS)]
    starts = [(round(b.x, 9), round(b.y, 9)) for b in positions(throws, 0)]
    assert sorted(ends) == sorted(starts)


@pytest.mark.parametrize("throws", PATTERNS)
def test_every_loop_restarts_behind_the_same_short_fade_in_its_middle(throws):
    shown = loop.frames(throws)
    opacities = [frame.opacity for frame in shown]
    middle = loop.FRAMES // 2
    assert opacities[middle - 2 : middle + 2] == [0.5, 0.0, 0.0, 0.5]
    assert opacities.count(1.0) == loop.FRAMES - 4  # full everywhere else, first frame too
    balls = sum(throws) // len(throws)
    assert all(len(frame.props) == balls for frame in shown)


def test_each_ball_keeps_its_number_from_throw_to_throw():
    for throws in PATTERNS:
        numbers = ball_numbers(throws, 0, loop.LOOP_BEATS)
        balls = sum(throws) // len(throws)
        assert set(numbers.values()) == set(range(balls))
        for beat, number in numbers.items():
            caught = beat + throws[beat % len(throws)]
            if caught in numbers:
                assert numbers[caught] == number  # the ball caught is the one thrown next
    # 531: one ball makes every 3, the two others take turns at 5 then 1.
    numbers = ball_numbers((5, 3, 1), 0, 12)
    made = {number: Counter() for number in range(3)}
    for beat, number in numbers.items():
        if beat >= 0:
            made[number][(5, 3, 1)[beat % 3]] += 1
    assert sorted(sorted(counts) for counts in made.values()) == [[1, 5], [1, 5], [3]]


def test_balls_are_told_apart_by_colour_and_by_shape():
    looks = [look(number, False) for number in range(12)]
    assert len(set(looks)) == 12
    assert [shape for _, shape in looks[: len(SHAPES)]] == list(SHAPES)  # eight shapes apart
    assert [colour for colour, _ in looks[: len(COLOURS)]] == list(COLOURS)
    # In a full frame of 97531 each of the five balls shows in its own colour.
    image = frames((9, 7, 5, 3, 1))[0].convert("RGB")
    assert all(_colour_count(image, COLOURS[number]) > 150 for number in range(5))
    assert all(_colour_count(image, colour) == 0 for colour in COLOURS[5:])


def test_the_throwing_hand_flashes_on_its_beat_and_its_pad_stays_lit():
    shown = loop.frames((3,))
    sides = []
    for step, frame in enumerate(shown):
        within = step % loop.FRAMES_PER_BEAT
        assert frame.flash == (loop.FLASH[within] if within < len(loop.FLASH) else 0.0)
        if within == 0:
            sides.append(frame.hands[frame.beat_hand][0] > 0)
    assert sides == [step % 2 == 0 for step in range(loop.LOOP_BEATS)]  # right, left, right...
    mirrored = loop.frames((3,), mirrored=True)
    assert mirrored[0].hands[mirrored[0].beat_hand][0] < 0  # the other hand first
    # In the picture: the flash is drawn on the throwing hand's side, and the lit pad too.
    picture = frames((3,))
    for step in (0, loop.FRAMES_PER_BEAT):
        image = picture[step].convert("RGB")
        right = step == 0
        for colour in (animation.FLASH[0], animation.PAD_LIT):
            left, _, end, _ = _box(image, colour)
            assert (left > animation.CENTRE) == right and (end > animation.CENTRE) == right
    assert _colour_count(picture[2].convert("RGB"), animation.FLASH[0]) == 0  # later in the beat


def test_variations_change_the_picture():
    plain = frames((5, 3, 1))[5]
    for variation in ("with clubs instead of balls", "starting with the other hand",
                      "in other colours"):  # fmt: skip
        assert ImageChops.difference(plain, frames((5, 3, 1), variation)[5]).getbbox()
    for time in (0.0, 0.7, 2.4):  # the other hand first: every ball on the other side
        plain_balls = positions((5, 3, 1), time)
        other = positions((5, 3, 1), time, mirrored=True)
        assert [(-b.x, b.y) for b in plain_balls] == [(b.x, b.y) for b in other]
    background = frames((5, 3, 1), "in other colours")[0].convert("RGB").getpixel((0, 0))
    assert background == animation.BACKGROUNDS[True] != animation.BACKGROUNDS[False]
    assert look(0, True)[0] != look(0, False)[0]


def test_twos_are_held_odd_throws_cross_and_even_ones_stay():
    assert all(ball.held for t in (0.0, 0.5, 1.3) for ball in positions((2,), t))
    # A 3 thrown by the right hand (beat 0, x > 0) is caught by the left one (x < 0).
    start = [b for b in positions((3,), 0.0) if not b.held and b.y < 0.05 and b.x > 0]
    later = positions((3,), 1.9)
    assert start and any(b.x < 0 for b in later)
    # In 4 4 1, the 4s rise and fall on their own side.
    for ball in positions((4, 4, 1), 1.5):
        assert ball.held or abs(ball.x) <= 1.0
