"""The juggler in characters: the GIF's loop, shapes per ball, hands that mark the beat."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from renderers.siteswap import look, loop, text_animation
from renderers.siteswap.samples import moments
from renderers.siteswap.text_juggler import (
    CHARACTERS,
    FADED,
    HANDLE,
    PAD_LIT,
    SHAPES,
    THROWING,
    WIDTH,
)


@cache
def _juggling():
    return next(m for m in moments(3, seed=7) if m[0] == "juggling")[1]


def _watch(throws: list[int], variation: str = "") -> list[list[str]]:
    public = _juggling()
    performance = replace(public.performance, throws=throws, variation=variation)
    return text_animation(replace(public, performance=performance))


def _symbols(frame: list[str]) -> list[str]:
    return [char for row in frame for char in row if char in SHAPES]


def test_every_pattern_loops_over_the_same_number_of_frames():
    patterns = ([5, 1], [4, 4, 1], [9, 7, 5, 3, 1], [9, 7, 8, 2, 0, 1, 1], [5, 1, 5, 1])
    lengths = {len(_watch(throws)) for throws in patterns}
    assert lengths == {loop.FRAMES}
    assert _watch([5, 1, 5, 1]) == _watch([5, 1])  # how many cards were laid does not show


def test_balls_have_shapes_of_their_own_and_nothing_reads_as_a_throw():
    frames = _watch([4, 4, 1])
    assert len({tuple(frame) for frame in frames}) > len(frames) // 2  # the balls move
    seen = set()
    for frame in frames:
        shown = _symbols(frame)
        assert len(shown) <= 3 and len(set(shown)) == len(shown)  # three balls, each its own
        seen |= set(shown)
        assert not any(char.isdigit() or char.isalpha() for row in frame for char in row)
    assert seen == set(SHAPES[:3])
    assert len(set(_symbols(_watch([9, 7, 5, 3, 1])[0]))) == 5


def test_the_throwing_hand_and_the_lit_pad_alternate_with_the_beat():
    frames = _watch([3, 3, 3, 4, 2])  # period 5: the hands still take turns every beat
    centre = WIDTH // 2
    sides = []
    for step in range(0, loop.FRAMES, loop.FRAMES_PER_BEAT):
        hands, pads = frames[step][-2], frames[step][-1]
        assert hands.count(THROWING) == 1 and pads.count(PAD_LIT) == 1
        throwing_right = hands.index(THROWING) > centre
        assert (pads.index(PAD_LIT) > centre) == throwing_right
        sides.append(throwing_right)
        assert THROWING not in frames[step + 2][-2]  # the flash is over later in the beat
    assert sides == [step % 2 == 0 for step in range(loop.LOOP_BEATS)]
    mirrored = _watch([3, 3, 3, 4, 2], "starting with the other hand")
    assert mirrored[0][-2].index(THROWING) < centre


def test_the_restart_fades_in_the_middle_and_the_variations_show():
    frames = _watch([5, 3, 1])
    middle = loop.FRAMES // 2
    assert not _symbols(frames[middle]) and not _symbols(frames[middle - 1])
    assert any(FADED in row for row in frames[middle + 1])
    assert len(_symbols(frames[0])) == 3
    clubs = _watch([5, 3, 1], "with clubs instead of balls")
    assert any(HANDLE in row for frame in clubs for row in frame)
    assert not any(HANDLE in row for frame in frames for row in frame)
    assert text_animation(replace(_juggling(), performance=None)) == []


def test_every_shape_of_the_gif_has_its_character():
    assert set(CHARACTERS) == set(look.SHAPES)
    assert len(set(CHARACTERS.values())) == len(CHARACTERS)
