"""A progress bar redrawn in place on stderr, so stdout keeps only the summary."""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30


class ProgressBar:
    """Drawn only on a terminal: piped into a log, a bar is just noise."""

    def __init__(self, total: int, unit: str, stream: TextIO | None = None) -> None:
        self._total = total
        self._unit = unit
        self._stream = stream if stream is not None else sys.stderr
        self._shown = self._stream.isatty()
        self._done = 0
        self._started = time.perf_counter()
        self._draw()

    def advance(self) -> None:
        self._done += 1
        self._draw()

    def close(self) -> None:
        """End the bar's line, so whatever follows starts on its own."""
        if self._shown:
            self._stream.write("\n")
            self._stream.flush()

    def line(self) -> str:
        filled = WIDTH * self._done // self._total if self._total else WIDTH
        elapsed = time.perf_counter() - self._started
        bar = "█" * filled + "░" * (WIDTH - filled)
        line = f"{bar} {self._done}/{self._total} {self._unit}  {elapsed:.1f} s"
        if 0 < self._done < self._total:
            line += f", about {elapsed / self._done * (self._total - self._done):.0f} s left"
        return line

    def _draw(self) -> None:
        if self._shown:
            self._stream.write(f"\r{self.line()}")
            self._stream.flush()
