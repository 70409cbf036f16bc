"""The generic information-set search on a toy game whose right move is known.

High card: each of two seats holds one hidden card from 1..9 (no two alike).
Seat 0 either folds or calls; then seat 1 folds or calls, and the higher card
wins. A fold loses less than a lost call: the folder keeps a quarter. A
searcher holding a high card should call, holding the lowest fold; it may only
know its own card.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

import pytest

from engines.core.levels import Budget
from engines.core.search import search

CARDS = range(1, 10)


@dataclass(frozen=True)
class Table:
    cards: tuple[int, int]
    moves: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeatView:
    seat: int
    card: int
    moves: tuple[str, ...]


def view(table: Table, seat: int) -> SeatView:
    return SeatView(seat, table.cards[seat], table.moves)


class HighCard:
    """The toy game as a `SearchGame`; it counts the deals it makes."""

    def __init__(self) -> None:
        self.deals = 0

    def determinize(self, seen: SeatView, rng: random.Random) -> Table:
        self.deals += 1
        other = rng.choice([card for card in CARDS if card != seen.card])
        cards = (seen.card, other) if seen.seat == 0 else (other, seen.card)
        return Table(cards, seen.moves)

    def to_act(self, table: Table) -> Sequence[int]:
        if len(table.moves) == 2 or "fold" in table.moves:
            return ()
        return (len(table.moves),)

    def legal_actions(self, table: Table, seat: int) -> Sequence[str]:
        return ("fold", "call")

    def apply(self, table: Table, seat: int, action: str) -> Table:
        return replace(table, moves=(*table.moves, action))

    def key(self, action: str) -> Hashable:
        return action

    def playout_action(self, table: Table, seat: int, rng: random.Random) -> str:
        return rng.choice(("fold", "call"))

    def stop_playout(self, table: Table, steps: int) -> bool:
        return False

    def rewards(self, table: Table) -> Sequence[float]:
        if table.moves[-1] == "fold":
            folder = len(table.moves) - 1
            return [0.25 if seat == folder else 0.75 for seat in range(2)]
        loser = 0 if table.cards[0] < table.cards[1] else 1
        return [0.0 if seat == loser else 1.0 for seat in range(2)]


@pytest.mark.parametrize(("card", "move"), [(9, "call"), (8, "call"), (1, "fold")])
def test_the_searcher_plays_its_own_card_well(card: int, move: str) -> None:
    # The opponent's card is another one each deal, so the answer holds over all of them.
    for opponent in (2, 5, 7):
        table = Table((card, opponent if opponent != card else 3))
        chosen = search(HighCard(), view(table, 0), 0, random.Random(1), Budget(), 400)
        assert chosen == move


def test_the_second_seat_searches_from_its_own_view() -> None:
    # Seat 1 holding 1 after a call folds; holding 9 it calls.
    assert (
        search(HighCard(), SeatView(1, 1, ("call",)), 1, random.Random(2), Budget(), 300) == "fold"
    )
    assert (
        search(HighCard(), SeatView(1, 9, ("call",)), 1, random.Random(2), Budget(), 300) == "call"
    )


def test_same_view_and_seed_give_the_same_move_whatever_the_hidden_card() -> None:
    # The search reads the view only: tables differing in what seat 0 cannot see agree.
    choices = {
        search(HighCard(), view(Table((5, other)), 0), 0, random.Random(7), Budget(), 60)
        for other in (1, 4, 9)
    }
    assert len(choices) == 1


def test_iterations_in_the_budget_override_the_default() -> None:
    game = HighCard()
    search(game, SeatView(0, 5, ()), 0, random.Random(3), Budget(iterations=25), 400)
    assert game.deals == 25


def test_out_of_time_stops_the_search_after_at_least_one_iteration() -> None:
    asked = 0

    def out_of_time() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3

    game = HighCard()
    move = search(game, SeatView(0, 5, ()), 0, random.Random(3), Budget(None, out_of_time), 400)
    assert move in ("fold", "call")
    assert game.deals == 4

    always = HighCard()
    search(always, SeatView(0, 5, ()), 0, random.Random(3), Budget(None, lambda: True), 400)
    assert always.deals == 1
