"""Refusals of the table service.

Every message is a one-line sentence a front end can show the person who made
the request as is. A refused request never changes the table.
"""

from __future__ import annotations

from engines import IllegalAction
from engines.core.messages import Line, english, msg


class TableError(Exception):
    """Base of every refusal; str() is the friendly message in English, `reason` the
    same as a `Message` a front end shows in the reader's language (`renderers.i18n.text`).
    A plain string reason (an engine not yet translated) is shown as it is."""

    @property
    def reason(self) -> Line:
        return self.args[0] if self.args else ""

    def __str__(self) -> str:
        return english(self.reason)


class NotFound(TableError):
    """No such table, or the person named is not at it."""


class NotAllowed(TableError):
    """The request is valid but not from this person (host only, not seated, full...)."""


class NotYourTurn(TableError):
    """The seat is not awaited right now."""


class StaleVersion(TableError):
    """The action was chosen on a table that has moved on since."""


STALE = msg("The table has moved on since that choice was offered; please choose again.")


class TableClosed(TableError):
    """The table is not in a state that accepts this request."""


class InvalidRequest(TableError):
    """Unknown game, bad options, or an action that is not even well formed."""


class IllegalMove(TableError, IllegalAction):
    """The rules refuse the action; the message is the engine's own."""


class StorageFailed(TableError):
    """The database did not take the change; the table is as it was before."""
