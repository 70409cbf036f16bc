"""Playing a game's character animation in the terminal.

On a terminal the frames loop in place until the person presses a key, so they
can watch as long as they like before answering; whatever they typed while it
played (the key that stopped it included) is dropped, so nothing they pressed
while watching is taken as an answer to the next question. At any question
after that, `w` plays it again (see `watchable`).

When either end is not a terminal (tests, pipes, logs) the first frame is
printed once, and nothing waits for a key that cannot come.
"""

from __future__ import annotations

import importlib.util
import select
import sys
from typing import TextIO

from bot.local.ask import Reader
from engines.core.messages import mark
from renderers.i18n import SOURCE, translate

FRAME_SECONDS = 0.07
WATCH_AGAIN = ("w", "watch")
HINT = mark("Any key stops the animation; w at any question plays it again.")
_UP = "\x1b[{}F"  # to the first column, that many lines up
_CLEAR_LINE_END = "\x1b[K"
_HIDE_CURSOR, _SHOW_CURSOR = "\x1b[?25l", "\x1b[?25h"


def play_frames(
    frames: list[list[str]],
    *,
    frame_seconds: float = FRAME_SECONDS,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    locale: str = SOURCE,
) -> None:
    """Show `frames`: looping until a key on a terminal, one still frame elsewhere; the
    hint on how to stop it is in `locale`."""
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    if not frames:
        return
    if not _terminal(stdin, stdout):
        stdout.write("\n".join(frames[0]) + "\n")
        stdout.flush()
        return
    stdout.write(translate(HINT, locale) + "\n")
    _loop_until_key(frames, frame_seconds, stdin, stdout)


def _terminal(stdin: TextIO, stdout: TextIO) -> bool:
    """Both ends are a terminal that can be read key by key (termios: not on Windows,
    where the still frame is shown instead)."""
    return stdin.isatty() and stdout.isatty() and importlib.util.find_spec("termios") is not None


def _loop_until_key(
    frames: list[list[str]], frame_seconds: float, stdin: TextIO, stdout: TextIO
) -> None:
    import termios  # here, not above: the module loads on Windows too (python -m bot run)
    import tty

    descriptor = stdin.fileno()
    saved = termios.tcgetattr(descriptor)
    height = max(len(frame) for frame in frames)
    shown = 0
    try:
        tty.setcbreak(descriptor)  # a key arrives at once, and is not echoed
        stdout.write(_HIDE_CURSOR)
        while True:
            for frame in frames:
                if shown:
                    stdout.write(_UP.format(height))
                lines = frame + [""] * (height - len(frame))
                stdout.write("".join(line + _CLEAR_LINE_END + "\n" for line in lines))
                stdout.flush()
                shown += 1
                if select.select([descriptor], [], [], frame_seconds)[0]:
                    return
    finally:
        # Drop what was typed while watching, then give the terminal back as it was.
        termios.tcflush(descriptor, termios.TCIFLUSH)
        termios.tcsetattr(descriptor, termios.TCSANOW, saved)
        stdout.write(_SHOW_CURSOR)
        stdout.flush()


def watchable(ask: Reader, frames: list[list[str]], locale: str = SOURCE) -> Reader:
    """`ask`, except that `w` (or `watch`) plays the animation again and asks anew.

    Only while there is something to watch: with no frames, `ask` is returned as
    it is, so a game without an animation keeps every answer it had.
    """
    if not frames:
        return ask

    def asking(prompt: str) -> str:
        while True:
            answer = ask(prompt)
            if answer.strip().lower() not in WATCH_AGAIN:
                return answer
            play_frames(frames, locale=locale)

    return asking
