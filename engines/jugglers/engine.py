"""The Jugglers engine object that the registry hands out."""

from __future__ import annotations

import random
from types import MappingProxyType

from engines.core.levels import BotLevel, fixed
from engines.core.messages import Line, Message, mark, msg, nmsg
from engines.core.protocol import IllegalAction, Outcome
from engines.core.scores import whole_or_fraction
from engines.jugglers import bots, hard, labels, rules, secrets, views
from engines.jugglers.actions import AimDummy, Play, SecretInfluence, parse_action
from engines.jugglers.figures import FIGURES
from engines.jugglers.state import OVER, JugglersOptions, JugglersState, Phase, RoundResult
from engines.jugglers.words import SEAT_LETTERS, joined

JugglersAction = SecretInfluence | Play | AimDummy


class JugglersEngine:
    key = "jugglers"
    title = mark("Jugglers: poker hands and secret sigils")
    min_players = 2
    max_players = 5
    Options = JugglersOptions
    State = JugglersState
    # Snapshots from before log lines became Messages: their plain English lines still read.
    reads_snapshots = frozenset({"jugglers::f0bad5d9e93bf49a"})
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
            raise IllegalAction(msg("The game is not over yet."))
        top = max(state.round_wins)
        winners = [seat for seat, wins in enumerate(state.round_wins) if wins == top]
        summary: list[Line] = [_round_line(result) for result in state.results]
        return Outcome(
            winners=winners, scores=[float(w) for w in state.round_wins], summary=summary
        )

    def score_words(self, score: float) -> Message:
        """Scores count the rounds each player won."""
        return nmsg("{count} round win", "{count} round wins", whole_or_fraction(score))

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

    def label(self, view: views.JugglersView, field: str, value: object) -> Line:
        """Button and menu words for one value of an action field."""
        return labels.label(view, field, value)


def _round_line(result: RoundResult) -> Message:
    """ "Round 1: A 2, B 1.5 · Village Order: J♣ Q♥": each seat's points, then the policies
    that passed (card symbols read the same in every language)."""
    points = joined([
        msg("{seat} {points}", seat=SEAT_LETTERS[seat], points=whole_or_fraction(score))
        for seat, score in enumerate(result.points)
    ])  # fmt: skip
    if not result.village_order:
        return msg("Round {round}: {points} · Village Order: empty", round=result.round,
                   points=points)  # fmt: skip
    order = " ".join(card.symbol for card in result.village_order)
    return msg("Round {round}: {points} · Village Order: {order}", round=result.round,
               points=points, order=order)  # fmt: skip
