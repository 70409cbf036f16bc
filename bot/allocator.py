"""Settle a long-running bot after start-up: memory given back, and the collector's work kept small.

Pictures are drawn in worker threads into buffers of a few MB each. With glibc's
defaults each thread gets a heap of its own, and once a large buffer has been
freed the next ones are carved from those heaps instead of fresh mappings, so
memory freed after a picture stays with the process. Building the word index at
start-up likewise leaves freed heap behind. A fixed mapping threshold and two
heaps from the start (`prepare`) and one trim after start-up (`settle`) give
that memory back (glibc's own `mallopt`; other C libraries are left as they
are). Python's own small-object memory is given back only in whole 1 MB blocks,
so a full collection right after the word index (`release`) frees the build's
leftovers before the resumed tables settle in around them.

What start-up made (modules, the word index, the resumed tables) lives as long
as the process, so `gc.freeze` moves it out of the cyclic collector's way: a
full collection then scans only what came later. Nothing changes in what is
computed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import logging

log = logging.getLogger(__name__)

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter numbers (malloc.h)
M_ARENA_MAX = -8
MAPPED_FROM = 128 * 1024  # glibc's starting value, kept instead of letting it grow
HEAPS = 2


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def prepare() -> bool:
    """Set the allocator up for a long-running bot, before start-up builds anything: with
    the mapping threshold fixed from the start, the word index's large temporary buffers
    are mapped and given back whole instead of raising the threshold and splitting the
    heap; False where the C library is not glibc."""
    libc = _libc()
    if libc is None:
        return False
    libc.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM)
    libc.mallopt(M_ARENA_MAX, HEAPS)
    return True


def release() -> None:
    """Call right after a large start-up build (the word index), before anything else
    is made. A full collection also empties the interpreter's free lists, whose
    leftover objects from the build sit scattered across its memory and keep whole
    1 MB blocks of it from being given back (a younger collection does not help).
    Measured in bench/memory.py: 107 -> 86 MB resident right after the word index,
    121 -> 104 MB for the bot with 1,000 tables."""
    gc.collect()


def settle() -> bool:
    """Give back what start-up freed and freeze what it made (after `prepare`, which it
    repeats for callers that skipped it); False where the C library is not glibc (the
    freeze still holds)."""
    gc.collect()
    gc.freeze()
    if not prepare():
        return False
    _libc().malloc_trim(0)  # type: ignore[union-attr]
    log.debug("allocator settled: large buffers mapped, %d heaps, free memory returned", HEAPS)
    return True
