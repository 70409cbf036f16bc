"""A tiny engine for testing the table service without any real game.

Each round has a simultaneous phase (everyone picks a secret card from a
private hand) and a turn-based phase (each seat plays one card face up). The
highest played card and the highest secret score a point each. Hands and
secrets are what the public view hides, so leaks are easy to test for.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines import IllegalAction, Outcome
from engines.core.dice import rng_for, shuffled


class ToyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(default=2, ge=1, le=5)
    hand_size: int = Field(default=3, ge=2, le=5)


class Pick(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["pick"] = "pick"
    card: int


class Play(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["play"] = "play"
    card: int


_ACTIONS: TypeAdapter[Pick | Play] = TypeAdapter(
    Annotated[Pick | Play, Field(discriminator="kind")]
)


@dataclass(slots=True, kw_only=True)
class ToyState:
    """Plain data, as every engine's state is; `apply` fills in a fresh copy (`_copied`)."""

    players: int
    seed: int
    rounds: int
    hand_size: int
    step: int = 0
    round: int = 1
    phase: Literal["pick", "play", "over"] = "pick"
    hands: list[list[int]]
    secrets: list[int | None]
    played: list[int | None]
    turn: int = 0
    scores: list[float]
    milestone: int = 0
    log: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True, kw_only=True)
class ToyView:
    seat: int | None
    phase: str
    round: int
    hand: tuple[int, ...] | None
    secret: int | None
    hand_sizes: tuple[int, ...]
    picked: tuple[bool, ...]
    played: tuple[int | None, ...]
    scores: tuple[float, ...]
    to_act: tuple[int, ...]
    milestone: int
    log: tuple[str, ...]


def _copied(state: ToyState) -> ToyState:
    """A copy with fresh lists for everything a move changes in place, so the input stays
    as it was."""
    return replace(
        state,
        hands=[list(hand) for hand in state.hands],
        secrets=list(state.secrets),
        played=list(state.played),
        scores=list(state.scores),
        log=list(state.log),
    )


def _deal(state: ToyState) -> None:
    deck = shuffled(range(1, 31), rng_for(state.seed, state.step, "deal"))
    size = state.hand_size
    state.hands = [sorted(deck[i * size : (i + 1) * size]) for i in range(state.players)]
    state.secrets = [None] * state.players
    state.played = [None] * state.players


class ToyEngine:
    key = "toy"
    title = "Toy: secret cards"
    min_players = 2
    max_players = 4
    Options = ToyOptions
    State = ToyState

    def new_game(self, players: int, options: ToyOptions, seed: int) -> ToyState:
        state = ToyState(
            players=players,
            seed=seed,
            rounds=options.rounds,
            hand_size=options.hand_size,
            hands=[],
            secrets=[],
            played=[],
            scores=[0.0] * players,
            log=["Round 1: cards dealt."],
        )
        _deal(state)
        return state

    def to_act(self, state: ToyState) -> list[int]:
        if state.phase == "pick":
            return [seat for seat, secret in enumerate(state.secrets) if secret is None]
        if state.phase == "play":
            return [state.turn]
        return []

    def legal_actions(self, state: ToyState, seat: int) -> list[Pick | Play]:
        if seat not in self.to_act(state):
            return []
        kind = Pick if state.phase == "pick" else Play
        return [kind(card=card) for card in state.hands[seat]]

    def apply(self, state: ToyState, seat: int, action: Pick | Play) -> ToyState:
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your turn.")
        if action.kind != state.phase:
            raise IllegalAction(f"Now is the time to {state.phase} a card.")
        if action.card not in state.hands[seat]:
            raise IllegalAction("You do not hold that card.")
        new = _copied(state)
        new.step += 1
        new.log = []
        new.hands[seat].remove(action.card)
        if isinstance(action, Pick):
            new.secrets[seat] = action.card
            new.log.append(f"Seat {seat + 1} chose a secret.")
            if None not in new.secrets:
                new.phase = "play"
                new.turn = (new.round - 1) % new.players
                new.milestone += 1
                new.log.append("Every secret is chosen.")
        else:
            new.played[seat] = action.card
            new.log.append(f"Seat {seat + 1} plays {action.card}.")
            new.turn = (new.turn + 1) % new.players
            if None not in new.played:
                self._settle(new)
        return new

    def _settle(self, state: ToyState) -> None:
        for cards in (state.played, state.secrets):
            best = max(card for card in cards if card is not None)
            state.scores[cards.index(best)] += 1
        shown = ", ".join(f"seat {s + 1}: {card}" for s, card in enumerate(state.secrets))
        state.log.append(f"Secrets revealed ({shown}).")
        state.milestone += 1
        if state.round == state.rounds:
            state.phase = "over"
            return
        state.round += 1
        state.phase = "pick"
        _deal(state)
        state.log.append(f"Round {state.round}: cards dealt.")

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            seat=seat,
            phase=state.phase,
            round=state.round,
            hand=tuple(state.hands[seat]) if seat is not None else None,
            secret=state.secrets[seat] if seat is not None else None,
            hand_sizes=tuple(len(hand) for hand in state.hands),
            picked=tuple(secret is not None for secret in state.secrets),
            played=tuple(state.played),
            scores=tuple(state.scores),
            to_act=tuple(self.to_act(state)),
            milestone=state.milestone,
            log=tuple(state.log),
        )

    def is_over(self, state: ToyState) -> bool:
        return state.phase == "over"

    def outcome(self, state: ToyState) -> Outcome:
        top = max(state.scores)
        winners = [seat for seat, score in enumerate(state.scores) if score == top]
        return Outcome(winners=winners, scores=list(state.scores), summary=["Toy game over."])

    def parse_action(self, raw: str) -> Pick | Play:
        return _ACTIONS.validate_json(raw)

    def bot_action(self, view: ToyView, rng: random.Random) -> Pick | Play:
        assert view.hand is not None and view.seat in view.to_act
        kind = Pick if view.phase == "pick" else Play
        return kind(card=rng.choice(view.hand))

    def scramble_hidden(self, state: ToyState, seat: int | None, rng: random.Random) -> ToyState:
        """Other seats' hands and chosen secrets, dealt out differently."""
        scrambled = _copied(state)
        for other in range(state.players):
            if other != seat:
                rng.shuffle(scrambled.hands[other])
                if scrambled.secrets[other] is not None:
                    scrambled.secrets[other] = rng.randint(0, 99)
        return scrambled


TOY = ToyEngine()
