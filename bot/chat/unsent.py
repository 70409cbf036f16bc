"""What each table's status edit still waiting in line would add to its message.

A table's status message is edited move by move, each edit held a moment and
paced (`bot.chat.pacing`). When the table's next picture posts before that edit
leaves, the edit is dropped (`Pacer.drop`) and the new post shows its lines, so
every move's line is still in the thread exactly once, for one call instead of
two. Only an edit that would not matter once the new post is below may go: one
that takes an answer button off must still be sent, as no newer post takes it off.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial

from engines.core.messages import Line


@dataclass
class Waiting:
    """A waiting status edit: the lines it adds, and whether it takes a button off."""

    lines: list[Line] = field(default_factory=list)
    takes_button_off: bool = False


class Unsent:
    """Waiting status edits by message id, from when they are asked for to when they
    leave or are taken back."""

    def __init__(self) -> None:
        self._waiting: dict[int, Waiting] = {}

    def add(
        self, message_id: int, lines: Iterable[Line], takes_button_off: bool
    ) -> Callable[[], None]:
        """Record an edit asked for (joining the one waiting, if any); returns the hook
        that forgets it as it leaves (`sending.edit`'s `leaving`)."""
        waiting = self._waiting.setdefault(message_id, Waiting())
        waiting.lines.extend(lines)
        waiting.takes_button_off |= takes_button_off
        return partial(self.forget, message_id)

    def droppable(self, message_id: int) -> bool:
        """Whether an edit of the message waits and may give way to a newer post."""
        waiting = self._waiting.get(message_id)
        return waiting is not None and not waiting.takes_button_off

    def take_back(self, message_id: int) -> tuple[Line, ...]:
        """The lines of the message's waiting edit, forgotten here: the caller shows them."""
        waiting = self._waiting.pop(message_id, None)
        return tuple(waiting.lines) if waiting else ()

    def forget(self, message_id: int) -> None:
        """The message's edit left (or another one showing its lines will)."""
        self._waiting.pop(message_id, None)
