"""Where every ball of a siteswap is at any moment: the model both animations draw.

Beats are numbered; on beat b the hand b % 2 throws throws[b % n]. A ball
thrown with value t is caught t beats later by hand (b + t) % 2: odd throws
cross, even ones come back to the same hand. It flies for t - DWELL beats and
then rests in the catching hand for DWELL beats, carried from the outside
(where it was caught) inward (where it is thrown from), as jugglers' hands
move in small circles. A 2 is held in the hand the whole time, a 1 is a
quick low pass, a 0 is an empty hand. Heights follow the flight time under
gravity (h ∝ T²), scaled to the pattern's highest throw, so a 5 rises about
five times as high as a 3.

Positions are normalised: x from -1 (left hand, outside) to 1 (right hand,
outside), y from 0 (the hands) to 1 (the highest peak of the pattern).

Every ball also carries the beat it was last thrown on, so that a picture can
follow one ball from throw to throw (`ball_numbers`) and give it its own look.
Nothing here depends on how the throws were written down: 5151 and 51 are the
same function of the beat, so they move, and are numbered, the same.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

DWELL = 0.6  # beats a ball rests in the hand (of the 2 between one hand's throws)
INSIDE, OUTSIDE = 0.35, 1.0  # where a hand throws from and catches at
PASS_HEIGHT = 0.06  # a 1 barely rises


@dataclass(frozen=True)
class Ball:
    x: float
    y: float
    held: bool  # in a hand rather than in the air
    thrown: int  # the beat of the throw it is making (or the hold, for a 2)
    flown: float = 0.0  # how much of its flight is done, from 0 to 1 (0 in a hand)


def _flight_time(throw: int) -> float:
    return max(throw - DWELL, 0.5)


def _hand_x(hand: int, where: float, mirrored: bool) -> float:
    side = 1.0 if hand == 0 else -1.0
    return (-side if mirrored else side) * where


def positions(throws: Sequence[int], time: float, mirrored: bool = False) -> list[Ball]:
    """Every ball at `time` (in beats) of the steady pattern."""
    period = len(throws)
    top = _flight_time(max(max(throws), 3)) ** 2
    balls = []
    longest = max(throws)
    first = math.floor(time) - longest - 1
    for beat in range(first, math.floor(time) + 1):
        throw = throws[beat % period]
        if throw == 0 or not beat <= time < beat + throw:
            continue
        thrower, catcher = beat % 2, (beat + throw) % 2
        elapsed = time - beat
        if throw == 2:  # held: the hand keeps it, moving inward to throw again
            share = elapsed / 2
            x = OUTSIDE + (INSIDE - OUTSIDE) * share
            balls.append(Ball(_hand_x(thrower, x, mirrored), 0.0, True, beat))
            continue
        flight = _flight_time(throw) if throw != 1 else 1 - DWELL / 2
        if elapsed < flight:
            share = elapsed / flight
            start, end = _hand_x(thrower, INSIDE, mirrored), _hand_x(catcher, OUTSIDE, mirrored)
            peak = PASS_HEIGHT if throw == 1 else _flight_time(throw) ** 2 / top
            height = 4 * peak * share * (1 - share)
            balls.append(Ball(start + (end - start) * share, height, False, beat, share))
        else:
            share = (elapsed - flight) / (throw - flight)
            x = OUTSIDE + (INSIDE - OUTSIDE) * share
            dip = -0.03 * (1 - abs(2 * share - 1))
            balls.append(Ball(_hand_x(catcher, x, mirrored), dip, True, beat))
    return balls


def hand_positions(time: float, mirrored: bool = False) -> list[tuple[float, float]]:
    """Both hands (the one throwing on even beats first), circling: outside when
    catching, inside when throwing."""
    hands = []
    for hand in (0, 1):
        phase = ((time - hand) % 2) / 2  # 0 at this hand's throw
        x = INSIDE + (OUTSIDE - INSIDE) * (0.5 - 0.5 * math.cos(2 * math.pi * phase))
        hands.append((_hand_x(hand, x, mirrored), -0.04))
    return hands


def ball_numbers(throws: Sequence[int], start: int, end: int) -> dict[int, int]:
    """Which ball each throw from beat `start` to `end` carries, by the beat it is
    made on, for the balls seen from `start` on.

    The balls up at `start` are numbered in the order they come down; after that a
    ball thrown on beat b is the one that landed on b. So each ball keeps its number
    (its colour and shape) from throw to throw, which is what lets a watcher follow
    one ball through the pattern.
    """
    period = len(throws)
    numbers: dict[int, int] = {}
    landing: dict[int, int] = {}  # beat a ball comes down on -> its number
    up = [
        beat
        for beat in range(start - max(throws), start + 1)
        if beat + throws[beat % period] > start
    ]
    for number, beat in enumerate(sorted(up, key=lambda beat: beat + throws[beat % period])):
        numbers[beat] = number
        landing[beat + throws[beat % period]] = number
    for beat in range(start + 1, end + 1):
        throw = throws[beat % period]
        if throw:
            numbers[beat] = landing.pop(beat)
            landing[beat + throw] = numbers[beat]
    return numbers
