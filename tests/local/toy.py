"""A tiny word game with a typed answer, to show the terminal needs no per-game code.

Each seat has a secret letter. On a turn a seat either passes or says a word
(typed freely; `apply` refuses anything but letters). A word scores its length,
doubled when it holds the seat's secret letter. Two turns each, then it ends.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines import IllegalAction, Outcome
from engines.core.choosing import free_text_field
from engines.core.dice import rng_for

TURNS_EACH = 2


class WordsOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Say(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["say"] = "say"
    word: str = Field("", json_schema_extra=free_text_field())


class Pass(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["pass"] = "pass"


_ACTIONS: TypeAdapter[Say | Pass] = TypeAdapter(Annotated[Say | Pass, Field(discriminator="kind")])


@dataclass(slots=True, kw_only=True)
class WordsState:
    """Plain data, as every engine's state is; `apply` fills in a fresh copy."""

    players: int
    step: int = 0
    secrets: list[str]
    words: list[list[str]]
    scores: list[float]
    milestone: int = 0
    log: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True, kw_only=True)
class WordsView:
    seat: int | None
    secret: str | None
    words: tuple[tuple[str, ...], ...]
    scores: tuple[float, ...]
    to_act: tuple[int, ...]
    milestone: int
    log: tuple[str, ...]


class WordsEngine:
    key = "words"
    title = "Words: say something"
    min_players = 2
    max_players = 3
    Options = WordsOptions
    State = WordsState

    def new_game(self, players: int, options: WordsOptions, seed: int) -> WordsState:
        rng = rng_for(seed, 0, "secrets")
        secrets = [rng.choice("aeiou") for _ in range(players)]
        return WordsState(
            players=players,
            secrets=secrets,
            words=[[] for _ in range(players)],
            scores=[0.0] * players,
            log=["Secret letters are dealt."],
        )

    def to_act(self, state: WordsState) -> list[int]:
        return [] if self.is_over(state) else [state.step % state.players]

    def legal_actions(self, state: WordsState, seat: int) -> list[Say | Pass]:
        return [Say(), Pass()] if seat in self.to_act(state) else []

    def apply(self, state: WordsState, seat: int, action: Say | Pass) -> WordsState:
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your turn.")
        if isinstance(action, Say) and not action.word.isalpha():
            raise IllegalAction("A word is made of letters only.")
        # Fresh lists for what the move changes in place: the input stays as it was.
        new = replace(state, words=[list(words) for words in state.words],
                      scores=list(state.scores), log=[])  # fmt: skip
        new.step += 1
        if isinstance(action, Say):
            word = action.word.lower()
            new.words[seat].append(word)
            bonus = 2 if state.secrets[seat] in word else 1
            new.scores[seat] += len(word) * bonus
            new.log.append(f"{'ABC'[seat]} says {word!r}.")
        else:
            new.log.append(f"{'ABC'[seat]} passes.")
        if new.step % new.players == 0:
            new.milestone += 1
        return new

    def view(self, state: WordsState, seat: int | None) -> WordsView:
        return WordsView(
            seat=seat,
            secret=state.secrets[seat] if seat is not None else None,
            words=tuple(tuple(words) for words in state.words),
            scores=tuple(state.scores),
            to_act=tuple(self.to_act(state)),
            milestone=state.milestone,
            log=tuple(state.log),
        )

    def is_over(self, state: WordsState) -> bool:
        return state.step >= TURNS_EACH * state.players

    def outcome(self, state: WordsState) -> Outcome:
        top = max(state.scores)
        winners = [seat for seat, score in enumerate(state.scores) if score == top]
        return Outcome(winners=winners, scores=list(state.scores))

    def parse_action(self, raw: str) -> Say | Pass:
        return _ACTIONS.validate_json(raw)

    def bot_action(self, view: WordsView, rng: random.Random) -> Say | Pass:
        return Say(word=rng.choice(["juggle", "ball", "club"]))


WORDS = WordsEngine()
