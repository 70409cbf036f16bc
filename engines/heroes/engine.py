"""The Heroes engine object that the registry hands out."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engines.core.levels import BotLevel, fixed
from engines.core.messages import Line, mark, msg
from engines.core.protocol import IllegalAction, Outcome
from engines.heroes import bots, labels, rules, secrets, views
from engines.heroes.actions import HeroesAction, parse_action
from engines.heroes.easy import easy_action
from engines.heroes.figures import HeroesFigures
from engines.heroes.hard import ITERATIONS, hard_action
from engines.heroes.places import SEAT_LETTERS
from engines.heroes.roster import hero
from engines.heroes.scoring import lineup_points, points_in_words
from engines.heroes.state import HeroesOptions, HeroesState, Phase


class HeroesEngine:
    key = "heroes"
    title = mark("Heroes: draft with a joker")
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    Options = HeroesOptions
    State = HeroesState
    # Snapshots from before log lines became Messages: their plain English lines still read.
    reads_snapshots = frozenset({"heroes::aa35269601086897"})
    presentation = "renderers.heroes"
    figures = HeroesFigures()
    usual_players = 4
    bots: Mapping[str, BotLevel] = {
        "easy": BotLevel(fixed(easy_action)),
        "normal": BotLevel(fixed(bots.bot_action)),
        "hard": BotLevel(hard_action, searches=True, iterations=ITERATIONS),
    }

    def new_game(self, players: int, options: HeroesOptions, seed: int) -> HeroesState:
        return rules.new_game(players, options, seed)

    def to_act(self, state: HeroesState) -> list[int]:
        return rules.to_act(state)

    def legal_actions(self, state: HeroesState, seat: int) -> list[HeroesAction]:
        return rules.legal_actions(state, seat)

    def apply(self, state: HeroesState, seat: int, action: HeroesAction) -> HeroesState:
        return rules.apply(state, seat, action)

    def view(self, state: HeroesState, seat: int | None) -> views.HeroesView:
        return views.view(state, seat)

    def is_over(self, state: HeroesState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: HeroesState) -> Outcome:
        if state.phase is not Phase.OVER:
            raise IllegalAction(msg("The game is not over yet."))
        scores = [
            float(lineup_points(hero(h) for h in lineup) + state.bank[seat])
            for seat, lineup in enumerate(state.lineups)
        ]
        top = max(scores)
        # Heroes' names are the same in every language: the list of them is a plain string.
        summary: list[Line] = [
            msg("{seat}: {heroes} · {points}", seat=SEAT_LETTERS[seat],
                heroes=", ".join(hero(h).name for h in lineup) or msg("no heroes"),
                points=points_in_words((hero(h) for h in lineup), state.bank[seat]))
            for seat, lineup in enumerate(state.lineups)
        ]  # fmt: skip
        winners = [seat for seat, score in enumerate(scores) if score == top]
        return Outcome(winners=winners, scores=scores, summary=summary)

    def parse_action(self, raw: str) -> HeroesAction:
        return parse_action(raw)

    def bot_action(self, view: views.HeroesView, rng: random.Random) -> HeroesAction:
        return bots.bot_action(view, rng)

    def scramble_hidden(
        self, state: HeroesState, seat: int | None, rng: random.Random
    ) -> HeroesState:
        return secrets.scramble_hidden(state, seat, rng)

    def label(self, view: views.HeroesView, field: str, value: object) -> Line:
        return labels.label(view, field, value)
