"""What a test's bot pool runs in its workers instead of a real decision (they must be
importable by name in a worker process, so they live in a module of their own)."""

from __future__ import annotations

import os
import random
import time
from typing import Any

from bot.tables.deciding import Decision, SearchLimits


def spin(game: str, level: str, view: Any, rng: random.Random, limits: SearchLimits) -> Decision:
    """Burns the CPU cap, then answers with (pid, wall-clock start, wall-clock end)."""
    began, started = time.time(), time.process_time()
    while time.process_time() - started < limits.seconds:
        sum(range(1000))
    return Decision((os.getpid(), began, time.time()), time.process_time() - started)


def die(game: str, level: str, view: Any, rng: random.Random, limits: SearchLimits) -> Decision:
    """A worker that crashes at every move (a fault in native code, the OOM killer)."""
    os._exit(1)


def fail(game: str, level: str, view: Any, rng: random.Random, limits: SearchLimits) -> Decision:
    """A search with a bug in it."""
    raise KeyError(game)


def grandchildren() -> list[int]:
    """The pool's workers: children of the fork server, itself a child of this process."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue  # gone meanwhile
            parents[int(entry)] = int(fields[1])
    children = {pid for pid, parent in parents.items() if parent == os.getpid()}
    return sorted(pid for pid, parent in parents.items() if parent in children)
