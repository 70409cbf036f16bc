"""The numbers that change with the player count, in one table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Variant:
    cycles: int  # cycles per gathering
    hand_size: int  # cards dealt up to at each gathering
    max_secret: int  # secret influences the chairman may include
    spent_secret: int  # cards the secret step always takes off the deck (0: only included ones)
    face_up_start: bool  # one face-up card on each hand before the cycles
    discard_hands: bool  # leftover hand cards go away after each gathering
    dummies: int  # dummy heads in the ring


VARIANTS: dict[int, Variant] = {
    2: Variant(5, 5, 3, 0, False, False, 2),
    3: Variant(4, 5, 2, 2, True, False, 1),
    4: Variant(4, 5, 1, 1, True, False, 0),
    5: Variant(5, 7, 1, 1, False, True, 0),
}
