"""Playing a game's character animation in the terminal.

On a terminal the frames play in place for a few loops; when the output goes
to a file or a pipe (tests, logs) one frame is printed, so nothing waits.
"""

from __future__ import annotations

import sys
import time

LOOPS = 3
FRAME_SECONDS = 0.09


def play_frames(frames: list[list[str]]) -> None:
    if not frames:
        return
    if not sys.stdout.isatty():
        print("\n".join(frames[len(frames) // 2]))
        return
    height = max(len(frame) for frame in frames)
    for loop in range(LOOPS):
        for number, frame in enumerate(frames):
            if loop or number:
                sys.stdout.write(f"\x1b[{height}F")  # back to the first line of the frame
            padded = [line.ljust(40) for line in frame] + [""] * (height - len(frame))
            sys.stdout.write("\n".join(padded) + "\n")
            sys.stdout.flush()
            time.sleep(FRAME_SECONDS)
