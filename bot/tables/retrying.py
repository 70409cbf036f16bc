"""Calls made again when another process saved their table first.

Several services (bot processes) may share one database. A call works from its
service's copy of the table; when that copy is older than the stored table the
store refuses the save and keeps nothing of it (a compare-and-set on the
table's revision), and the service drops the copy. Making the call again then
reads the table afresh and checks the request anew on it, instead of telling
the person "the table has moved on" when only the copy had.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import ParamSpec, TypeVar

from bot.tables.errors import StaleVersion

log = logging.getLogger(__name__)

# How many times a call is made, each on a fresh reading of its table, while its
# save keeps finding that another process saved the table first.
ATTEMPTS = 3

P = ParamSpec("P")
T = TypeVar("T")


class TableMovedOn(StaleVersion):
    """A save found the stored table newer than the copy the call worked from
    (another process saved it since): nothing was kept, and the copy is dropped
    so the next reading comes from the database."""


def rereads_when_moved_on(call: Callable[P, Awaitable[T]]) -> Callable[P, Awaitable[T]]:
    """Make a service call again when its save found the table moved on.

    Each attempt reads the table afresh and checks the request again on it, so a
    join onto a table that filled up meanwhile is refused as full, a move whose
    version the table has left is refused as stale, and no change of the other
    process is overwritten. Safe because a refused save kept nothing. After
    ATTEMPTS the usual "the table has moved on" refusal stands.
    """

    @functools.wraps(call)
    async def again(*args: P.args, **kwargs: P.kwargs) -> T:
        for _ in range(ATTEMPTS - 1):
            try:
                return await call(*args, **kwargs)
            except TableMovedOn:
                log.info("%s: the table moved on in another process; reading it again",
                         call.__name__)  # fmt: skip
        return await call(*args, **kwargs)

    return again
