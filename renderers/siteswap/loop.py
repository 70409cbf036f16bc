"""One loop of a performance, frame by frame: what both animations (the GIF and the
terminal's characters) draw, so they show the same thing.

Every loop lasts LOOP_BEATS beats, whatever the pattern. The picture of a pattern
of period n repeats after n beats (2n when n is odd: the other hand starts the
next round), so a loop whose length followed the pattern would tell its period to
anyone who counts frames or times the GIF. No fixed length closes for every
period (2 to 12 would need 27,720 beats), so the length is chosen for the budget
and the common periods: 24 beats (8.4 s) at five frames a beat keeps the largest
GIF near two thirds of its size and time goals, and closes exactly for periods 2,
3, 4, 6, 8 and 12. For the others (5, 7, 9, 10, 11) the balls would jump where
the loop restarts, and with a colour per ball colours would swap wherever balls
do not come back to their own places, so every loop, of every pattern, passes
through the same short fade: the balls dim out for two frames and come back (a
blink), while the hands keep their rhythm. The restart looks the same whatever
the pattern; only a frame-by-frame comparison of where the balls went dark and
where they came back could tell whether it closed by itself.

The fade sits in the middle of the frame list, not at its ends, so the first
frame (the still a chat shows before the GIF plays, the frame a log prints)
shows the balls in full.

The hands mark the beat: on every beat the hand whose turn it is flashes as it
throws (it flashes on a 0 too: an empty hand's beat still counts), and a pad
under it stays lit until the other hand's beat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from renderers.siteswap.motion import ball_numbers, hand_positions, positions

LOOP_BEATS = 24
FRAMES_PER_BEAT = 5
FRAMES = LOOP_BEATS * FRAMES_PER_BEAT
# Opacity of the balls by frame of the loop's own timeline, around its restart.
FADE = {FRAMES - 2: 0.5, FRAMES - 1: 0.0, 0: 0.0, 1: 0.5}
FLASH = (1.0, 0.5)  # the throwing hand's flash over the first frames of its beat


@dataclass(frozen=True)
class Prop:
    """One ball (or club) in one frame."""

    x: float
    y: float
    held: bool
    number: int  # which ball it is: the same from throw to throw
    flown: float  # how much of its flight is done (0 in a hand): a club turns with it


@dataclass(frozen=True)
class Frame:
    """Everything both animations draw at one moment of the loop."""

    props: list[Prop]
    hands: list[tuple[float, float]]  # the hand of even beats first
    beat_hand: int  # index in `hands` of the hand whose beat it is
    flash: float  # how bright that hand flashes: 1 as it throws, 0 later in the beat
    opacity: float  # 1 normally, less while the loop restarts


def frames(throws: Sequence[int], mirrored: bool = False) -> list[Frame]:
    """One loop in display order: FRAMES frames, the restart's fade in the middle."""
    numbers = ball_numbers(throws, 0, LOOP_BEATS)
    order = [(step + FRAMES // 2) % FRAMES for step in range(FRAMES)]
    return [_frame(throws, step, numbers, mirrored) for step in order]


def _frame(throws: Sequence[int], step: int, numbers: dict[int, int], mirrored: bool) -> Frame:
    time = step / FRAMES_PER_BEAT
    beat, within = divmod(step, FRAMES_PER_BEAT)
    hands = hand_positions(time, mirrored)
    props = []
    for ball in positions(throws, time, mirrored):
        props.append(Prop(ball.x, ball.y, ball.held, numbers[ball.thrown], ball.flown))
        if ball.held:  # the hand on the ball's side holds it
            side = 0 if (ball.x > 0) == (hands[0][0] > 0) else 1
            hands[side] = (ball.x, ball.y)
    flash = FLASH[within] if within < len(FLASH) else 0.0
    return Frame(props, hands, beat % 2, flash, FADE.get(step, 1.0))
