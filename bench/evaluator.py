"""Jugglers hand evaluator against treys' 5-card evaluator, on the same hands.

The issue asks for at least 1.5x treys' speed. Both evaluators run in the same
process on the same random hands (treys on its own int cards, ours on our Card
objects), interleaved block by block and best of several repeats, so machine load
hurts both alike. Prints one RESULT line and exits 1 when the target is missed.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import treys

from engines.core.cards import SUITS, Card
from engines.jugglers.hands import evaluate

TARGET = 1.5
SEED = 20240601
REPEATS = 7
BLOCK = 10_000


def _treys_card(card: Card) -> int:
    rank = "T" if card.rank == 10 else str(card.rank)
    return treys.Card.new(rank + card.suit)


def _seconds(function: Callable[[Any], Any], hands: Sequence[Any]) -> float:
    start = time.perf_counter()
    for hand in hands:
        function(hand)
    return time.perf_counter() - start


def main(hands: int = 200_000) -> int:
    """Print the RESULT line; the return value is the exit code."""
    deck = [Card(rank, suit) for suit in SUITS for rank in range(2, 11)]
    rng = random.Random(SEED)
    ours = [rng.sample(deck, 5) for _ in range(hands)]
    theirs = [[_treys_card(card) for card in hand] for hand in ours]
    treys_five = treys.Evaluator()._five
    # Keep each block's best time over the repeats: a burst of load on a busy
    # machine then spoils one block of one repeat, not a whole measurement.
    starts = range(0, hands, BLOCK)
    ours_best = [float("inf")] * len(starts)
    theirs_best = [float("inf")] * len(starts)
    for _ in range(REPEATS):
        for block, start in enumerate(starts):
            stop = start + BLOCK
            theirs_best[block] = min(theirs_best[block], _seconds(treys_five, theirs[start:stop]))
            ours_best[block] = min(ours_best[block], _seconds(evaluate, ours[start:stop]))
    ours_ns, theirs_ns = sum(ours_best) / hands * 1e9, sum(theirs_best) / hands * 1e9
    speedup = theirs_ns / ours_ns
    print(
        f"RESULT evaluator ours_ns_per_hand={ours_ns:.0f} "
        f"treys_ns_per_hand={theirs_ns:.0f} speedup={speedup:.2f}x target={TARGET}x"
    )
    return 0 if speedup >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
