"""The Jugglers engine object that the registry hands out."""

from __future__ import annotations

import random
from types import MappingProxyType

from engines.core.levels import BotLevel, fixed
from engines.core.messages import mark
from engines.core.protocol import IllegalAction, Outcome
from engines.core.scores import counted
from engines.jugglers import bots, hard, labels, rules, secrets, views
from engines.jugglers.actions import AimDummy, Play, SecretInfluence, parse_action
from engines.jugglers.figures import FIGURES
from engines.jugglers.state import OVER, JugglersOptions, JugglersState, Phase

JugglersAction = SecretInfluence | Play | AimDummy


class JugglersEngine:
    key = "jugglers"
    title = mark("Jugglers: poker hands and secret sigils")
    min_players = 2
    max_players = 5
    Options = JugglersOptions
    State = JugglersState
    presentation = "renderers.jugglers"
    figures = FIGURES

    def new_game(self, players: int, options: JugglersOptions, seed: int) -> JugglersState:
        return rules.new_game(players, options, seed)

    # The functions themselves, not methods that call them: bots and simulations
    # call these every move, and a wrapper would add a frame to each call.
    to_act = staticmethod(rules.to_act)
    legal_actions = staticmethod(rules.legal_actions)
    apply = staticmethod(rules.apply)
    view = staticmethod(views.view)

    def is_over(self, state: JugglersState) -> bool:
        return state.phase is OVER

    def outcome(self, state: JugglersState) -> Outcome:
        if state.phase is not Phase.OVER:
            raise IllegalAction("The game is not over yet.")
        top = max(state.round_wins)
        winners = [seat for seat, wins in enumerate(state.round_wins) if wins == top]
        summary = [
            f"Round {result.round}: "
            + ", ".join(f"{state.heads[s].name} {p:g}" for s, p in enumerate(result.points))
            + " · Village Order: "
            + (" ".join(card.symbol for card in result.village_order) or "empty")
            for result in state.results
        ]
        return Outcome(
            winners=winners, scores=[float(w) for w in state.round_wins], summary=summary
        )

    def score_words(self, score: float) -> str:
        """Scores count the rounds each player won."""
        return counted(score, "round win")

    def parse_action(self, raw: str) -> JugglersAction:
        return parse_action(raw)

    bot_action = staticmethod(bots.bot_action)
    # easy weighs moves as the normal bot does but makes any that does not hurt it;
    # hard searches the deals its view allows (`hard`), up to `hard.ITERATIONS`.
    bots = MappingProxyType(
        {
            "easy": BotLevel(fixed(bots.easy_action)),
            "normal": BotLevel(fixed(bots.bot_action)),
            "hard": BotLevel(hard.hard_action, searches=True, iterations=hard.ITERATIONS),
        }
    )
    usual_players = 4  # the game's own count: no dummies, face-up starting cards

    def scramble_hidden(
        self, state: JugglersState, seat: int | None, rng: random.Random
    ) -> JugglersState:
        return secrets.scramble_hidden(state, seat, rng)

    def label(self, view: views.JugglersView, field: str, value: object) -> str:
        """Button and menu words for one value of an action field."""
        return labels.label(view, field, value)
