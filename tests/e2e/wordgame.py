"""A tiny game the chat layer has never heard of: pick a number, then type a word.

It proves the Discord front end is generic: a list of 30 numbers becomes two
menus, the typed word a form, and the game has no pictures at all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engines import IllegalAction, Outcome
from engines.core.choosing import free_text_field


class WordOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    longest: int = Field(12, ge=3, le=20, description="longest word allowed")


class Say(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["say"] = "say"
    number: int = Field(title="lucky number")
    word: str = Field("", title="Your word", json_schema_extra=free_text_field())


@dataclass(frozen=True, slots=True)
class WordState:
    """Plain data of tuples, as every engine's state is: a move builds the next one."""

    players: int
    longest: int
    said: tuple[str | None, ...]
    scores: tuple[float, ...]
    milestone: int = 0
    log: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class WordView:
    seat: int | None
    said: tuple[str | None, ...]
    scores: tuple[float, ...]
    milestone: int
    log: tuple[str, ...]


class WordEngine:
    key = "words"
    title = "Words: say something"
    min_players = 2
    max_players = 3
    Options = WordOptions
    State = WordState

    def new_game(self, players: int, options: WordOptions, seed: int) -> WordState:
        return WordState(
            players=players, longest=options.longest, said=(None,) * players,
            scores=(0.0,) * players,
        )  # fmt: skip

    def to_act(self, state: WordState) -> list[int]:
        return [state.said.index(None)] if None in state.said else []

    def legal_actions(self, state: WordState, seat: int) -> list[Say]:
        # Concrete, acceptable instances: a person types their own word instead.
        listed = [Say(number=n, word="catch") for n in range(1, 31)]
        return listed if seat in self.to_act(state) else []

    def apply(self, state: WordState, seat: int, action: Say) -> WordState:
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your turn.")
        if not action.word.isalpha() or len(action.word) > state.longest:
            raise IllegalAction(f"Say one word of letters, at most {state.longest} long.")
        said, scores = list(state.said), list(state.scores)
        said[seat] = action.word
        scores[seat] = action.number + len(action.word)
        return replace(
            state, said=tuple(said), scores=tuple(scores), milestone=state.milestone + 1,
            log=(f"{chr(65 + seat)} says {action.word!r} with {action.number}.",),
        )  # fmt: skip

    def view(self, state: WordState, seat: int | None) -> WordView:
        return WordView(
            seat=seat, said=state.said, scores=state.scores,
            milestone=state.milestone, log=state.log,
        )  # fmt: skip

    def is_over(self, state: WordState) -> bool:
        return None not in state.said

    def outcome(self, state: WordState) -> Outcome:
        top = max(state.scores)
        winners = [seat for seat, score in enumerate(state.scores) if score == top]
        return Outcome(winners=winners, scores=list(state.scores), summary=["Well said."])

    def parse_action(self, raw: str) -> Say:
        return Say.model_validate_json(raw)

    def bot_action(self, view: WordView, rng: random.Random) -> Say:
        return Say(number=rng.randint(1, 30), word="beep")

    def scramble_hidden(self, state: WordState, seat: int | None, rng: random.Random) -> WordState:
        """Nothing is hidden in this game: every seat sees the whole table."""
        return state


WORDS = WordEngine()
