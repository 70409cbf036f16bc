"""A tiny game where everyone counts at once: add one, as often as you like, then stop;
once someone has stopped, the others may also sprint (add two).

Adding one leaves a player's choices exactly as they were, so it tells apart
a click that still stands after someone else's move from a second click on a
move that was already made; someone stopping changes the others' choices.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines import IllegalAction, Outcome

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class TallyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Add(BaseModel):
    model_config = _FROZEN
    kind: Literal["add"] = Field("add", title="move")


class Sprint(BaseModel):
    model_config = _FROZEN
    kind: Literal["sprint"] = Field("sprint", title="move")


class Stop(BaseModel):
    model_config = _FROZEN
    kind: Literal["stop"] = Field("stop", title="move")


Move = Add | Sprint | Stop
_ACTIONS: TypeAdapter[Move] = TypeAdapter(Annotated[Move, Field(discriminator="kind")])


@dataclass(frozen=True, slots=True)
class TallyState:
    """Plain data of tuples, as every engine's state is: a move builds the next one."""

    counts: tuple[int, ...]
    stopped: tuple[bool, ...]
    milestone: int = 0
    log: tuple[str, ...] = ()


class TallyEngine:
    key = "tally"
    title = "Tally: count at once"
    min_players = 2
    max_players = 4
    Options = TallyOptions
    State = TallyState

    def new_game(self, players: int, options: TallyOptions, seed: int) -> TallyState:
        return TallyState(counts=(0,) * players, stopped=(False,) * players)

    def to_act(self, state: TallyState) -> list[int]:
        return [seat for seat, stopped in enumerate(state.stopped) if not stopped]

    def legal_actions(self, state: TallyState, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        return [Add(), *([Sprint()] if any(state.stopped) else []), Stop()]

    def apply(self, state: TallyState, seat: int, action: Move) -> TallyState:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("Not now.")
        name = chr(65 + seat)
        if not isinstance(action, Stop):
            step = 1 if isinstance(action, Add) else 2
            counts = tuple(n + step * (s == seat) for s, n in enumerate(state.counts))
            return replace(state, counts=counts, log=(f"{name} adds {step}.",))
        stopped = tuple(done or s == seat for s, done in enumerate(state.stopped))
        return replace(state, stopped=stopped, log=(f"{name} stops.",))

    def view(self, state: TallyState, seat: int | None) -> TallyState:
        return state

    def is_over(self, state: TallyState) -> bool:
        return all(state.stopped)

    def outcome(self, state: TallyState) -> Outcome:
        top = max(state.counts)
        winners = [seat for seat, count in enumerate(state.counts) if count == top]
        return Outcome(winners=winners, scores=[float(n) for n in state.counts], summary=[])

    def parse_action(self, raw: str) -> Move:
        return _ACTIONS.validate_json(raw)

    def bot_action(self, view: TallyState, rng: random.Random) -> Move:
        return Stop()

    def scramble_hidden(
        self, state: TallyState, seat: int | None, rng: random.Random
    ) -> TallyState:
        """Nothing is hidden in this game."""
        return state


TALLY = TallyEngine()
