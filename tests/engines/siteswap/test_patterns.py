"""Siteswap arithmetic: the seed's examples and properties checked by hypothesis."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.siteswap.patterns import (
    balls,
    is_extension,
    is_valid,
    parse,
    playable,
    reduced,
    same_pattern,
    why_invalid,
)


def test_parse_reads_digits_letters_spaces_and_commas():
    assert parse("531") == (5, 3, 1)
    assert parse("9 a 1") == (9, 10, 1)
    assert parse("b,1,0") == (11, 1, 0)
    assert parse(" A4 ") == (10, 4)


@pytest.mark.parametrize("typed", ["", "  ", "5-3", "53!", "x?"])
def test_parse_refuses_other_characters_with_a_reason(typed):
    with pytest.raises(ValueError, match=r"throw|pattern"):
        parse(typed)


def test_validity_and_balls():
    assert is_valid((5, 3, 1)) and balls((5, 3, 1)) == 3
    assert is_valid((4, 4, 1)) and balls((4, 4, 1)) == 3
    assert not is_valid((4, 3, 2))  # averages 3, yet two throws collide
    assert not is_valid(())
    assert not is_valid((3, -1, 4))
    assert why_invalid((4, 3, 2)) is not None and why_invalid((5, 3, 1)) is None


def test_the_seeds_examples():
    assert is_extension((4, 2, 3), (4, 5, 1, 2, 3, 3))
    assert playable((5, 1, 5, 1))
    for guess in ("51", "15", "5151", "1515"):
        assert same_pattern(parse(guess), (5, 1, 5, 1))
    assert not same_pattern((7, 4, 1), (7, 1, 4))
    assert reduced((9, 3, 3), 8) == (6, 3, 3)
    assert reduced((9, 1, 5), 4) == (6, 1, 2)
    assert reduced((9, 1, 5, 5), 8) == (5, 1, 5, 5)
    assert reduced((9, 1, 5, 5), 4) == (5, 1, 1, 1)
    # 915 performed as 612: a 3 cannot be added (9315 is no siteswap, 6312 would be),
    # a 5 can (9155).
    assert not is_extension((9, 1, 5), (9, 3, 1, 5)) and is_valid((6, 3, 1, 2))
    assert is_extension((9, 1, 5), (9, 1, 5, 5))


def test_playable_needs_cards_and_two_values():
    assert not playable((3, 3, 3))
    assert not playable((5, 1))
    assert playable((5, 1), advanced=True)
    assert not playable((4, 3, 2))


def test_is_extension_needs_order_and_a_new_card():
    assert not is_extension((4, 2, 3), (4, 2, 3))
    assert not is_extension((5, 3, 1), (1, 5, 3, 3))  # valid, but 5 3 1 not in order


def _is_valid_by_permutation(throws):
    """The textbook definition: the landing map is a permutation of the beats."""
    n = len(throws)
    landings = sorted((i + t) % n for i, t in enumerate(throws))
    return all(t >= 0 for t in throws) and landings == list(range(n))


patterns = st.lists(st.integers(0, 11), min_size=1, max_size=8).map(tuple)


@given(patterns)
def test_validity_is_the_permutation_test(throws):
    assert is_valid(throws) == _is_valid_by_permutation(throws)
    if is_valid(throws):
        assert sum(throws) % len(throws) == 0


@st.composite
def valid_patterns(draw):
    """Valid patterns built from a permutation: t_i = (p_i - i) mod n + k_i * n."""
    n = draw(st.integers(1, 7))
    perm = draw(st.permutations(range(n)))
    lifts = draw(st.lists(st.integers(0, 1), min_size=n, max_size=n))
    return tuple((p - i) % n + k * n for i, (p, k) in enumerate(zip(perm, lifts, strict=True)))


@given(valid_patterns(), st.integers(0, 6), st.integers(1, 3))
def test_rotations_and_repeats_are_the_same_pattern(throws, shift, times):
    assert is_valid(throws)
    shift %= len(throws)
    rotated = throws[shift:] + throws[:shift]
    assert same_pattern(throws, rotated)
    assert same_pattern(throws, rotated * times)
    assert is_valid(rotated * times)


@given(valid_patterns(), st.integers(0, 12))
def test_reduced_keeps_a_pattern_valid(throws, flashed):
    lower = reduced(throws, flashed)
    assert is_valid(lower)
    assert all(t <= flashed or t - len(throws) < 0 for t in lower if t > flashed)


@given(valid_patterns(), st.data())
def test_an_extension_keeps_the_old_throws_in_order(throws, data):
    extra = data.draw(st.lists(st.integers(0, 9), min_size=1, max_size=3))
    spots = [data.draw(st.integers(0, len(throws) + i)) for i in range(len(extra))]
    new = list(throws)
    for value, spot in zip(extra, spots, strict=True):
        new.insert(spot, value)
    assert is_extension(throws, tuple(new)) == is_valid(tuple(new))
