"""The public hints of a juggled pattern (seed: "a few hints are allowed").

Three hints, in order: the number of balls, the highest throw, the period. Each is
what anyone watching the juggler could count, so each is read from the pattern as
juggled (after the performer's concessions), and the period is its shortest
repeating unit: 531531 juggles as 531, so the hints say nothing of the cards laid.

They come at fixed moments of the guessing window: the first when the juggling
starts, the others a third and two thirds of the way through it, or, at a table
without a clock, after the first and the second round of answers.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.messages import Message, msg, nmsg
from engines.core.windows import Moment
from engines.siteswap.patterns import balls, throw_text, unit

COUNT = 3
# When each hint is due: (share of the window's time, rounds of answers given).
DUE = (Moment(0.0, 0), Moment(1 / 3, 1), Moment(2 / 3, 2))


def values(performed: Sequence[int]) -> tuple[int, int, int]:
    """(balls, highest throw, period) of a pattern as juggled."""
    shortest = unit(tuple(performed))
    return balls(shortest), max(shortest), len(shortest)


def words(performed: Sequence[int], given: int) -> list[Message]:
    """The hints given so far, short: ["3 balls", "highest throw 5", "period 3"]."""
    count, highest, period = values(performed)
    said = [
        nmsg("{count} ball", "{count} balls", count),
        msg("highest throw {throw}", throw=throw_text(highest)),
        msg("period {period}", period=period),
    ]
    return said[:given]


def line(performed: Sequence[int], index: int) -> Message:
    """The log line of hint `index` (0 to 2)."""
    count, highest, period = values(performed)
    told = (
        nmsg("it is juggled with {count} ball", "it is juggled with {count} balls", count),
        msg("its highest throw is {throw}", throw=throw_text(highest)),
        msg("its period (the shortest repeating unit as juggled) is {period}", period=period),
    )[index]
    return msg("Hint {number} of {total}: {hint}.", number=index + 1, total=COUNT, hint=told)


def still_due(given: int) -> tuple[Moment, ...]:
    """The moments of the hints not given yet."""
    return DUE[given:]
