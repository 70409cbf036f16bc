"""Siteswap arithmetic shared by the engine, the bots, the renderers and the tests.

A pattern is a tuple of throws, one per beat. Everything here is pure and
small: these functions are called in the bots' inner search loops.
"""

from __future__ import annotations

from engines.core.messages import Message, english, msg, nmsg

# Jugglers write throws above 9 as letters: a = 10, b = 11, and so on.
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
MAX_LENGTH = 40  # nobody types a longer pattern; it bounds the work a typed one costs

Throws = tuple[int, ...]


def throw_text(throw: int) -> str:
    """One throw as jugglers write it (10 -> a)."""
    return str(throw) if throw < 10 else _LETTERS[throw - 10]


def text(throws: tuple[int, ...]) -> str:
    """A pattern as jugglers write it: 531, 9a1."""
    return "".join(throw_text(t) for t in throws)


class NotAPattern(ValueError):
    """Typed text that is no list of throws. Its `reason` is a Message, so a refusal
    built from it reads in the player's language; str() is the English text."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return english(self.reason)


def parse(typed: str) -> tuple[int, ...]:
    """Typed throws to numbers; spaces and commas are ignored.

    NotAPattern (a ValueError) says which character is not a throw, so a front end
    can show its `reason` to the player.
    """
    throws = []
    for char in typed.strip().lower():
        if char in " ,":
            continue
        if char.isdigit() and char.isascii():
            throws.append(int(char))
        elif char in _LETTERS:
            throws.append(10 + _LETTERS.index(char))
        else:
            raise NotAPattern(
                msg("{char} is not a throw: write throws as digits, and a for 10, b for 11.",
                    char=repr(char))
            )  # fmt: skip
    if not throws:
        raise NotAPattern(msg("Type the throws of a pattern, such as 531."))
    if len(throws) > MAX_LENGTH:
        raise NotAPattern(
            nmsg("A pattern has at most {count} throw.", "A pattern has at most {count} throws.",
                 MAX_LENGTH)
        )  # fmt: skip
    return tuple(throws)


def collision(throws: tuple[int, ...]) -> tuple[int, int] | None:
    """Two beats whose throws land together, or None when none do."""
    n = len(throws)
    landed: dict[int, int] = {}
    for i, t in enumerate(throws):
        spot = (i + t) % n
        if spot in landed:
            return landed[spot], i
        landed[spot] = i
    return None


def is_valid(throws: tuple[int, ...]) -> bool:
    """No negative throw and no two throws landing on the same beat."""
    n = len(throws)
    if n == 0 or min(throws) < 0:
        return False
    return len({(i + t) % n for i, t in enumerate(throws)}) == n


def why_invalid(throws: tuple[int, ...]) -> Message | None:
    """Why a pattern is no siteswap, in words a juggler follows; None for a valid one."""
    if not throws:
        return msg("an empty pattern juggles nothing")
    if min(throws) < 0:
        return msg("no throw is below 0")
    pair = collision(throws)
    if pair is None:
        return None
    first, second = pair
    return msg(
        "the {first} thrown on beat {first_beat} and the {second} on beat {second_beat} would "
        "land on the same beat",
        first=throw_text(throws[first]), first_beat=first + 1,
        second=throw_text(throws[second]), second_beat=second + 1,
    )  # fmt: skip


def balls(throws: tuple[int, ...]) -> int:
    """How many balls a valid pattern needs: its average throw."""
    return sum(throws) // len(throws)


def unit(throws: tuple[int, ...]) -> tuple[int, ...]:
    """The shortest repeating unit: 5151 -> 51."""
    n = len(throws)
    for size in range(1, n + 1):
        if n % size == 0 and throws == throws[:size] * (n // size):
            return throws[:size]
    return throws


def canonical(throws: tuple[int, ...]) -> tuple[int, ...]:
    """One name per pattern: the largest rotation of its shortest unit (531, 51, 441)."""
    base = unit(tuple(throws))
    return max(base[i:] + base[:i] for i in range(len(base)))


def same_pattern(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Equal when the shortest repeating units are rotations of each other."""
    if not a or not b:
        return False
    return canonical(a) == canonical(b)


def playable(throws: tuple[int, ...], advanced: bool = False) -> bool:
    """Layable as a new pattern: valid, long enough in cards, not all one throw."""
    return len(throws) >= (2 if advanced else 3) and len(set(throws)) >= 2 and is_valid(throws)


def inserted_positions(old: Throws, new: Throws) -> frozenset[int] | None:
    """The beats of `new` that were inserted into `old` (old's throws kept in order,
    matched as early as possible), or None when `new` is no such insertion."""
    if len(new) <= len(old):
        return None
    kept: list[int] = []
    position = 0
    for throw in old:
        while position < len(new) and new[position] != throw:
            position += 1
        if position == len(new):
            return None
        kept.append(position)
        position += 1
    return frozenset(range(len(new))) - frozenset(kept)


def is_extension(old: Throws, new: Throws) -> bool:
    """`new` holds `old`'s throws in order with at least one card inserted, and is valid."""
    return is_valid(new) and inserted_positions(old, new) is not None


def reduced(throws: tuple[int, ...], flashed: int) -> tuple[int, ...]:
    """The performer's concession: each throw above `flashed` lowered by the period
    once, where that leaves it at 0 or more. Subtracting the period lands the ball on
    the same beat, so a valid pattern stays valid."""
    n = len(throws)
    return tuple(t - n if t > flashed and t - n >= 0 else t for t in throws)
