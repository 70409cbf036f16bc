"""The suite's helpers, checked against a deliberately broken counting game."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pydantic import BaseModel

from engines.core.protocol import IllegalAction, Outcome
from tests.engines.conformance import (
    PlayoutStalled,
    choose_random,
    idle_seat,
    play_out,
    replay,
)


class Add(BaseModel):
    amount: int


class NoOptions(BaseModel):
    pass


@dataclass(frozen=True, slots=True)
class Counting:
    total: int = 0
    turn: int = 0
    players: int = 2


class CountingGame:
    """Players take turns adding 1 or 2; `goal` None makes it endless."""

    key = "counting"
    title = "Counting"
    min_players = 2
    max_players = 3
    Options = NoOptions
    State = Counting

    def __init__(self, goal: int | None = 10) -> None:
        self.goal = goal

    def new_game(self, players, options, seed):
        return Counting(players=players, total=seed % 2)

    def to_act(self, state):
        return [] if self.is_over(state) else [state.turn]

    def legal_actions(self, state, seat):
        return [Add(amount=1), Add(amount=2)] if seat in self.to_act(state) else []

    def apply(self, state, seat, action):
        if seat not in self.to_act(state):
            raise IllegalAction("not your turn")
        return Counting(
            players=state.players,
            total=state.total + action.amount,
            turn=(state.turn + 1) % state.players,
        )

    def view(self, state, seat):
        return state

    def is_over(self, state):
        return self.goal is not None and state.total >= self.goal

    def outcome(self, state):
        return Outcome(winners=[(state.turn - 1) % state.players], scores=[0.0] * state.players)

    def parse_action(self, raw):
        return Add.model_validate_json(raw)

    def bot_action(self, view, rng):
        return Add(amount=2)


def test_play_out_records_every_step_and_replays():
    game = CountingGame()
    playout = play_out(game, 3, seed=1, chooser=choose_random)
    assert game.is_over(playout.final)
    assert len(playout.states) == len(playout.log) + 1
    assert [seat for seat, _ in playout.log] == [i % 3 for i in range(len(playout.log))]
    assert replay(game, 3, playout.options, 1, playout.log) == playout.final


def test_play_out_is_deterministic_per_seed():
    game = CountingGame(goal=30)
    assert play_out(game, 2, 4).log == play_out(game, 2, 4).log
    assert play_out(game, 2, 4).log != play_out(game, 2, 5).log


def test_endless_game_is_reported_not_hung():
    with pytest.raises(PlayoutStalled, match="no end after 50 steps"):
        play_out(CountingGame(goal=None), 2, seed=0, max_steps=50)


def test_game_with_nobody_to_act_is_reported():
    class Frozen(CountingGame):
        def to_act(self, state):
            return []

    with pytest.raises(PlayoutStalled, match="nobody is to act"):
        play_out(Frozen(), 2, seed=0)


def test_idle_seat_finds_a_seat_that_is_not_awaited():
    game = CountingGame()
    state = game.new_game(3, None, 0)
    assert idle_seat(game, state, 3) == 1
    assert idle_seat(game, state, 1) is None


def test_bot_chooser_is_used_when_given():
    game = CountingGame(goal=10)
    playout = play_out(game, 2, seed=0, chooser=lambda e, s, seat, rng: e.bot_action(s, rng))
    assert playout.log and all(raw == '{"amount":2}' for _, raw in playout.log)
