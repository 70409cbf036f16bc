"""Waiting for the stand-in to reach a condition, with thousands of waiters at once.

An `asyncio.Condition` wakes every waiter on every change, and each takes the
lock in turn to test its condition: with a load bench's two thousand clicks
waiting to be shown and a hundred calls a second, that is hundreds of thousands
of task switches a second in the process that also runs the bot, slowing the
bot it measures. Here each change tests the waiting conditions in place (plain
calls) and wakes only the waiters whose condition now holds.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import suppress
from typing import Any


class Conditions:
    """Conditions waited on, tested each time the stand-in changes."""

    def __init__(self) -> None:
        self._waiting: list[tuple[Callable[[], Any], asyncio.Future[Any]]] = []
        self._next: asyncio.Future[None] | None = None

    async def wait_for(self, condition: Callable[[], Any]) -> Any:
        """Until `condition()` is truthy (its value); an error it raises is raised here."""
        found = condition()
        if found:
            return found
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting.append((condition, future))
        return await future  # a cancelled waiter is dropped at the next change

    async def next_change(self, timeout: float) -> None:
        """Until the next change, or `timeout` seconds."""
        if self._next is None or self._next.done():
            self._next = asyncio.get_running_loop().create_future()
        with suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._next), timeout)

    def changed(self) -> None:
        """Wake the waiters whose condition now holds; keep the others waiting."""
        still = []
        for condition, future in self._waiting:
            if future.done():
                continue
            try:
                found = condition()
            except Exception as error:
                future.set_exception(error)
                continue
            if found:
                future.set_result(found)
            else:
                still.append((condition, future))
        self._waiting = still
        if self._next is not None and not self._next.done():
            self._next.set_result(None)
