"""The Boromir engine object that the registry hands out."""

from __future__ import annotations

import random
from types import MappingProxyType

from engines.boromir import labels, rules, secrets, views
from engines.boromir.actions import BoromirAction, parse_action
from engines.boromir.bots import bot_action as normal_action
from engines.boromir.easy import easy_action
from engines.boromir.figures import BoromirFigures
from engines.boromir.hard import ITERATIONS, hard_action
from engines.boromir.outcome import outcome
from engines.boromir.setup import MAX_PLAYERS, MIN_PLAYERS
from engines.boromir.state import BoromirOptions, BoromirState, Phase
from engines.core.levels import BotLevel, fixed
from engines.core.messages import Line, Message, mark, msg, nmsg
from engines.core.protocol import IllegalAction, Outcome
from engines.core.scores import whole_or_fraction


class BoromirEngine:
    key = "boromir"
    title = mark("Boromir: ring of stacks, hidden colour")
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    Options = BoromirOptions
    State = BoromirState
    # Snapshots from before log lines became Messages: their plain English lines still read.
    reads_snapshots = frozenset({"boromir::2a9066395d53fbea"})
    presentation = "renderers.boromir"
    figures = BoromirFigures()
    # Mostly a duel: black against red, neither knowing which until the Jack of Spades.
    usual_players = 2
    bots = MappingProxyType(
        {
            "easy": BotLevel(fixed(easy_action)),
            "normal": BotLevel(fixed(normal_action)),
            "hard": BotLevel(hard_action, searches=True, iterations=ITERATIONS),
        }
    )

    def new_game(self, players: int, options: BoromirOptions, seed: int) -> BoromirState:
        return rules.new_game(players, options, seed)

    def to_act(self, state: BoromirState) -> list[int]:
        return rules.to_act(state)

    def legal_actions(self, state: BoromirState, seat: int) -> list[BoromirAction]:
        return rules.legal_actions(state, seat)

    def apply(self, state: BoromirState, seat: int, action: BoromirAction) -> BoromirState:
        return rules.apply(state, seat, action)

    def view(self, state: BoromirState, seat: int | None) -> views.BoromirView:
        return views.view(state, seat)

    def is_over(self, state: BoromirState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: BoromirState) -> Outcome:
        if state.phase is not Phase.OVER:
            raise IllegalAction(msg("The game is not over yet."))
        return outcome(state)

    def score_words(self, score: float) -> Message:
        """A score counts the stacks of one's hidden colour on the ring."""
        return nmsg("{count} stack", "{count} stacks", whole_or_fraction(score))

    def parse_action(self, raw: str) -> BoromirAction:
        return parse_action(raw)

    def bot_action(self, view: views.BoromirView, rng: random.Random) -> BoromirAction:
        return normal_action(view, rng)

    def scramble_hidden(
        self, state: BoromirState, seat: int | None, rng: random.Random
    ) -> BoromirState:
        return secrets.scramble_hidden(state, seat, rng)

    def label(self, view: views.BoromirView, field: str, value: object) -> Line:
        return labels.label(view, field, value)
