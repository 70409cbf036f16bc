"""The terminal's animation: it loops on a terminal until a key, drops what was typed
while it played, never waits elsewhere, and `w` plays it again at any question."""

from __future__ import annotations

import io
import os
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import bot.local.animation
from bot.__main__ import main
from bot.local.animation import HINT, play_frames, watchable

ROOT = Path(__file__).resolve().parents[2]
FRAMES = [["  o", "=   ="], [" o", "=   ="], ["o", "=   ="]]
UP = b"\x1b[2F"  # back to the top of a two-line frame: one per frame after the first

# The child plays FRAMES on a pseudo-terminal, then reads one line as the next
# question would, and says what it got.
CHILD = """
import sys
from bot.local.animation import play_frames
frames = [["  o", "=   ="], [" o", "=   ="], ["o", "=   ="]]
play_frames(frames, frame_seconds=0.002)
print("STOPPED", flush=True)
print("GOT[" + input() + "]", flush=True)
"""


class _Pipe(io.StringIO):
    """Output or input that is not a terminal, and refuses to be waited on."""

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise AssertionError("nothing should look at the descriptor of a pipe")


def test_off_a_terminal_one_frame_is_printed_and_nothing_waits(monkeypatch):
    def no_waiting(*args, **kwargs):
        raise AssertionError("a pipe must never wait for a key")

    monkeypatch.setattr(select, "select", no_waiting)
    out = _Pipe()
    play_frames(FRAMES, stdin=_Pipe(), stdout=out)
    assert out.getvalue() == "  o\n=   =\n"  # the first frame, once, with no escape codes
    play_frames([], stdin=_Pipe(), stdout=out)
    assert out.getvalue() == "  o\n=   =\n"


def _read_until(descriptor: int, seen: bytearray, done: Callable[[bytearray], bool]) -> None:
    """Read what the child writes into `seen` until `done(seen)`, for at most 10 s."""
    deadline = time.monotonic() + 10
    while not done(seen):
        left = deadline - time.monotonic()
        assert left > 0, f"gave up waiting; the end of the output: {bytes(seen[-300:])!r}"
        if select.select([descriptor], [], [], left)[0]:
            seen += os.read(descriptor, 4096)


def test_on_a_terminal_it_loops_until_a_key_and_drops_what_was_typed():
    parent, child = os.openpty()
    process = subprocess.Popen(
        [sys.executable, "-c", CHILD], stdin=child, stdout=child, stderr=child, cwd=ROOT,
        start_new_session=True,
    )  # fmt: skip
    os.close(child)
    seen = bytearray()
    try:
        # Several loops go by while nobody presses anything.
        _read_until(parent, seen, lambda out: out.count(UP) >= 3 * len(FRAMES))
        assert HINT.encode() in seen and b"STOPPED" not in seen
        os.write(parent, b"5 3 1")  # typed while watching: stops it, and is dropped
        _read_until(parent, seen, lambda out: b"STOPPED" in out)
        os.write(parent, b"441\n")
        _read_until(parent, seen, lambda out: b"GOT[" in out and out.endswith(b"]\r\n"))
        assert b"GOT[441]" in seen
        # The terminal is itself again: the answer was echoed, the cursor shown.
        assert b"441\r\n" in seen and seen.rindex(b"\x1b[?25h") < seen.index(b"STOPPED")
        assert process.wait(10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(parent)


def test_w_plays_it_again_at_any_question_and_other_answers_go_through(monkeypatch):
    played = []
    monkeypatch.setattr(
        bot.local.animation, "play_frames", lambda frames, **_: played.append(frames)
    )
    answers = iter(["w", " Watch ", "441"])
    asked = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    assert watchable(ask, FRAMES)("> ") == "441"
    assert played == [FRAMES, FRAMES] and asked == ["> "] * 3
    assert watchable(ask, []) is ask  # nothing to watch: every answer is the game's


def test_at_the_guess_w_shows_the_juggler_again_and_the_question_stays(stdin, capsys):
    """In a game: B juggles, A types w at the menu, sees the juggler again, and the
    same question is still open (q then leaves)."""
    stdin(["2", "w", "q"])  # pass; watch again; quit
    assert main(["play", "siteswap", "--players", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    again = out.index("> w\n") + len("> w\n")
    # What came before the repeated question's prompt line (its keys, then "> q").
    shown = out[again : out.index("> q", again)].rsplit("\n", 1)[0].strip("\n")
    assert "\\_/" in shown and "═════" in shown  # the juggler's hands and the lit pad
    assert shown in out[:again]  # the same frame as when the performance began
